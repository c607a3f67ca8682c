-- Accounts: sessions, single-use tokens, login failures, the credits ledger, durable jobs.

-- Sign-up asks for name, e-mail, password and date of birth only; the rest comes later.
alter table profiles alter column gender drop not null;
alter table members add column credits integer not null default 0 check (credits >= 0);
alter table members add column tracking jsonb not null default '{}';
alter table members add column signup_message text;
alter table members add column activated_at timestamptz;
alter table members add column deletion_requested_at timestamptz;
alter table members add column delete_reason text;
alter table members add column delete_remarks text;

-- Server-side sessions; the cookie holds a random token, the table only its SHA-256.
create table sessions (
  id text primary key,
  member_id integer not null references members (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  last_seen_at timestamptz not null default now(),
  user_agent text
);
create index sessions_member on sessions (member_id);

-- Single-use links sent by e-mail; only the SHA-256 of the token is stored.
create table account_tokens (
  token_hash text primary key,
  member_id integer not null references members (id) on delete cascade,
  purpose text not null check (purpose in ('activation', 'password_reset', 'email_change', 'reactivation')),
  new_email text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index account_tokens_member on account_tokens (member_id, purpose, created_at);

-- Failed logins, counted per account and address and per address (spec section 5 lockout).
create table login_failures (
  id integer generated always as identity primary key,
  email text not null,
  ip text not null,
  created_at timestamptz not null default now()
);
create index login_failures_email_ip on login_failures (email, ip, created_at);
create index login_failures_ip on login_failures (ip, created_at);

-- Every change of a credit balance (architecture principle 6); written with the state it pays for.
create table credit_ledger (
  id integer generated always as identity primary key,
  member_id integer not null references members (id) on delete cascade,
  delta integer not null,
  balance_after integer not null check (balance_after >= 0),
  reason text not null,
  reference text,
  created_at timestamptz not null default now()
);
create index credit_ledger_member on credit_ledger (member_id, id);

-- Durable jobs (mail, erasure after 14 days), claimed with FOR UPDATE SKIP LOCKED.
create table jobs (
  id integer generated always as identity primary key,
  kind text not null,
  payload jsonb not null,
  run_at timestamptz not null default now(),
  attempts integer not null default 0,
  locked_until timestamptz,
  done_at timestamptz,
  failed_at timestamptz,
  last_error text,
  created_at timestamptz not null default now()
);
create index jobs_due on jobs (run_at) where done_at is null and failed_at is null;
