/**
 * The one visibility rule (spec section 4), as SQL over a member alias, for a viewer parameter:
 * nobody sees across a block in either direction; invisible and private members are seen only
 * by themselves and by members they contacted. Every path that shows a member (search, profile,
 * related profiles, photos) uses it.
 */
export function visibleTo(member: string, viewerParam: string): string {
  return `(
    ${member}.id = ${viewerParam}
    or (
      not exists (
        select 1 from blocks b
        where (b.blocker_id = ${member}.id and b.blocked_id = ${viewerParam})
           or (b.blocker_id = ${viewerParam} and b.blocked_id = ${member}.id))
      and (
        not (${member}.is_invisible or ${member}.is_private_mode)
        or exists (select 1 from member_contacts c where c.member_id = ${member}.id and c.contact_id = ${viewerParam}))
    )
  )`;
}

/** Search lists neither invisible members nor anyone the viewer cannot see. */
export function searchableBy(member: string, viewerParam: string): string {
  return `(not ${member}.is_invisible and ${visibleTo(member, viewerParam)})`;
}
