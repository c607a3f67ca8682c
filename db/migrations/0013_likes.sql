-- Likes (issue 11): who liked whom; a mutual like is a match (derived, never stored twice).
-- The swipe game adds passes and a log of its likes for the daily limit (decision 17).
create table likes (
  liker_id integer not null references members (id) on delete cascade,
  liked_id integer not null references members (id) on delete cascade,
  created_at timestamptz not null default now(),
  -- The liked member has not opened the liker's profile from the likes yet (the Likes badge).
  is_new boolean not null default true,
  primary key (liker_id, liked_id),
  check (liker_id <> liked_id)
);
create index likes_liked on likes (liked_id, created_at desc);

-- Members passed in the swipe game: not suggested again.
create table passes (
  member_id integer not null references members (id) on delete cascade,
  passed_id integer not null references members (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (member_id, passed_id)
);

-- Likes given in the swipe game, kept when the like is withdrawn: the daily limit counts them.
create table swipe_likes (
  member_id integer not null references members (id) on delete cascade,
  liked_id integer not null,
  created_at timestamptz not null default now()
);
create index swipe_likes_member on swipe_likes (member_id, created_at);

-- Whom a member has contacted: everyone they have written to or liked. Invisible and private
-- members stay visible to them (spec section 4: privacy mode shows the member to the people
-- they liked; invisible members must like first).
create or replace view member_contacts as
  select member_id, partner_id as contact_id from conversation_members where has_written
  union
  select liker_id as member_id, liked_id as contact_id from likes;
