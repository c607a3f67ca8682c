-- Privacy (spec section 4): invisible mode, privacy mode and blocking.
alter table members add column is_invisible boolean not null default false;
alter table members add column is_private_mode boolean not null default false;

create table blocks (
  blocker_id integer not null references members (id) on delete cascade,
  blocked_id integer not null references members (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (blocker_id, blocked_id),
  check (blocker_id <> blocked_id)
);
create index blocks_blocked on blocks (blocked_id);

-- Whom a member has contacted (liked or messaged). Invisible and private members stay visible to
-- them. Likes and conversations do not exist yet: their features redefine this view.
create view member_contacts as
  select null::integer as member_id, null::integer as contact_id where false;
