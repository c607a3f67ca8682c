import type { TLiveEvent, TLiveEventOf } from '@cupido/contract';
import type { Queryable } from '../../platform/db/db.ts';
import { visibleTo } from '../privacy/index.ts';

/**
 * New likes a member has received from members they may see (the Likes badge), as a scalar
 * subquery over `memberExpr`; its own aliases let it sit inside a query over `m`.
 */
export const NEW_LIKES_OF = (memberExpr: string) => `(
  select count(*)::int from likes nl
  join members lm on lm.id = nl.liker_id join profiles lp on lp.member_id = lm.id
  where nl.liked_id = ${memberExpr} and nl.is_new and lm.status = 'active' and lp.status = 'active'
    and ${visibleTo('lm', memberExpr)})`;

/**
 * The badge totals of several members in one query: unread messages and new likes (the
 * Messages and Likes badges, and the '(n)' title prefix).
 */
export async function badgeTotals(
  db: Queryable,
  memberIds: number[],
): Promise<Map<number, TLiveEventOf<'unread'>>> {
  const rows = await db.query<{ id: number; messages: number; likes: number }>(
    `select m.id,
            (select coalesce(sum(unread), 0)::int from conversation_members cm
             where cm.member_id = m.id and not cm.hidden) as messages,
            ${NEW_LIKES_OF('m.id')} as likes
     from members m where m.id = any($1)`,
    [memberIds],
  );
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
  const [me] = await db.query<{ credits: number }>('select credits from members where id = $1', [
    memberId,
  ]);
  return [await badgeEvent(db, memberId), { type: 'credits', credits: me?.credits ?? 0 }];
}
