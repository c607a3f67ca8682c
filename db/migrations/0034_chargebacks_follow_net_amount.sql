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
