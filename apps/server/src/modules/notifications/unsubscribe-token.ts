import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NOTIFICATION_TYPES, type TNotificationType } from '@cupido/contract';

/**
 * The secret that signs unsubscribe links: UNSUBSCRIBE_SECRET, or one generated once into
 * DATA_DIR (shared by the instances that share the directory) and kept there.
 */
export function unsubscribeSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, 'unsubscribe-secret');
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}

const sign = (secret: string, memberId: number, type: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${memberId}:${type}`).digest('base64url');

/** `<member>.<type>.<hmac>`: bound to one member and one type, valid until the secret changes. */
export function makeUnsubscribeToken(secret: string, memberId: number, type: TNotificationType) {
  return `${memberId}.${type}.${sign(secret, memberId, type)}`;
}

/** The member and type of a token, or null when it is not one we signed. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { memberId: number; type: TNotificationType } | null {
  const [id, type, mac] = token.split('.');
  if (!id || !type || !mac || !(NOTIFICATION_TYPES as readonly string[]).includes(type))
    return null;
  const memberId = Number(id);
  if (!Number.isSafeInteger(memberId) || memberId <= 0) return null;
  const expected = Buffer.from(sign(secret, memberId, type));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { memberId, type: type as TNotificationType };
}
