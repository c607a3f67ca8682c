-- Accounts: no working link in the database, housekeeping, no session write per request,
-- lockout per account with the member's known addresses exempt (decision 0014).

-- A link mail is queued as a reference to its token row; the sending job makes the random token,
-- stores its hash and sends it, so the raw token never reaches the database. Until then the row
-- has no hash (it still counts for the daily reset limit and can be voided).
alter table account_tokens add column id integer generated always as identity;
alter table account_tokens drop constraint account_tokens_pkey;
alter table account_tokens add primary key (id);
alter table account_tokens alter column token_hash drop not null;
create unique index account_tokens_hash on account_tokens (token_hash);
create index account_tokens_expires on account_tokens (expires_at);

-- Mails queued before this migration carried their links; sent or given-up ones need them no more.
update jobs set payload = '{}'
where kind = 'send_mail' and (done_at is not null or failed_at is not null);

-- Written on every request and read nowhere.
alter table sessions drop column last_seen_at;
create index sessions_expires on sessions (expires_at);

-- A recurring job (housekeeping) is one row, rescheduled after each run instead of finished.
alter table jobs add column recurring boolean not null default false;
create unique index jobs_recurring_kind on jobs (kind) where recurring;
create index jobs_finished on jobs (coalesce(done_at, failed_at))
  where done_at is not null or failed_at is not null;

create index login_failures_created on login_failures (created_at);

-- Addresses a member opened a session from: the per-account lockout does not apply to them.
create table known_addresses (
  member_id integer not null references members (id) on delete cascade,
  ip text not null,
  last_seen_at timestamptz not null default now(),
  primary key (member_id, ip)
);
create index known_addresses_last_seen on known_addresses (last_seen_at);
