-- A chargeback follows the net amount the provider reports (decision 80): a partial chargeback
-- takes back part of the credits, a later one the difference, a reversal (a dispute the
-- operator won) gives back what was taken beyond the new amount.
--   charged_back_credits: the bought credits the chargeback holds back now (given back on reversal);
--   chargeback_changes: ledger changes made so far (each gets its own reference, once);
--   chargeback_reversed_at: when the bank last gave (part of) the money back;
--   refunded_by_chargeback: the payment's refunded status is the chargeback's, not a member's
--     refund (so a full reversal makes it a paid payment again).
alter table payments
  add column charged_back_credits integer not null default 0 check (charged_back_credits >= 0),
  add column chargeback_changes integer not null default 0 check (chargeback_changes >= 0),
  add column chargeback_reversed_at timestamptz,
  add column refunded_by_chargeback boolean not null default false;

-- Chargebacks handled before (decision 71): a paid payment charged back ended as refunded with
-- nothing paid back and its taken credits as refunded_credits; its one ledger change, if any,
-- was `chargeback:<id>`.
update payments set refunded_by_chargeback = true, charged_back_credits = refunded_credits
  where charged_back_at is not null and status = 'refunded' and refunded_amount = 0
    and refund_provider_id is null;
update payments set chargeback_changes = 1 where charged_back_at is not null;

-- Statuses only move forward, with one exception: a payment refunded by a chargeback that the
-- bank reversed in full (nothing charged back any more) is paid again.
create or replace function payments_status_forward() returns trigger language plpgsql as $$
declare
  rank_old integer := case old.status when 'open' then 0 when 'pending' then 1
    when 'refunded' then 3 else 2 end;
  rank_new integer := case new.status when 'open' then 0 when 'pending' then 1
    when 'refunded' then 3 else 2 end;
begin
  if new.status = 'paid' and old.status = 'refunded' and old.refunded_by_chargeback
     and new.charged_back_amount = 0 then
    return new;
  end if;
  if new.status <> old.status and (rank_new <= rank_old
       or (new.status = 'refunded' and old.status <> 'paid')) then
    raise exception 'payment % cannot go from % to %', old.id, old.status, new.status
      using errcode = 'integrity_constraint_violation';
  end if;
  return new;
end;
$$;
alter function payments_status_forward() set search_path from current;
