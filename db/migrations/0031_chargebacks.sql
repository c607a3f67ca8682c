-- A payment the payer's bank took back (a card dispute, a PayPal claim, a SEPA debit that
-- bounced), for every method: before, only direct debits were handled (direct_debit_bounces),
-- and a card chargeback left the credits, premium and a refund on top. The payment keeps when
-- and how much; the credits taken back are its refunded_credits (it ends as refunded, nothing
-- paid back by us), or nothing when the member had asked for a refund before.
alter table payments
  add column charged_back_at timestamptz,
  add column charged_back_amount integer not null default 0 check (charged_back_amount >= 0);

update payments p set charged_back_at = b.created_at, charged_back_amount = p.amount
  from direct_debit_bounces b where b.payment_id = p.id;

drop table direct_debit_bounces;
