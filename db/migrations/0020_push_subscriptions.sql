-- Web push (issue 14): the browsers a member allowed to receive push notices. One row per push
-- endpoint (a browser profile); a push service's 404 or 410 removes it (decision 27).
create table push_subscriptions (
  id bigint generated always as identity primary key,
  member_id integer not null references members (id) on delete cascade,
  endpoint text not null unique,
  -- The browser's P-256 public key and auth secret (RFC 8291), base64url.
  p256dh text not null,
  auth text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index push_subscriptions_member on push_subscriptions (member_id, updated_at desc);
