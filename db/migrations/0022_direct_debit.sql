-- SEPA direct debit confirmed with an SMS code (issue 13, decision 29).

-- A site's direct-debit limits: what one member, one IBAN and one phone number may be debited
-- in total (integer minor units, EUR) within `period_days`. No row: the defaults of the code
-- (direct-debit.service.ts) apply.
create table direct_debit_limits (
  site_id integer primary key references sites (id) on delete cascade,
  period_days integer not null check (period_days between 1 and 366),
  member_max integer not null check (member_max > 0),
  iban_max integer not null check (iban_max > 0),
  phone_max integer not null check (phone_max > 0)
);

-- IBANs and phone numbers that may no longer pay by direct debit (a debit bounced, or an
-- operator said so). Stored as SHA-256 of the normalised value (electronic IBAN, E.164 phone).
create table direct_debit_blocks (
  kind text not null check (kind in ('iban', 'phone')),
  value_hash text not null,
  reason text not null check (reason in ('chargeback', 'operator')),
  payment_id integer references payments (id),
  created_at timestamptz not null default now(),
  primary key (kind, value_hash)
);

-- One direct-debit order: the form, then the SMS code that confirms the mandate, then the
-- mandate and the payment at the provider. The full IBAN is kept only until the mandate is made.
create table direct_debit_requests (
  id integer generated always as identity primary key,
  site_id integer not null references sites (id),
  member_id integer not null references members (id) on delete cascade,
  bundle_id integer not null references credit_bundles (id),
  -- One per click of the form's button: a second request with the same key answers this one.
  idempotency_key text not null,
  return_path text not null default '/credits',
  -- A discount code given in the shop: the payment is priced with it (decision 28).
  discount_code text,
  account_holder text not null,
  iban text,
  iban_hash text not null,
  iban_masked text not null,
  street text not null,
  house_number text not null,
  zip text not null,
  city text not null,
  -- E.164, e.g. +4915112345678.
  phone text not null,
  phone_hash text not null,
  amount integer not null check (amount > 0),
  -- The SMS code: only its hash, when it ends, how often it was tried, how many were sent.
  code_hash text not null,
  code_expires_at timestamptz not null,
  code_sent_at timestamptz not null,
  codes_sent integer not null default 1,
  tries integer not null default 0,
  status text not null default 'awaiting_code'
    check (status in ('awaiting_code', 'confirming', 'confirmed')),
  mandate_id text,
  payment_id integer references payments (id),
  created_at timestamptz not null default now(),
  unique (member_id, idempotency_key)
);
create index direct_debit_requests_iban on direct_debit_requests (iban_hash, created_at);
create index direct_debit_requests_phone on direct_debit_requests (phone_hash, created_at);
create index direct_debit_requests_member on direct_debit_requests (member_id, created_at);
create unique index direct_debit_requests_payment on direct_debit_requests (payment_id);

-- A debit that bounced after it was paid (a chargeback): handled once per payment.
create table direct_debit_bounces (
  payment_id integer primary key references payments (id),
  credits_taken_back integer not null check (credits_taken_back >= 0),
  created_at timestamptz not null default now()
);

-- The SMS outbox of development (the default SMS sender outside production): /dev/sms.
create table sms_outbox (
  id integer generated always as identity primary key,
  recipient text not null,
  body text not null,
  sent_at timestamptz not null default now()
);

-- The sandbox provider plays direct debit too: a mandate on an account, and chargebacks.
alter table sandbox_mandates add column consumer_name text, add column consumer_account text;
alter table sandbox_payments add column amount_charged_back integer not null default 0;
