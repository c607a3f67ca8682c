import { ident, type Sql, sql } from '../../platform/db/sql.ts';

/**
 * The one visibility rule (spec section 4, decisions 10 and 13), as SQL fragments over a member
 * alias (`m`), for a viewer: their id (a value), or a fragment naming them in the query around
 * (`ident('m.id')`). Every path that shows a member (search, profile, related profiles, photo
 * files, chat) uses it.
 */

/** Who looks: a member id, or SQL that yields one. */
export type TViewer = number | Sql;

/**
 * The account's state lets the viewer know of the member at all: themselves always; others an
 * active member, or one who has not confirmed their address yet only if that member wrote to
 * the viewer (the conversation says why no reply is possible). Members pending deletion or
 * banned exist for nobody else.
 */
export function knownTo(alias: string, viewer: TViewer): Sql {
  const member = ident(alias);
  return sql`(
    ${member}.id = ${viewer}
    or ${member}.status = 'active'
    or (${member}.status = 'not_confirmed' and exists (
      select 1 from conversation_members w
      where w.member_id = ${member}.id and w.partner_id = ${viewer} and w.has_written))
  )`;
}

/**
 * Invisible and private members are seen by the members they contacted (wrote to or liked); an
 * invisible one, unless also private, by everyone they already have a conversation with too
 * (spec section 4: existing conversation partners still see the user).
 */
function modesAllow(alias: string, viewer: TViewer): Sql {
  const member = ident(alias);
  return sql`(
    not (${member}.is_invisible or ${member}.is_private_mode)
    or exists (select 1 from member_contacts c where c.member_id = ${member}.id and c.contact_id = ${viewer})
    or (not ${member}.is_private_mode and exists (
      select 1 from conversation_members talk where talk.member_id = ${member}.id and talk.partner_id = ${viewer}))
  )`;
}

/**
 * Whether the viewer sees the member: known to them, no block between them in either direction,
 * and the member's invisible or privacy mode lets them.
 */
export function visibleTo(alias: string, viewer: TViewer): Sql {
  const member = ident(alias);
  return sql`(
    ${member}.id = ${viewer}
    or (
      ${knownTo(alias, viewer)}
      and not exists (
        select 1 from blocks b
        where (b.blocker_id = ${member}.id and b.blocked_id = ${viewer})
           or (b.blocker_id = ${viewer} and b.blocked_id = ${member}.id))
      and ${modesAllow(alias, viewer)}
    )
  )`;
}

/**
 * The viewer would see the member but for blocks between them: known to them, and the member's
 * modes let them. Whom a member may block (or be told was blocked by).
 */
export function seenBarBlocks(alias: string, viewer: TViewer): Sql {
  return sql`(${knownTo(alias, viewer)} and ${modesAllow(alias, viewer)})`;
}

/**
 * The member blocked the viewer and would be seen by them but for blocks: only then is the
 * blocked party told who blocked them. Anyone else (invisible, private, deleted) stays unknown.
 */
export function blockedBy(alias: string, viewer: TViewer): Sql {
  const member = ident(alias);
  return sql`(
    exists (select 1 from blocks b where b.blocker_id = ${member}.id and b.blocked_id = ${viewer})
    and ${seenBarBlocks(alias, viewer)}
  )`;
}

/**
 * Search lists neither invisible members nor anyone the viewer cannot see, nor the viewer. The
 * same rule as `visibleTo` for a member other than the viewer, written for a walk over many
 * members: the viewer's blocks, both ways, are read once per query (their ids in an array), so
 * each member passed costs a comparison, not two index lookups (a selective search checks
 * hundreds of members before it sorts them).
 */
export function searchableBy(alias: string, viewer: number): Sql {
  const member = ident(alias);
  return sql`(
    not ${member}.is_invisible
    and ${member}.id <> ${viewer}
    and ${knownTo(alias, viewer)}
    and ${member}.id <> all (array(select b.blocker_id from blocks b where b.blocked_id = ${viewer}))
    and ${member}.id <> all (array(select b.blocked_id from blocks b where b.blocker_id = ${viewer}))
    and ${modesAllow(alias, viewer)}
  )`;
}
