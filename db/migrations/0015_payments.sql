-- Credits shop and payments (issue 10, decision 19).

-- The credit bundles a site sells, per country, in that country's one currency. Prices are
-- integer minor units. Retired bundles stay (payments refer to them) but are no longer shown.
create table credit_bundles (
  id integer generated always as identity primary key,
  site_id integer not null references sites (id) on delete cascade,
  country text not null,
  credits integer not null check (credits > 0),
  price integer not null check (price > 0),
  currency text not null check (currency in ('EUR', 'GBP', 'USD', 'CAD', 'AUD', 'NZD', 'PLN', 'CHF')),
  popular boolean not null default false,
  sort integer not null default 0,
  active boolean not null default true
);
create index credit_bundles_site on credit_bundles (site_id, country, sort);
-- At most one bundle with the popular marker per site and country.
create unique index credit_bundles_one_popular on credit_bundles (site_id, country)
  where popular and active;

-- The payment methods a site offers in a country (spec section 3), in display order.
create table payment_methods (
  site_id integer not null references sites (id) on delete cascade,
  country text not null,
  method text not null check (method in ('sdd', 'prezelewy24', 'blik', 'sct', 'giropay',
    'mastercard', 'visa', 'creditcard', 'cartebancaire', 'nexi', 'ideal', 'bancontact',
    'applepay', 'paysafecard', 'maestro', 'paypal', 'sofort', 'eps')),
  sort integer not null default 0,
  primary key (site_id, country, method)
);

-- One purchase. Bookkeeping: it outlives the member (erasure nulls the member, keeps the row).
-- The status only moves forward (a trigger keeps it so): open -> pending -> paid | failed |
-- canceled | expired, and paid -> refunded.
create table payments (
  id integer generated always as identity primary key,
  site_id integer not null references sites (id),
  member_id integer references members (id) on delete set null,
  bundle_id integer not null references credit_bundles (id),
  credits integer not null check (credits > 0),
  amount integer not null check (amount > 0),
  currency text not null,
  method text not null,
  provider text not null,
  -- Set once the provider has created the payment; unique per provider.
  provider_id text,
  status text not null default 'open'
    check (status in ('open', 'pending', 'paid', 'failed', 'canceled', 'expired', 'refunded')),
  failure text check (failure in ('recurring_card_failed')),
  sequence_type text not null default 'oneoff' check (sequence_type in ('oneoff', 'first', 'recurring')),
  -- One per click of Buy: a second request with the same key answers the same payment.
  idempotency_key text not null,
  return_path text not null default '/credits',
  checkout_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  paid_at timestamptz,
  refunded_at timestamptz,
  refunded_credits integer not null default 0 check (refunded_credits >= 0),
  refunded_amount integer not null default 0 check (refunded_amount >= 0),
  refund_provider_id text,
  -- When the recovery job asks the provider about this open payment next.
  check_after timestamptz not null default now() + interval '1 minute'
);
create unique index payments_provider_id on payments (provider, provider_id);
create unique index payments_idempotency on payments (member_id, idempotency_key);
create index payments_member on payments (member_id, id desc);
create index payments_unsettled on payments (check_after) where status in ('open', 'pending');

create function payments_status_forward() returns trigger language plpgsql as $$
declare
  rank_old integer := case old.status when 'open' then 0 when 'pending' then 1
    when 'refunded' then 3 else 2 end;
  rank_new integer := case new.status when 'open' then 0 when 'pending' then 1
    when 'refunded' then 3 else 2 end;
begin
  if new.status <> old.status and (rank_new <= rank_old
       or (new.status = 'refunded' and old.status <> 'paid')) then
    raise exception 'payment % cannot go from % to %', old.id, old.status, new.status
      using errcode = 'integrity_constraint_violation';
  end if;
  return new;
end;
$$;
create trigger payments_status_forward before update on payments
  for each row execute function payments_status_forward();

-- A member's customer at a provider, and the mandate of their saved card (repeat orders).
create table payment_customers (
  member_id integer not null references members (id) on delete cascade,
  provider text not null,
  customer_id text not null,
  mandate_id text,
  card_label text,
  card_last4 text,
  card_expires text,
  -- The bundle a repeat order buys again: the last one paid with the card.
  last_bundle_id integer references credit_bundles (id),
  primary key (member_id, provider)
);

-- The built-in sandbox provider's own state (it plays the external provider in development and
-- the demo; never used in production).
create table sandbox_payments (
  id text primary key,
  idempotency_key text unique,
  status text not null default 'open',
  amount integer not null,
  currency text not null,
  method text not null,
  description text not null,
  redirect_url text not null,
  webhook_url text not null,
  metadata jsonb not null default '{}',
  locale text,
  customer_id text,
  mandate_id text,
  sequence_type text not null default 'oneoff',
  amount_refunded integer not null default 0,
  created_at timestamptz not null default now(),
  paid_at timestamptz
);
create table sandbox_customers (
  id text primary key,
  name text not null,
  email text not null,
  created_at timestamptz not null default now()
);
create table sandbox_mandates (
  id text primary key,
  customer_id text not null references sandbox_customers (id),
  status text not null default 'valid',
  method text not null,
  card_label text,
  card_last4 text,
  card_expires text,
  -- Demo switch: recurring charges on this card are refused ('Credit card payment failed').
  refuses_recurring boolean not null default false,
  created_at timestamptz not null default now()
);
create table sandbox_refunds (
  id text primary key,
  payment_id text not null references sandbox_payments (id),
  idempotency_key text unique,
  amount integer not null,
  created_at timestamptz not null default now()
);
