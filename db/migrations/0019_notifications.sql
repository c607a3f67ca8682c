-- E-mail notifications (issue 14, decision 26): which types a member turned off, why mail to a
-- member stopped altogether (spec section 3's disabled reasons), one row per member and kind of
-- notification mail to keep them to one per interval, and whether the member's page is hidden.

-- Types the member turned off in the notification settings (spec section 3's types).
alter table members add column mail_off text[] not null default '{}'
  check (mail_off <@ array['new_conversations', 'new_messages', 'like', 'unread_message_reminders',
    'promotions', 'weekly_updates', 'news', 'reminders']);
-- Why notification mail stopped (spec section 3): fbl (marked as spam), bounce (invalid
-- address), listunsubscribe (a one-click unsubscribe from a mail).
alter table members add column mail_disabled text[] not null default '{}'
  check (mail_disabled <@ array['fbl', 'bounce', 'listunsubscribe']);

-- One row per member and kind: a job is queued (at most one), and when the last mail went out.
create table notification_sends (
  member_id integer not null references members (id) on delete cascade,
  kind text not null,
  queued boolean not null default false,
  last_sent_at timestamptz,
  primary key (member_id, kind)
);

-- The member's page went hidden (the page-hidden beacon of spec section 7) and has not been
-- seen visible since: with no open tab at all, the member is away.
create table page_visibility (
  member_id integer primary key references members (id) on delete cascade,
  hidden_at timestamptz not null
);
