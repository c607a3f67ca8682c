-- Search walks active members freshest first and stops after a page (no sort of all matches).
create index members_search_recent on members (last_active_at desc, id desc) where status = 'active';
