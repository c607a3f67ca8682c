-- Chat (issue 5): conversations between two members, their messages, and what each member has
-- read, cleared or written. Spending on messages goes through credit_ledger in the same
-- transaction as the message.

-- Free credits granted at sign-up are spent before bought ones (refunds concern bought credits).
alter table members add column bonus_credits integer not null default 0
  check (bonus_credits >= 0 and bonus_credits <= credits);
alter table credit_ledger add column bonus_delta integer not null default 0;
-- Read receipts are shared only while both members of a conversation allow them.
alter table members add column read_receipts boolean not null default true;

create table conversations (
  id bigint generated always as identity primary key,
  -- The pair, lower id first: one conversation per pair.
  member_low integer not null references members (id) on delete cascade,
  member_high integer not null references members (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_message_id bigint,
  last_message_at timestamptz,
  check (member_low < member_high),
  unique (member_low, member_high)
);
create index conversations_high on conversations (member_high);

-- Each member's side of a conversation.
create table conversation_members (
  conversation_id bigint not null references conversations (id) on delete cascade,
  member_id integer not null references members (id) on delete cascade,
  partner_id integer not null references members (id) on delete cascade,
  unread integer not null default 0 check (unread >= 0),
  -- The member has read the partner's messages up to this id.
  read_up_to bigint not null default 0,
  -- Messages up to this id were deleted from this member's view ("delete conversation").
  cleared_up_to bigint not null default 0,
  hidden boolean not null default false,
  -- The member has written here: counts towards the free limit, and makes the partner a contact.
  has_written boolean not null default false,
  primary key (conversation_id, member_id)
);
create index conversation_members_member on conversation_members (member_id) where not hidden;

create table messages (
  id bigint generated always as identity primary key,
  conversation_id bigint not null references conversations (id) on delete cascade,
  sender_id integer not null references members (id) on delete cascade,
  -- Chosen by the sending client; a retry with the same id returns the same message.
  client_id uuid not null,
  kind text not null check (kind in ('text', 'photo', 'gift')),
  body text,
  gift text,
  -- Random key of the picture's files (<key>-thumb.webp, <key>-full.webp); null once deleted.
  photo_key text unique,
  credits integer not null default 0 check (credits >= 0),
  created_at timestamptz not null default now(),
  unique (sender_id, client_id)
);
create index messages_conversation on messages (conversation_id, id desc);

-- Whom a member has contacted: everyone they have written to. Invisible and private members
-- stay visible to them (spec section 4). The likes feature adds the members one liked.
create or replace view member_contacts as
  select member_id, partner_id as contact_id from conversation_members where has_written;
