import { randomUUID } from 'node:crypto';
import type { Db } from '../../platform/db/db.ts';
import { sendMessage } from '../chat/index.ts';
import type { TSiteConfig } from '../sites/index.ts';
import { DEMO_LOGIN, PREMIUM_DEMO_LOGIN } from './demo-members.ts';
import { findMemberByEmail, listDemoWriters } from './demo.repo.ts';

/**
 * A few conversations for the demo logins, so Messages is not empty on a fresh start: one
 * unread hello for the free member (who keeps both free conversations to start their own), and
 * an exchange for the premium member. Only real (non-fictional) demo members write: nothing is
 * said in a fictional profile's name. Seeding charges nobody.
 */
export async function seedDemoChats(db: Db, site: TSiteConfig) {
  const free = { ...site, message_credits: 0, gift_credits: 0 };
  const demo = await findMemberByEmail(db, DEMO_LOGIN.email);
  const premium = await findMemberByEmail(db, PREMIUM_DEMO_LOGIN.email);
  const writers = await listDemoWriters(db);
  if (!demo || !premium || writers.length < 2) return;
  const say = (from: number, to: number, text: string) =>
    db.transaction((tx) =>
      sendMessage(
        tx,
        from,
        { clientId: randomUUID(), target: { memberId: to }, kind: 'text', text },
        free,
      ),
    );
  await say(
    writers[0]!.id,
    demo.id,
    'Hi! I saw we both like walks by the sea. How is your week going?',
  );
  await say(writers[1]!.id, premium.id, 'Hello there! Your profile made me smile 😊');
  await say(
    premium.id,
    writers[1]!.id,
    'Thank you! Yours too. What do you like to do at weekends?',
  );
  await db.transaction((tx) =>
    sendMessage(
      tx,
      writers[1]!.id,
      { clientId: randomUUID(), target: { memberId: premium.id }, kind: 'gift', gift: 'rose' },
      free,
    ),
  );
}
