-- A search for a country walks that country's active members in the search order (decision 11)
-- and stops after a page, instead of walking every active member in that order until enough of
-- the country's have passed: a search for a small country and an age range passed thousands.
-- The same walk serves a member page's related profiles (same country and gender).
create index members_search_country on members (
  search_country, ((last_active_at at time zone 'UTC')::date) desc, profile_rank desc,
  last_active_at desc, id desc
) where status = 'active';
