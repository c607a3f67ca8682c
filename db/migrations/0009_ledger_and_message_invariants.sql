-- Invariants the money and chat tables keep themselves (issue 15), and the indexes of hot paths.

-- The credits ledger is the bookkeeping: it outlives the member. Erasing a member nulls the
-- reference to them (the personal data goes, the amounts stay).
alter table credit_ledger alter column member_id drop not null;
alter table credit_ledger drop constraint credit_ledger_member_id_fkey;
alter table credit_ledger add constraint credit_ledger_member_id_fkey
  foreign key (member_id) references members (id) on delete set null;

-- Every entry names what it pays for or grants, once: a sign-up bonus its member, a message
-- its message, a purchase its payment. Older entries without one get their own row id.
update credit_ledger set reference = 'member:' || member_id
  where reference is null and reason = 'signup_bonus';
update credit_ledger set reference = 'ledger:' || id where reference is null;
alter table credit_ledger alter column reference set not null;
alter table credit_ledger add constraint credit_ledger_once unique (reason, reference);

-- Append-only: no entry is changed or removed. The one change allowed is the foreign key's own
-- `on delete set null` when the member is erased: the member reference goes to null, the member
-- no longer exists, and nothing else in the row differs.
create function credit_ledger_append_only() returns trigger language plpgsql as $$
declare
  member_exists boolean;
begin
  if tg_op = 'UPDATE' and old.member_id is not null and new.member_id is null
     and to_jsonb(new) - 'member_id' = to_jsonb(old) - 'member_id' then
    execute format('select exists (select 1 from %I.members where id = $1)', tg_table_schema)
      into member_exists using old.member_id;
    if not member_exists then
      return new;
    end if;
  end if;
  raise exception 'credit_ledger is append-only: % is not allowed', lower(tg_op)
    using errcode = 'integrity_constraint_violation';
end;
$$;
create trigger credit_ledger_append_only before update or delete on credit_ledger
  for each row execute function credit_ledger_append_only();
create trigger credit_ledger_no_truncate before truncate on credit_ledger
  for each statement execute function credit_ledger_append_only();

-- A message carries what its kind says: text a text, a gift a gift, a photo its picture (the
-- key is nulled when the sender deletes the picture; the message stays, saying so).
alter table messages add constraint messages_kind_content check (
  (kind = 'text' and body is not null and gift is null and photo_key is null)
  or (kind = 'gift' and gift is not null and body is null and photo_key is null)
  or (kind = 'photo' and body is null and gift is null)
);

-- A member's photos: profile page, own photos, the upload limit.
create index photos_member on photos (member_id, id);
-- A member's sides whether hidden or not, and the pair's side: the free-conversation count,
-- finding a pair's conversation, and member_contacts behind every privacy check. One side per
-- member and partner, as there is one conversation per pair.
create unique index conversation_members_member_partner on conversation_members (member_id, partner_id);

-- A site's message_length is at most the contract's limit (MESSAGE_LENGTH_MAX, 5000): longer
-- settings were never reachable, as the contract refused such texts.
update sites set config = jsonb_set(config, '{message_length}', '5000')
  where (config->>'message_length')::int > 5000;
