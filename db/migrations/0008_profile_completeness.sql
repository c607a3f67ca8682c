-- Search shows fresh, complete profiles first (decision 11). Completeness is precomputed on the
-- member row so the search order stays an index walk that stops after a page.
--
-- profile_rank counts what the enrich alert asks for ("Add your photos and bio", spec section 2):
-- one point for an active public main photo, one for an about-me text with a non-blank character.
-- The application keeps it current in the transaction that changes either input
-- (apps/server/src/modules/search/profile-rank.ts holds the same rule).
alter table members add column profile_rank smallint not null default 0
  check (profile_rank between 0 and 2);

update members m set profile_rank =
  (exists (select 1 from photos ph
           where ph.member_id = m.id and ph.is_main and ph.status = 'active' and not ph.is_private))::int
  + coalesce((select (p.about ~ '\S')::int from profiles p where p.member_id = m.id), 0);

-- Active members by the UTC day of their last activity, then completeness, then last activity:
-- within a day complete profiles come first; a newer day always comes before an older one.
drop index members_search_recent;
create index members_search_fresh_complete on members (
  ((last_active_at at time zone 'UTC')::date) desc, profile_rank desc, last_active_at desc, id desc
) where status = 'active';
