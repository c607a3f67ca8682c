import type { TLocale } from '@cupido/contract';
import type { Db, Queryable } from '../../platform/db/db.ts';
import type { TPublish } from '../chat/index.ts';
import { changeCredits } from '../credits/index.ts';
import { queueMail, renderMail } from '../mail/index.ts';
import type { SitesService, TSite } from '../sites/index.ts';
import * as repo from './payments.repo.ts';
import { formatMoney } from '@cupido/i18n/money';

/**
 * What one kind of payment adds to its chargeback, in the same transaction (direct debit: the
 * IBAN and the phone are blocked, and its own mail explains that). True when it mailed the
 * member; otherwise the general chargeback mail goes out.
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
 * A payment the payer's bank took back (a card dispute, a PayPal claim, a SEPA debit that
 * bounced), whatever its method, handled once per payment in one transaction:
 * - a paid payment: its unspent bought credits go back through the ledger (reference
 *   `chargeback:<payment id>`) and it ends as refunded with nothing paid back by us, so no
 *   refund can follow;
 * - a payment refunded before: its refund stands (its credits went back then), the chargeback
 *   is recorded;
 * - a member who keeps nothing they paid for is no longer premium; they get a mail, and their
 *   open pages the new balance.
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

  /** True when the chargeback was handled now (false: unknown, not paid, or handled before). */
  async handle(paymentId: number, amountMinor: number): Promise<boolean> {
    const known = await repo.findPayment(this.d.db, paymentId);
    if (!known) return false;
    const site = await this.d.sites.byId(known.site_id);
    const done = await this.d.db.transaction(async (tx) => {
      const p = await repo.lockPayment(tx, paymentId);
      if (!p || p.charged_back_at !== null) return null;
      if (p.status !== 'paid' && p.status !== 'refunded') return null;
      const amount = Math.min(amountMinor, p.amount);
      // The member deleted their account since: the books still record it (nothing to take).
      if (p.member_id === null) {
        await repo.markChargedBack(tx, p.id, amount, 0);
        return { memberId: null, balance: 0 };
      }
      const m = (await repo.lockMember(tx, p.member_id))!;
      const taken =
        p.status === 'paid' ? Math.max(0, Math.min(p.credits, m.credits - m.bonus_credits)) : 0;
      let balance = m.credits;
      if (taken > 0)
        balance = await changeCredits(tx, {
          memberId: m.id,
          delta: -taken,
          reason: 'chargeback',
          reference: `chargeback:${p.id}`,
          bought: true,
        });
      await repo.markChargedBack(tx, p.id, amount, taken);
      await repo.keepPaidUserAfterRefund(tx, m.id);
      const link = `${this.d.origin(site)}/transactions/${p.id}`;
      const ctx = { payment: p, member: m, site, creditsTakenBack: taken, link };
      if (!(await this.extra(tx, ctx))) await queueMail(tx, chargebackMail(ctx));
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

/** The member's notice of a chargeback: the amount, and the credits it took back. */
function chargebackMail(ctx: Parameters<TChargebackExtra>[1]) {
  const { payment: p, member: m, site } = ctx;
  const locale = m.language as TLocale;
  return renderMail('chargeback', {
    site,
    locale,
    to: m.email,
    name: m.name,
    link: ctx.link,
    params: {
      amount: formatMoney(p.amount, p.currency, locale),
      credits: ctx.creditsTakenBack,
    },
  });
}
