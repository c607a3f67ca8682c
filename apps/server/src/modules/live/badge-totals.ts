import type { TLiveEvent, TLiveEventOf } from '@cupido/contract';
import type { Queryable } from '../../platform/db/db.ts';
import { findCredits, listBadgeCounts } from './live.repo.ts';

/**
 * The badge totals of several members in one query: unread messages and new likes (the
 * Messages and Likes badges, and the '(n)' title prefix).
 */
export async function badgeTotals(
  db: Queryable,
  memberIds: number[],
): Promise<Map<number, TLiveEventOf<'unread'>>> {
  const rows = await listBadgeCounts(db, memberIds);
  return new Map(
    rows.map((r) => [r.id, { type: 'unread', messages: r.messages, likes: r.likes }] as const),
  );
}

/** One member's badge totals as the live 'unread' event. */
export async function badgeEvent(db: Queryable, memberId: number): Promise<TLiveEventOf<'unread'>> {
  return (
    (await badgeTotals(db, [memberId])).get(memberId) ?? { type: 'unread', messages: 0, likes: 0 }
  );
}

/** What a member's socket is told as it connects: the badge totals and the credits balance. */
export async function greetingEvents(db: Queryable, memberId: number): Promise<TLiveEvent[]> {
  const credits = await findCredits(db, memberId);
  return [await badgeEvent(db, memberId), { type: 'credits', credits: credits ?? 0 }];
}
