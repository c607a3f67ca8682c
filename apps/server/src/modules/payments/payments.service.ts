import {
  CARD_METHODS,
  type TCreatePaymentInput,
  type TCreditsResponse,
  type TPaymentFailure,
  type TPaymentMethod,
  type TPaymentResponse,
  type TPaymentStatus,
  type TPricingResponse,
  type TRepeatOrderInput,
  type TTransactionResponse,
  type TTransactionsResponse,
} from '@cupido/contract';
import { AppError } from '../../platform/errors/app-error.ts';
import type { Db } from '../../platform/db/db.ts';
import { enqueueJob } from '../../platform/jobs/job-queue.ts';
import type { TPublish } from '../chat/index.ts';
import { changeCredits } from '../credits/index.ts';
import type { OffersService } from '../offers/index.ts';
import type { TSite } from '../sites/index.ts';
import { providerCall, type PaymentProvider, type TProviderPayment } from './payment-provider.ts';
import { bundleView, paymentView, receiptView } from './payment-views.ts';
import * as repo from './payments.repo.ts';

/** Jobs of this module: a receipt mail, a refund to pay back, the recovery sweep. */
export const PAYMENT_RECEIPT = 'payment_receipt';
export const PAYMENT_REFUND = 'payment_refund';
export const PAYMENTS_RECHECK = 'payments_recheck';

/** Where our own order of statuses puts each: a change only ever goes up. */
const RANK: Record<TPaymentStatus, number> = {
  open: 0,
  pending: 1,
  paid: 2,
  failed: 2,
  canceled: 2,
  expired: 2,
  refunded: 3,
};

const fromProvider = (s: TProviderPayment['status']): TPaymentStatus =>
  s === 'authorized' ? 'pending' : s;

const isCard = (m: TPaymentMethod) => (CARD_METHODS as readonly string[]).includes(m);

export type TPaymentsDeps = {
  db: Db;
  provider: PaymentProvider;
  publish: TPublish;
  onError: (error: unknown) => void;
  /** The site's own address, for the provider's return and webhook URLs. */
  origin: (site: TSite) => string;
  /** The sandbox takes the payments (shown to members as a marker). */
  sandbox: boolean;
  /** How soon the recovery job asks the provider about an open payment (again). */
  recheckSeconds: number;
  /** Discount codes: checked, held, spent and released with the payments (decision 28). */
  offers: OffersService;
};

/**
 * The credits shop and payments (decision 19). Every call acts for the logged-in member on their
 * own payments only. A payment's status is only ever taken from the provider (the webhook names
 * an id, nothing more), changes under the payment row's lock, only moves forward, and a paid
 * payment adds its credits in the same transaction (ledger reference `payment:<id>`, unique).
 */
export class PaymentsService {
  private readonly d: TPaymentsDeps;

  constructor(deps: TPaymentsDeps) {
    this.d = deps;
  }

  private async member(memberId: number) {
    const m = await repo.findMember(this.d.db, memberId);
    if (!m) throw new AppError('authentication_required');
    return m;
  }

  /** The site's methods for a country that the provider takes. */
  private async methodsFor(siteId: number, country: string): Promise<TPaymentMethod[]> {
    const methods = await repo.listMethods(this.d.db, siteId, country);
    const takes = this.d.provider.methods;
    const offered = takes ? methods.filter((m) => takes.includes(m)) : methods;
    return offered.filter((m) => !this.withheld.has(m));
  }

  /** Methods not offered whatever the site says (direct debit without an SMS sender). */
  private readonly withheld = new Set<TPaymentMethod>();
  withhold(method: TPaymentMethod) {
    this.withheld.add(method);
  }

  /** The member's country if the site sells there, else the site's default country. */
  private async countryFor(site: TSite, memberCountry: string | null): Promise<string> {
    const selling = await repo.countriesWithBundles(this.d.db, site.id);
    if (memberCountry && selling.includes(memberCountry)) return memberCountry;
    return site.config.countries.find((c) => selling.includes(c)) ?? site.config.countries[0]!;
  }

  /** The shop; `code` (a link's or the field's `?code=`) asks for that discount's prices. */
  async shop(memberId: number, site: TSite, code: string | null = null): Promise<TCreditsResponse> {
    const m = await this.member(memberId);
    const country = await this.countryFor(site, m.country);
    const [bundles, methods, customer] = await Promise.all([
      repo.listBundles(this.d.db, site.id, country),
      this.methodsFor(site.id, country),
      repo.findCustomer(this.d.db, memberId, this.d.provider.name),
    ]);
    const card = customer?.mandate_id ? customer : null;
    const offer = await this.d.offers.shopDiscount(memberId, site.id, code, bundles);
    return {
      country,
      currency: bundles[0]?.currency ?? 'EUR',
      bundles: bundles.map(bundleView),
      balance: m.credits,
      paid_user: m.paid_user,
      discount: offer.discount,
      discount_error: offer.discount_error,
      discount_held: offer.discount_held,
      methods,
      saved_card: card
        ? { label: card.card_label, last4: card.card_last4, expires: card.card_expires }
        : null,
      last_bundle_id: card?.last_bundle_id ?? null,
      refund_days: site.config.refund_days,
      sandbox: this.d.sandbox,
    };
  }

  async pricing(site: TSite): Promise<TPricingResponse> {
    const country = await this.countryFor(site, null);
    const [bundles, methods] = await Promise.all([
      repo.listBundles(this.d.db, site.id, country),
      this.methodsFor(site.id, country),
    ]);
    return {
      country,
      currency: bundles[0]?.currency ?? 'EUR',
      bundles: bundles.map(bundleView),
      methods,
      refund_days: site.config.refund_days,
    };
  }

  private async response(
    memberId: number,
    site: TSite,
    p: repo.TPaymentRow,
  ): Promise<TPaymentResponse> {
    const m = await this.member(memberId);
    return {
      payment: paymentView(p, site.config.refund_days, m),
      balance: m.credits,
      paid_user: m.paid_user,
    };
  }

  /** A payment of this member on this site, or 404 (never telling whether it exists). */
  private async own(memberId: number, site: TSite, id: number): Promise<repo.TPaymentRow> {
    const p = await repo.findPayment(this.d.db, id);
    if (!p || p.member_id !== memberId || p.site_id !== site.id) throw new AppError('not_found');
    return p;
  }

  /**
   * Starts buying a bundle. The same idempotency key answers the same payment (a double-clicked
   * Buy makes one). The row is stored before the provider is asked, and the provider gets an
   * idempotency key of its own, so a retry after a crash or timeout finds the same payment there.
   */
  async createPayment(
    memberId: number,
    site: TSite,
    input: TCreatePaymentInput,
    /** SEPA direct debit: the mandate the SMS code confirmed (direct-debit.service.ts); the
     * payment is a charge on it. `sdd` is paid only this way. */
    directDebit?: { customerId: string; mandateId: string },
  ): Promise<TPaymentResponse> {
    const m = await this.member(memberId);
    const bundle = await repo.findBundle(this.d.db, input.bundle_id);
    // Only the bundles the member's shop shows: another country's (its price and currency) is
    // not for sale to them.
    if (
      !bundle ||
      bundle.site_id !== site.id ||
      !bundle.active ||
      bundle.country !== (await this.countryFor(site, m.country))
    )
      throw new AppError('not_found');
    const methods = await this.methodsFor(site.id, bundle.country);
    if (!methods.includes(input.method)) throw new AppError('payment_method_unavailable');
    if ((input.method === 'sdd') !== (directDebit !== undefined))
      throw new AppError('payment_method_unavailable');
    const card = isCard(input.method);
    // The price is computed here from the bundle and the code, never taken from the client.
    const code = input.discount_code
      ? await this.d.offers.priceWith(site.id, input.discount_code, bundle)
      : null;
    // The member went back from the provider's page and chose another method (or bundle): the
    // payment they left, still open, holds the code. It is cancelled at the provider, and read
    // back as from the webhook (which frees its hold), so the discount goes with the new choice.
    // One the provider no longer cancels (paid meanwhile) keeps it: the hold below refuses.
    if (code) {
      for (const left of await this.d.offers.openPaymentsHolding(
        memberId,
        code.codeId,
        input.idempotency_key,
      )) {
        await providerCall(this.d.onError, () => this.d.provider.cancelPayment(left));
        await this.settle(left, site.id);
      }
    }
    // The payment and its hold on the code are stored together: a code that is not free (or not
    // for this member, bundle or method) rolls the payment back (decision 28).
    const { payment, created } = await this.d.db.transaction(async (tx) => {
      const made = await repo.insertPayment(tx, {
        siteId: site.id,
        memberId,
        bundle,
        method: input.method,
        provider: this.d.provider.name,
        sequenceType: card ? 'first' : 'oneoff',
        idempotencyKey: input.idempotency_key,
        returnPath: input.return_path ?? '/credits',
        checkAfterSeconds: this.d.recheckSeconds,
        discount: code,
      });
      if (made.created && code)
        await this.d.offers.hold(tx, {
          codeId: code.codeId,
          memberId,
          paymentId: made.payment.id,
          bundle,
          method: input.method,
        });
      return made;
    });
    if (
      !created &&
      (payment.bundle_id !== bundle.id ||
        payment.method !== input.method ||
        payment.discount_code !== (code?.code ?? null))
    )
      throw new AppError('payment_conflict');
    if (payment.provider_id) return this.response(memberId, site, payment);
    const customerId = card ? await this.customerOf(m) : undefined;
    const origin = this.d.origin(site);
    const made = await providerCall(this.d.onError, () =>
      this.d.provider.createPayment({
        amountMinor: payment.amount,
        currency: payment.currency,
        method: payment.method,
        description: `${site.config.name} #${payment.id}`,
        redirectUrl: `${origin}/credits/${payment.bundle_id}/${payment.method}?payment=${payment.id}`,
        webhookUrl: `${origin}/api/payment-webhook.php`,
        metadata: {
          payment_id: String(payment.id),
          site_id: String(site.id),
          member_id: String(memberId),
        },
        locale: m.language,
        ...(directDebit
          ? { ...directDebit, sequenceType: 'recurring' as const }
          : customerId
            ? { customerId, sequenceType: 'first' as const }
            : {}),
        idempotencyKey: `cupido-payment-${payment.id}`,
      }),
    );
    await repo.setProviderPayment(this.d.db, payment.id, made.id, made.checkoutUrl);
    // A charge on a mandate has no page: its state is asked for at once (the sandbox decides).
    if (directDebit) await this.settle(made.id, site.id).catch(this.d.onError);
    return this.response(memberId, site, (await repo.findPayment(this.d.db, payment.id))!);
  }

  /** The member's customer at the provider (made once). */
  async customerOf(m: repo.TMemberAccount): Promise<string> {
    const known = await repo.findCustomer(this.d.db, m.id, this.d.provider.name);
    if (known) return known.customer_id;
    const made = await providerCall(this.d.onError, () =>
      this.d.provider.createCustomer({
        name: m.name,
        email: m.email,
        metadata: { member_id: String(m.id) },
      }),
    );
    return (await repo.insertCustomer(this.d.db, m.id, this.d.provider.name, made.id)).customer_id;
  }

  /** One payment's state for the return page; asks the provider while it is still open. */
  async getPayment(memberId: number, site: TSite, id: number): Promise<TPaymentResponse> {
    let p = await this.own(memberId, site, id);
    if ((p.status === 'open' || p.status === 'pending') && p.provider_id) {
      await this.settle(p.provider_id, site.id).catch(this.d.onError);
      p = await this.own(memberId, site, id);
    }
    return this.response(memberId, site, p);
  }

  async transactions(memberId: number, site: TSite): Promise<TTransactionsResponse> {
    const m = await this.member(memberId);
    const rows = await repo.listMemberPayments(this.d.db, memberId, site.id);
    return { transactions: rows.map((p) => paymentView(p, site.config.refund_days, m)) };
  }

  async transaction(memberId: number, site: TSite, id: number): Promise<TTransactionResponse> {
    const p = await this.own(memberId, site, id);
    const m = await this.member(memberId);
    return {
      transaction: paymentView(p, site.config.refund_days, m),
      receipt: p.paid_at ? receiptView(p, site, m) : null,
    };
  }

  /**
   * The webhook and the recovery job: fetch the payment from the provider (never trusting the
   * caller), then apply its status under the row's lock. `siteId` is the site the webhook was
   * called on (null: the job, any site). Unknown and foreign ids change nothing.
   */
  async settle(providerId: string, siteId: number | null): Promise<'applied' | 'ignored'> {
    if (!/^[\w-]{1,100}$/.test(providerId)) return 'ignored';
    const remote = await this.d.provider.getPayment(providerId);
    if (!remote) return 'ignored';
    let local = await repo.findByProviderId(this.d.db, this.d.provider.name, providerId);
    if (!local) {
      // A crash between the provider's answer and storing its id: the metadata the provider
      // keeps (fetched from it, not from the caller) names our payment.
      const ours = Number(remote.metadata.payment_id);
      const candidate = Number.isSafeInteger(ours) ? await repo.findPayment(this.d.db, ours) : null;
      if (
        !candidate ||
        candidate.provider_id !== null ||
        candidate.provider !== this.d.provider.name
      )
        return 'ignored';
      await repo.setProviderPayment(this.d.db, candidate.id, providerId, remote.checkoutUrl);
      local = await repo.findByProviderId(this.d.db, this.d.provider.name, providerId);
      if (!local) return 'ignored';
    }
    if (siteId !== null && local.site_id !== siteId) return 'ignored';
    if (remote.amountMinor !== local.amount || remote.currency !== local.currency) {
      this.d.onError(new Error(`payment ${local.id}: the provider's amount differs`));
      return 'ignored';
    }
    const target = fromProvider(remote.status);
    // The saved card of a paid first payment (asked before the transaction: a provider call).
    const mandate =
      target === 'paid' && local.sequence_type === 'first' && remote.customerId
        ? await this.validMandate(remote.customerId, remote.mandateId)
        : null;

    const outcome = await this.d.db.transaction(async (tx) => {
      const p = await repo.lockPayment(tx, local.id);
      if (!p || RANK[target] <= RANK[p.status]) return null;
      const failure: TPaymentFailure | null =
        target === 'failed' && p.sequence_type === 'recurring' ? 'recurring_card_failed' : null;
      await repo.updateStatus(tx, p.id, { status: target, failure, paid: target === 'paid' });
      // The payment's discount code: spent with the credits, free again when it fails.
      if (target === 'paid') await this.d.offers.spend(tx, p.id);
      else if (RANK[target] === 2) await this.d.offers.release(tx, p.id);
      let balance: number | null = null;
      if (target === 'paid' && p.member_id !== null) {
        balance = await changeCredits(tx, {
          memberId: p.member_id,
          delta: p.credits,
          reason: 'purchase',
          reference: `payment:${p.id}`,
        });
        await repo.setPaidUser(tx, p.member_id);
        if (p.sequence_type !== 'oneoff') {
          if (mandate) await repo.saveMandate(tx, p.member_id, p.provider, mandate);
          await repo.setLastBundle(tx, p.member_id, p.provider, p.bundle_id);
        }
        await enqueueJob(tx, PAYMENT_RECEIPT, { paymentId: p.id });
      }
      return { memberId: p.member_id, paymentId: p.id, status: target, failure, balance };
    });
    if (!outcome) return (await this.chargedBack(local.id, remote)) ? 'applied' : 'ignored';
    if (outcome.memberId !== null) await this.announce(outcome).catch(this.d.onError);
    await this.chargedBack(local.id, remote);
    return 'applied';
  }

  private chargebackHandler: ((paymentId: number, amount: number) => Promise<boolean>) | null =
    null;

  /** Who handles a payment the payer's bank took back (chargebacks.ts). */
  onChargeback(handler: (paymentId: number, amountMinor: number) => Promise<boolean>) {
    this.chargebackHandler = handler;
  }

  /**
   * The net amount charged back that the provider reports (chargebacks less reversals, 0: none)
   * goes to the handler, which brings the payment there once; true when something changed.
   */
  private async chargedBack(paymentId: number, remote: TProviderPayment): Promise<boolean> {
    if (!this.chargebackHandler) return false;
    return this.chargebackHandler(paymentId, remote.amountChargedBackMinor ?? 0);
  }

  private async validMandate(customerId: string, mandateId: string | null) {
    const mandates = await this.d.provider.listMandates(customerId);
    const m =
      mandates.find((x) => x.id === mandateId && x.status === 'valid') ??
      mandates.find((x) => x.status === 'valid');
    return m
      ? {
          id: m.id,
          label: m.card?.label ?? null,
          last4: m.card?.last4 ?? null,
          expires: m.card?.expires ?? null,
        }
      : null;
  }

  private async announce(o: {
    memberId: number | null;
    paymentId: number;
    status: TPaymentStatus;
    failure: TPaymentFailure | null;
    balance: number | null;
  }) {
    if (o.memberId === null) return;
    const m = await repo.findMember(this.d.db, o.memberId);
    if (!m) return;
    if (o.balance !== null)
      await this.d.publish(o.memberId, { type: 'credits', credits: m.credits });
    await this.d.publish(o.memberId, {
      type: 'payment',
      payment_id: o.paymentId,
      status: o.status,
      failure: o.failure,
      paid_user: m.paid_user,
    });
  }

  /**
   * Buys the last bundle again with the saved card (a recurring payment on the mandate). A
   * refused card ends as `failed` with `recurring_card_failed`.
   */
  async repeatOrder(
    memberId: number,
    site: TSite,
    input: TRepeatOrderInput,
  ): Promise<TPaymentResponse> {
    const m = await this.member(memberId);
    const customer = await repo.findCustomer(this.d.db, memberId, this.d.provider.name);
    const mandateId = customer?.mandate_id;
    if (!customer || !mandateId || !customer.last_bundle_id) throw new AppError('no_saved_card');
    const bundle = await repo.findBundle(this.d.db, customer.last_bundle_id);
    if (!bundle || bundle.site_id !== site.id || !bundle.active)
      throw new AppError('no_saved_card');
    const { payment, created } = await repo.insertPayment(this.d.db, {
      siteId: site.id,
      memberId,
      bundle,
      method: 'creditcard',
      provider: this.d.provider.name,
      sequenceType: 'recurring',
      idempotencyKey: input.idempotency_key,
      returnPath: input.return_path ?? '/credits',
      checkAfterSeconds: this.d.recheckSeconds,
    });
    if (!created && payment.sequence_type !== 'recurring') throw new AppError('payment_conflict');
    if (!payment.provider_id) {
      const origin = this.d.origin(site);
      const made = await providerCall(this.d.onError, () =>
        this.d.provider.createPayment({
          amountMinor: payment.amount,
          currency: payment.currency,
          method: 'creditcard',
          description: `${site.config.name} #${payment.id}`,
          redirectUrl: `${origin}/credits/${payment.bundle_id}/creditcard?payment=${payment.id}`,
          webhookUrl: `${origin}/api/payment-webhook.php`,
          metadata: {
            payment_id: String(payment.id),
            site_id: String(site.id),
            member_id: String(memberId),
          },
          locale: m.language,
          customerId: customer.customer_id,
          mandateId,
          sequenceType: 'recurring',
          idempotencyKey: `cupido-payment-${payment.id}`,
        }),
      );
      await repo.setProviderPayment(this.d.db, payment.id, made.id, null);
      await this.settle(made.id, site.id);
    }
    return this.response(memberId, site, (await repo.findPayment(this.d.db, payment.id))!);
  }

  /** Forgets the saved card: the mandate is revoked at the provider first. */
  async removeSavedCard(memberId: number): Promise<void> {
    const customer = await repo.findCustomer(this.d.db, memberId, this.d.provider.name);
    if (!customer?.mandate_id) return;
    await providerCall(this.d.onError, () =>
      this.d.provider.revokeMandate(customer.customer_id, customer.mandate_id!),
    );
    await repo.forgetMandate(this.d.db, memberId, this.d.provider.name);
  }

  /**
   * Withdrawal (spec section 9): within `refund_days` of paying, the unused bought credits of a
   * purchase come back as money. The credits are taken back first, in one transaction with the
   * status change (ledger reference `refund:<id>`, once), and a member who keeps nothing they
   * paid for is no longer premium; the money goes back through the provider with an idempotency
   * key, retried by a durable job until the provider confirms.
   */
  async refund(memberId: number, site: TSite, paymentId: number): Promise<TPaymentResponse> {
    await this.own(memberId, site, paymentId);
    const done = await this.d.db.transaction(async (tx) => {
      const p = await repo.lockPayment(tx, paymentId);
      if (!p || p.status !== 'paid' || p.member_id !== memberId)
        throw new AppError('refund_not_possible');
      const m = (await repo.lockMember(tx, memberId))!;
      const view = paymentView(p, site.config.refund_days, m);
      if (!view.refundable) throw new AppError('refund_not_possible');
      const unused = Math.min(p.credits, m.credits - m.bonus_credits);
      const amount = Math.round((p.amount * unused) / p.credits);
      const balance = await changeCredits(tx, {
        memberId,
        delta: -unused,
        reason: 'refund',
        reference: `refund:${p.id}`,
        bought: true,
      });
      await repo.markRefunded(tx, p.id, unused, amount);
      await repo.keepPaidUserAfterRefund(tx, memberId);
      await enqueueJob(tx, PAYMENT_REFUND, { paymentId: p.id });
      return { balance };
    });
    await this.payBack(paymentId).catch(this.d.onError);
    await this.d
      .publish(memberId, { type: 'credits', credits: done.balance })
      .catch(this.d.onError);
    const m = await this.member(memberId);
    await this.d
      .publish(memberId, {
        type: 'payment',
        payment_id: paymentId,
        status: 'refunded',
        failure: null,
        paid_user: m.paid_user,
      })
      .catch(this.d.onError);
    return this.response(memberId, site, (await repo.findPayment(this.d.db, paymentId))!);
  }

  /** Sends the refund of a refunded payment to the provider (idempotent; the job retries). */
  async payBack(paymentId: number): Promise<void> {
    const p = await repo.findPayment(this.d.db, paymentId);
    if (!p || p.status !== 'refunded' || p.refund_provider_id || !p.provider_id) return;
    // Nothing to pay back, or the payer's bank holds the money back (a chargeback; once it is
    // reversed in full the refund is due again, chargebacks.ts).
    if (p.refunded_amount === 0 || p.charged_back_amount > 0) return;
    const refund = await this.d.provider.createRefund(p.provider_id, {
      amountMinor: p.refunded_amount,
      currency: p.currency,
      description: `Refund of ${p.refunded_credits} unused credits #${p.id}`,
      idempotencyKey: `cupido-refund-${p.id}`,
    });
    await repo.setRefundProviderId(this.d.db, p.id, refund.id);
  }

  /**
   * The recovery sweep (a durable recurring job): open and pending payments are asked about
   * again, so a paid payment whose webhook was lost (a crash, a network failure) is still
   * credited, once. Checks back off with the payment's age; one never created at the provider
   * (a crash before its answer) expires after an hour.
   */
  async recheck(limit = 50): Promise<number> {
    const due = await repo.dueUnsettled(this.d.db, this.d.provider.name, limit);
    for (const p of due) {
      if (!p.provider_id) {
        if (p.age_seconds > 3600)
          await this.d.db.transaction(async (tx) => {
            if (await repo.expireUncreated(tx, p.id)) await this.d.offers.release(tx, p.id);
          });
        else await repo.setCheckAfter(this.d.db, p.id, this.d.recheckSeconds);
        continue;
      }
      await repo.setCheckAfter(this.d.db, p.id, p.age_seconds < 3600 ? this.d.recheckSeconds : 900);
      await this.settle(p.provider_id, null).catch(this.d.onError);
    }
    return due.length;
  }
}
