import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';
import type { TConfig } from '../../config.ts';

export type TVapidKeys = { publicKey: string; privateKey: string; subject: string };

const ZStored = z.object({
  publicKey: z.string().regex(/^[\w-]{87}$/),
  privateKey: z.string().regex(/^[\w-]{43}$/),
});

/**
 * The VAPID key pair (RFC 8292): from the environment, else generated once into
 * DATA_DIR/vapid-keys.json (mode 600) and read from there on every later start, so subscriptions
 * made against the public key keep working across restarts.
 */
export function loadVapidKeys(config: TConfig): TVapidKeys {
  // Push services accept an https: or mailto: contact only; an http PUBLIC_URL (development) is not.
  const publicUrl = config.PUBLIC_URL?.startsWith('https://') ? config.PUBLIC_URL : undefined;
  const subject = config.VAPID_SUBJECT ?? publicUrl ?? 'mailto:push@cupido.localhost';
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  const file = join(config.DATA_DIR, 'vapid-keys.json');
  if (existsSync(file)) {
    const stored = ZStored.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!stored.success) throw new Error(`${file} does not hold a VAPID key pair`);
    return { ...stored.data, subject };
  }
  const keys = webpush.generateVAPIDKeys();
  mkdirSync(config.DATA_DIR, { recursive: true });
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
  return { ...keys, subject };
}
