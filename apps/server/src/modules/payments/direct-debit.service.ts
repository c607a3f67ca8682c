import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  maskIban,
  maskPhone,
  normaliseIban,
  normaliseMobile,
  SMS_CODE,
  type TDirectDebitCodeInput,
  type TDirectDebitInput,
  type TDirectDebitResponse,
  type TLocale,
} from '@cupido/contract';
import { translate } from '@cupido/i18n';
import { formatMoney } from '@cupido/i18n/money';
import { AppError } from '../../platform/errors/app-error.ts';
import type { Db, Queryable } from '../../platform/db/db.ts';
import type { SmsSender } from '../../platform/sms/sms-sender.ts';
import type { TPublish } from '../chat/index.ts';
import { queueMail, renderMail } from '../mail/index.ts';
import type { OffersService } from '../offers/index.ts';
import type { SitesService, TSite } from '../sites/index.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { providerCall } from './payment-provider.ts';
import type { PaymentsService } from './payments.service.ts';
import type { TChargebackExtra } from './chargebacks.ts';
import * as payments from './payments.repo.ts';
import * as repo from './direct-debit.repo.ts';

/** The limits of a site without its own row in `direct_debit_limits` (EUR cents, days). */
export const DEFAULT_DIRECT_DEBIT_LIMITS: repo.TLimits = {
  period_days: 30,
  member_max: 15_000,
  iban_max: 15_000,
  phone_max: 15_000,
};

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** IBAN and phone are matched (blocks, limits) by a hash of their normalised form. */
const ibanHash = (iban: string) => sha256(`iban:${iban}`);
const phoneHash = (e164: string) => sha256(`phone:${e164}`);

/** A fresh 6-digit code and its salted hash (`salt$hash`): only the hash is stored. */
function newCode(): { code: string; hash: string } {
  const code = String(randomInt(0, 10 ** SMS_CODE.digits)).padStart(SMS_CODE.digits, '0');
  const salt = randomBytes(16).toString('hex');
  return { code, hash: `${salt}$${sha256(`${salt}:${code}`)}` };
}

function codeMatches(stored: string, given: string): boolean {
  const [salt, hash] = stored.split('$');
  if (!salt || !hash || !/^\d{6}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(hash, 'hex'), Buffer.from(sha256(`${salt}:${given}`), 'hex'));
}

const time = (v: Date | string) => new Date(v).getTime();

export type TDirectDebitDeps = {
  db: Db;
  provider: PaymentProvider;
  payments: PaymentsService;
  /** Discount codes: the order is priced with the shop's code, as the checkout prices it. */
  offers: OffersService;
  sites: SitesService;
  publish: TPublish;
  /** null: no SMS can be sent (production without an SMS provider): direct debit is off. */
  sms: SmsSender | null;
  origin: (site: TSite) => string;
  onError: (error: unknown) => void;
};

/**
 * SEPA direct debit (issue 13, decision 29). The member fills in the form (account holder, IBAN,
 * address, mobile, the authorisation); an SMS code confirms the mandate: 6 digits, 10 minutes,
 * single use, 5 tries, a new code after a 60 s cool-down. Then the provider gets a directdebit
 * mandate on the member's customer and a payment on it (the payments service's rules: credited
 * once, in settle()). A blocked IBAN or phone, or a limit per member, IBAN or phone over the
 * site's period, refuses the order. A debit that bounces takes the unspent credits back, blocks
 * the IBAN and the phone and tells the member, once.
 *
 * Time (code expiry, cool-down, the limits' period) is read from the clock of this process, so
 * tests move it with fake timers.
 */
export class DirectDebitService {
  private readonly d: TDirectDebitDeps;

  constructor(deps: TDirectDebitDeps) {
    this.d = deps;
  }

  private async view(memberId: number, site: TSite, id: number): Promise<TDirectDebitResponse> {
    const r = await repo.findRequest(this.d.db, id);
    if (!r || r.member_id !== memberId || r.site_id !== site.id) throw new AppError('not_found');
    const now = Date.now();
    const resendAt = time(r.code_sent_at) + SMS_CODE.resendSeconds * 1000;
    return {
      order: {
        id: r.id,
        bundle_id: r.bundle_id,
        status: r.status,
        account_holder: r.account_holder,
        iban_masked: r.iban_masked,
        phone_masked: maskPhone(r.phone),
        amount: r.amount,
        code_expires_at: new Date(r.code_expires_at).toISOString(),
        resend_in:
          r.status !== 'awaiting_code' || r.codes_sent >= SMS_CODE.maxCodes
            ? null
            : Math.max(0, Math.ceil((resendAt - now) / 1000)),
        tries_left: Math.max(0, SMS_CODE.maxTries - r.tries),
        payment_id: r.payment_id,
        payment_status: r.payment_status,
      },
    };
  }

  async get(memberId: number, site: TSite, id: number): Promise<TDirectDebitResponse> {
    return this.view(memberId, site, id);
  }

  private async limits(db: Queryable, siteId: number): Promise<repo.TLimits> {
    return (await repo.findLimits(db, siteId)) ?? DEFAULT_DIRECT_DEBIT_LIMITS;
  }

  /** Refuses a blocked IBAN or phone, and an amount over a limit of the period. */
  private async check(
    db: Queryable,
    o: {
      siteId: number;
      memberId: number;
      ibanHash: string;
      phoneHash: string;
      amount: number;
      id: number;
    },
  ) {
    if (await repo.isBlocked(db, o.ibanHash, o.phoneHash))
      throw new AppError('direct_debit_blocked');
    const limits = await this.limits(db, o.siteId);
    const since = new Date(Date.now() - limits.period_days * 86_400_000);
    const used = await repo.debitedSince(db, {
      memberId: o.memberId,
      ibanHash: o.ibanHash,
      phoneHash: o.phoneHash,
      since,
      exceptId: o.id,
    });
    if (
      used.member + o.amount > limits.member_max ||
      used.iban + o.amount > limits.iban_max ||
      used.phone + o.amount > limits.phone_max
    )
      throw new AppError('direct_debit_limit');
  }

  private async sendCode(site: TSite, locale: string, to: string, code: string, amount: number) {
    const lang = locale as TLocale;
    const text = translate(lang, 'direct_debit.sms', {
      code,
      site_name: site.config.name,
      amount: formatMoney(amount, 'EUR', lang),
      minutes: SMS_CODE.validSeconds / 60,
    });
    try {
      await this.d.sms!.send({ to, text });
    } catch (error) {
      this.d.onError(error);
      throw new AppError('payment_provider_unavailable');
    }
  }

  /** The form: checked, then the SMS code is sent. The same key answers the same order. */
  async start(
    memberId: number,
    site: TSite,
    input: TDirectDebitInput,
  ): Promise<TDirectDebitResponse> {
    if (!this.d.sms) throw new AppError('payment_method_unavailable');
    const m = await payments.findMember(this.d.db, memberId);
    if (!m) throw new AppError('authentication_required');
    const bundle = await payments.findBundle(this.d.db, input.bundle_id);
    if (!bundle || bundle.site_id !== site.id || !bundle.active) throw new AppError('not_found');
    const methods = await payments.listMethods(this.d.db, site.id, bundle.country);
    const takes = this.d.provider.methods;
    if (
      !methods.includes('sdd') ||
      (takes && !takes.includes('sdd')) ||
      !this.d.provider.createDirectDebitMandate ||
      bundle.currency !== 'EUR'
    )
      throw new AppError('payment_method_unavailable');
    const iban = normaliseIban(input.iban);
    const phone = normaliseMobile(input.phone, bundle.country);
    if (!iban || !phone)
      throw new AppError('validation_failed', {
        fields: {
          ...(iban ? {} : { iban: 'field.iban_invalid' as const }),
          ...(phone ? {} : { phone: 'field.phone_invalid' as const }),
        },
      });
    const hashes = { ibanHash: ibanHash(iban), phoneHash: phoneHash(phone) };
    // The price as the payment will charge it (decision 28); the code is held with the payment.
    const code = input.discount_code?.toUpperCase() ?? null;
    const priced = code ? await this.d.offers.priceWith(site.id, code, bundle) : null;
    const amount = bundle.price - (priced?.discount ?? 0);
    await this.check(this.d.db, { siteId: site.id, memberId, ...hashes, amount, id: 0 });
    const sms = newCode();
    const now = new Date();
    const { id, created } = await repo.insertRequest(this.d.db, {
      siteId: site.id,
      memberId,
      bundleId: bundle.id,
      idempotencyKey: input.idempotency_key,
      returnPath: input.return_path ?? '/credits',
      discountCode: code,
      accountHolder: input.account_holder,
      iban,
      ...hashes,
      ibanMasked: maskIban(iban),
      street: input.street,
      houseNumber: input.house_number,
      zip: input.zip,
      city: input.city,
      phone,
      amount,
      codeHash: sms.hash,
      codeExpiresAt: new Date(now.getTime() + SMS_CODE.validSeconds * 1000),
      codeSentAt: now,
    });
    if (created) {
      try {
        await this.sendCode(site, m.language, phone, sms.code, amount);
      } catch (error) {
        // No code reached the member: the order is dropped, so sending the form again retries.
        await repo.deleteUnsent(this.d.db, id);
        throw error;
      }
    }
    return this.view(memberId, site, id);
  }

  /** A new code for an order still waiting for one, after the cool-down; a paid one is shown. */
  async resend(memberId: number, site: TSite, id: number): Promise<TDirectDebitResponse> {
    if (!this.d.sms) throw new AppError('payment_method_unavailable');
    const m = await payments.findMember(this.d.db, memberId);
    if (!m) throw new AppError('authentication_required');
    const { code, hash } = newCode();
    const phone = await this.d.db.transaction(async (tx) => {
      const r = await repo.lockRequest(tx, id);
      if (!r || r.member_id !== memberId || r.site_id !== site.id) throw new AppError('not_found');
      // Confirmed already: no code is needed any more, and the order is the answer.
      if (r.payment_id !== null) return null;
      if (r.status !== 'awaiting_code') throw new AppError('sms_code_expired');
      if (r.codes_sent >= SMS_CODE.maxCodes) throw new AppError('sms_code_limit');
      const wait = Math.ceil(
        (time(r.code_sent_at) + SMS_CODE.resendSeconds * 1000 - Date.now()) / 1000,
      );
      if (wait > 0) throw new AppError('sms_code_cooldown', { params: { seconds: wait } });
      const now = new Date();
      await repo.newCode(tx, id, {
        hash,
        expiresAt: new Date(now.getTime() + SMS_CODE.validSeconds * 1000),
        sentAt: now,
      });
      return { to: r.phone, amount: r.amount };
    });
    if (phone) await this.sendCode(site, m.language, phone.to, code, phone.amount);
    return this.view(memberId, site, id);
  }

  /**
   * The SMS code. Every try counts (committed before the answer); the 6th is refused even with
   * the right code, as are an expired and a used one. The right code, within the limits, makes
   * the mandate and the payment. An order whose provider step failed after its code was right
   * (`confirming`) continues on the next call, without a code; one already paid for answers as
   * it did the first time.
   */
  async confirm(
    memberId: number,
    site: TSite,
    input: TDirectDebitCodeInput,
  ): Promise<TDirectDebitResponse> {
    const verdict = await this.d.db.transaction(async (tx) => {
      const r = await repo.lockRequest(tx, input.id);
      if (!r || r.member_id !== memberId || r.site_id !== site.id) throw new AppError('not_found');
      if (r.status === 'confirming' && r.payment_id === null) return { ok: true as const, r };
      // Confirmed already (a second tap, a retry after the answer was lost): the same answer.
      if (r.payment_id !== null) return { ok: true as const, r: null };
      if (r.status !== 'awaiting_code')
        return { ok: false as const, error: 'sms_code_expired' as const };
      if (Date.now() > time(r.code_expires_at) || r.tries >= SMS_CODE.maxTries)
        return { ok: false as const, error: 'sms_code_expired' as const };
      await repo.countTry(tx, r.id);
      if (!codeMatches(r.code_hash, input.otp))
        return { ok: false as const, error: 'sms_code_invalid' as const };
      // The limits again, now for good: this order counts from here on (serialised per member,
      // IBAN and phone, so two orders at once cannot both pass).
      await repo.lockDebtor(tx, { memberId, ibanHash: r.iban_hash, phoneHash: r.phone_hash });
      await this.check(tx, {
        siteId: site.id,
        memberId,
        ibanHash: r.iban_hash,
        phoneHash: r.phone_hash,
        amount: r.amount,
        id: r.id,
      });
      await repo.setStatus(tx, r.id, 'confirming');
      return { ok: true as const, r };
    });
    if (!verdict.ok) throw new AppError(verdict.error);
    if (verdict.r) await this.pay(memberId, site, verdict.r);
    return this.view(memberId, site, input.id);
  }

  /** The mandate (once: its id is kept) and the payment on it (once: its idempotency key). */
  private async pay(memberId: number, site: TSite, r: repo.TDirectDebitRow) {
    const m = await payments.findMember(this.d.db, memberId);
    if (!m) throw new AppError('authentication_required');
    const customerId = await this.d.payments.customerOf(m);
    let mandateId = r.mandate_id;
    if (!mandateId) {
      if (!r.iban) throw new AppError('payment_provider_unavailable');
      const iban = r.iban;
      const createMandate = this.d.provider.createDirectDebitMandate;
      if (!createMandate) throw new AppError('payment_method_unavailable');
      const mandate = await providerCall(this.d.onError, () =>
        createMandate.call(this.d.provider, customerId, {
          consumerName: r.account_holder,
          consumerAccount: iban,
          signatureDate: new Date().toISOString().slice(0, 10),
          mandateReference: `CUPIDO-${site.id}-${r.id}`,
        }),
      );
      mandateId = mandate.id;
      await repo.setMandate(this.d.db, r.id, mandateId);
    }
    const answer = await this.d.payments.createPayment(
      memberId,
      site,
      {
        bundle_id: r.bundle_id,
        method: 'sdd',
        idempotency_key: `directdebit-${r.id}`,
        return_path: r.return_path,
        ...(r.discount_code ? { discount_code: r.discount_code } : {}),
      },
      { customerId, mandateId },
    );
    await repo.setPayment(this.d.db, r.id, answer.payment.id);
  }

  /**
   * What a direct debit the bank took back adds to the chargeback (chargebacks.ts), in its
   * transaction: the IBAN and the phone are blocked for direct debit, and the member's mail says
   * so. Other methods add nothing.
   */
  readonly onChargedBack: TChargebackExtra = async (tx, { payment: p, member: m, site, ...c }) => {
    if (p.method !== 'sdd') return false;
    const r = await repo.findRequestByPayment(tx, p.id);
    if (r) {
      await repo.block(tx, 'iban', r.iban_hash, 'chargeback', p.id);
      await repo.block(tx, 'phone', r.phone_hash, 'chargeback', p.id);
    }
    const locale = m.language as TLocale;
    await queueMail(
      tx,
      renderMail('direct_debit_bounce', {
        site,
        locale,
        to: m.email,
        name: m.name,
        link: c.link,
        params: {
          amount: formatMoney(p.amount, p.currency, locale),
          credits: String(c.creditsTakenBack),
        },
      }),
    );
    return true;
  };
}
