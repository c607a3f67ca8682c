import type { TLocale } from '@cupido/contract';
import type { Db, Queryable } from '../../platform/db/db.ts';
import { enqueueJob } from '../../platform/jobs/job-queue.ts';
import type { TPublish } from '../chat/index.ts';
import { changeCredits } from '../credits/index.ts';
import { queueMail, renderMail } from '../mail/index.ts';
import type { SitesService, TSite } from '../sites/index.ts';
import * as repo from './payments.repo.ts';
import { PAYMENT_REFUND } from './payments.service.ts';
import { formatMoney } from '@cupido/i18n/money';

/**
 * What one kind of payment adds when its chargeback starts, in the same transaction (direct
 * debit: the IBAN and the phone are blocked, and its own mail explains that). True when it
 * mailed the member; otherwise the general chargeback mail goes out.
 */
export type TChargebackExtra = (
  tx: Queryable,
  ctx: {
    payment: repo.TPaymentRow;
    member: repo.TMemberAccount;
    site: TSite;
    creditsTakenBack: number;
    link: string;
  },
) => Promise<boolean>;

/**
 * The bought credits a net charged-back amount holds back: proportional to the amount, rounded
 * up, at most the purchase's credits (decision 80).
 */
const creditsFor = (p: Pick<repo.TPaymentRow, 'credits' | 'amount'>, net: number) =>
  p.amount <= 0 ? 0 : Math.min(p.credits, Math.ceil((p.credits * net) / p.amount));

/**
 * A payment the payer's bank took back (a card dispute, a PayPal claim, a SEPA debit that
 * bounced), whatever its method. The payment follows the NET amount the provider reports
 * (chargebacks less reversals), under its row lock, in one transaction with the ledger
 * (decisions 71 and 80):
 * - a paid payment holds back ceil(credits × net / amount) of its bought credits, never more
 *   than the member's unspent bought credits at the time (a later increase takes the
 *   difference); it is refunded with nothing paid back by us while some amount is held;
 * - a decrease (the operator won the dispute, in whole or in part) gives back what was held
 *   beyond the new amount's credits; with nothing held any more the payment is paid again, and
 *   premium comes back with it;
 * - a payment the member had refunded before keeps its refund (its credits went back then);
 * - each ledger change has its own reference (`chargeback:<id>`, then `chargeback:<id>:<n>`),
 *   and the same net amount reported again changes nothing.
 */
type TDeps = {
  db: Db;
  sites: SitesService;
  publish: TPublish;
  onError: (error: unknown) => void;
  origin: (site: TSite) => string;
};

export class Chargebacks {
  private readonly d: TDeps;
  private readonly extra: TChargebackExtra;

  constructor(deps: TDeps, extra: TChargebackExtra) {
    this.d = deps;
    this.extra = extra;
  }

  /**
   * Brings the payment to the net amount charged back now (minor units, 0: none or all
   * reversed). True when something changed (false: unknown, not paid, or already there).
   */
  async handle(paymentId: number, netAmountMinor: number): Promise<boolean> {
    const known = await repo.findPayment(this.d.db, paymentId);
    if (!known) return false;
    const net = Math.max(0, Math.min(netAmountMinor, known.amount));
    if (net === known.charged_back_amount) return false;
    const site = await this.d.sites.byId(known.site_id);
    const done = await this.d.db.transaction(async (tx) => {
      const p = await repo.lockPayment(tx, paymentId);
      if (!p || net === p.charged_back_amount) return null;
      if (p.status !== 'paid' && p.status !== 'refunded') return null;
      // The member deleted their account since: the books still record it (nothing to move).
      if (p.member_id === null) {
        await repo.setChargeback(tx, p.id, {
          amount: net,
          credits: p.charged_back_credits,
          ledgerChanges: p.chargeback_changes,
        });
        return { memberId: null, balance: 0 };
      }
      const m = (await repo.lockMember(tx, p.member_id))!;
      // A member's own refund before: its credits went back then, nothing more to hold.
      const ownRefund = p.status === 'refunded' && !p.refunded_by_chargeback;
      const target = ownRefund ? 0 : creditsFor(p, net);
      const held = p.charged_back_credits;
      const delta =
        target > held
          ? -Math.max(0, Math.min(target - held, m.credits - m.bonus_credits))
          : held - target;
      let changes = p.chargeback_changes;
      let balance = m.credits;
      if (delta !== 0) {
        changes += 1;
        balance = await changeCredits(tx, {
          memberId: m.id,
          delta,
          reason: delta < 0 ? 'chargeback' : 'chargeback_reversed',
          reference: changes === 1 ? `chargeback:${p.id}` : `chargeback:${p.id}:${changes}`,
          ...(delta < 0 ? { bought: true } : {}),
        });
      }
      await repo.setChargeback(tx, p.id, {
        amount: net,
        credits: held - delta,
        ledgerChanges: changes,
      });
      // Premium follows what stands: a payment paid again counts, one held back does not.
      if (net === 0 && p.refunded_by_chargeback) await repo.setPaidUser(tx, m.id);
      else await repo.keepPaidUserAfterRefund(tx, m.id);
      // A member's refund the chargeback held back is paid out now the bank gave the money back.
      if (net === 0 && ownRefund && p.refunded_amount > 0 && !p.refund_provider_id)
        await enqueueJob(tx, PAYMENT_REFUND, { paymentId: p.id });
      const link = `${this.d.origin(site)}/transactions/${p.id}`;
      const ctx = { payment: p, member: m, site, creditsTakenBack: Math.max(0, -delta), link };
      // The chargeback starts: the method's own notice, or the general one; a later increase
      // that took more credits says so; a reversal that gave credits back says so.
      if (p.charged_back_amount === 0) {
        if (!(await this.extra(tx, ctx)))
          await queueMail(tx, notice('chargeback', ctx, ctx.creditsTakenBack));
      } else if (delta !== 0) {
        await queueMail(
          tx,
          notice(delta < 0 ? 'chargeback' : 'chargeback_reversed', ctx, Math.abs(delta)),
        );
      }
      return { memberId: m.id, balance };
    });
    if (!done) return false;
    if (done.memberId !== null)
      await this.d
        .publish(done.memberId, { type: 'credits', credits: done.balance })
        .catch(this.d.onError);
    return true;
  }
}

/** The member's notice of a chargeback (the credits it took back) or of its reversal (the
 * credits that came back), in their language. */
function notice(
  kind: 'chargeback' | 'chargeback_reversed',
  ctx: Parameters<TChargebackExtra>[1],
  credits: number,
) {
  const { payment: p, member: m, site } = ctx;
  const locale = m.language as TLocale;
  return renderMail(kind, {
    site,
    locale,
    to: m.email,
    name: m.name,
    link: ctx.link,
    params: { amount: formatMoney(p.amount, p.currency, locale), credits },
  });
}
