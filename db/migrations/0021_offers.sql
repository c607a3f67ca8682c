-- Offers (issue 13, decision 28): discount codes per site, the welcome discount and the 4-hour
-- time bonus, and which payment holds or spent a code.

-- A site's discount codes (spec section 3). `kind` says whose rules apply besides the code's own:
--   standard   a code given out by the operator (links, mailings);
--   welcome    the welcome discount: first purchase, within `validity_seconds` of sign-up;
--   time_bonus TIMEBONUS25: unpaid members within `validity_seconds` (14,400) of sign-up;
--   retention  a personal code offered in the account deletion flow (member_id set).
-- Every code is used at most once per member; `max_uses` caps the uses of all members together
-- (1: a single-use code). A use counts while it is held by an open payment or spent.
create table discount_codes (
  id integer generated always as identity primary key,
  site_id integer not null references sites (id) on delete cascade,
  code text not null check (code ~ '^[A-Z0-9_-]{3,40}$'),
  kind text not null default 'standard'
    check (kind in ('standard', 'welcome', 'time_bonus', 'retention')),
  value_percentage integer not null check (value_percentage between 1 and 90),
  -- The smallest bundle price (minor units of `currency`) the code applies to.
  minimum_order_value integer check (minimum_order_value > 0),
  currency text check (currency in ('EUR', 'GBP', 'USD', 'CAD', 'AUD', 'NZD', 'PLN', 'CHF')),
  -- Only members whose profile is in this country.
  country text check (country ~ '^[A-Z]{2}$'),
  -- A personal code: only this member (spec field user_id).
  member_id integer references members (id) on delete cascade,
  expires timestamptz,
  -- Seconds from the member's sign-up in which the code works (welcome, time_bonus).
  validity_seconds integer check (validity_seconds > 0),
  max_uses integer check (max_uses > 0),
  -- Only these payment methods; null: any.
  paymentmethods text[],
  status text not null default 'active' check (status in ('active', 'disabled')),
  created_at timestamptz not null default now(),
  check (minimum_order_value is null or currency is not null),
  check (kind not in ('welcome', 'time_bonus') or validity_seconds is not null),
  check (kind <> 'retention' or member_id is not null)
);
create unique index discount_codes_site_code on discount_codes (site_id, code);
create index discount_codes_member on discount_codes (member_id) where member_id is not null;

-- One use of a code by one payment: held while the payment is open or pending, spent when it is
-- paid (in the transaction that credits it), released when it fails, is cancelled or expires.
create table discount_redemptions (
  id integer generated always as identity primary key,
  code_id integer not null references discount_codes (id) on delete cascade,
  -- Erasure keeps the use (the code stays used) without the member.
  member_id integer references members (id) on delete set null,
  payment_id integer not null unique references payments (id),
  state text not null default 'held' check (state in ('held', 'spent', 'released')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index discount_redemptions_code on discount_redemptions (code_id, member_id)
  where state in ('held', 'spent');

-- What a payment was charged and why: the bundle's price, the discount taken off (integer minor
-- units, rounded half up) and the code. amount = original_amount - discount_amount.
alter table payments add column discount_code_id integer references discount_codes (id);
alter table payments add column discount_code text;
alter table payments add column discount_percentage integer;
alter table payments add column original_amount integer;
alter table payments add column discount_amount integer not null default 0
  check (discount_amount >= 0);
update payments set original_amount = amount;
alter table payments alter column original_amount set not null;
alter table payments add constraint payments_discount_sum
  check (amount = original_amount - discount_amount);
-- A payment written without a discount was charged its bundle's price.
create function payments_original_amount() returns trigger language plpgsql as $$
begin
  new.original_amount := coalesce(new.original_amount, new.amount);
  return new;
end;
$$;
create trigger payments_original_amount before insert on payments
  for each row execute function payments_original_amount();
