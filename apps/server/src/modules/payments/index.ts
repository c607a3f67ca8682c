import type { FastifyInstance } from 'fastify';
import type { TLocale } from '@cupido/contract';
import type { TConfig } from '../../config.ts';
import type { Db } from '../../platform/db/db.ts';
import type { TJobHandler } from '../../platform/jobs/job-queue.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { TPublish } from '../chat/index.ts';
import type { OffersService } from '../offers/index.ts';
import { renderMail } from '../mail/index.ts';
import type { TSite, SitesService } from '../sites/index.ts';
import { PaymentProviderError, type PaymentProvider } from './payment-provider.ts';
import { createMollieProvider } from './mollie-provider.ts';
import { receiptView } from './payment-views.ts';
import { findMember, findPayment } from './payments.repo.ts';
import { paymentsRoutes } from './payments.routes.ts';
import {
  PAYMENT_RECEIPT,
  PAYMENT_REFUND,
  PAYMENTS_RECHECK,
  PaymentsService,
} from './payments.service.ts';
import { sandboxPageRoutes } from './sandbox-page.routes.ts';
import { devSmsRoutes } from '../../platform/sms/dev-sms.routes.ts';
import { smsOutbox } from '../../platform/sms/sms-outbox.ts';
import type { SmsSender } from '../../platform/sms/sms-sender.ts';
import { twilioSms } from '../../platform/sms/twilio-sms.ts';
import { Chargebacks } from './chargebacks.ts';
import { directDebitRoutes } from './direct-debit.routes.ts';
import { DirectDebitService } from './direct-debit.service.ts';
import { SandboxProvider } from './sandbox-provider.ts';
import { formatMoney } from '@cupido/i18n/money';

export { insertBundle, insertMethod, siteHasBundles } from './payments.repo.ts';
export type { PaymentProvider } from './payment-provider.ts';
export { PaymentsService } from './payments.service.ts';
export { DirectDebitService, DEFAULT_DIRECT_DEBIT_LIMITS } from './direct-debit.service.ts';
export { setLimits as setDirectDebitLimits } from './direct-debit.repo.ts';
export { SandboxProvider } from './sandbox-provider.ts';

/** Payments are off (production without a provider configured): every call says so. */
const unavailable: PaymentProvider = {
  name: 'none',
  createPayment: () => Promise.reject(new PaymentProviderError('unavailable', 'no provider')),
  getPayment: async () => null,
  cancelPayment: async () => {},
  createRefund: () => Promise.reject(new PaymentProviderError('unavailable', 'no provider')),
  createCustomer: () => Promise.reject(new PaymentProviderError('unavailable', 'no provider')),
  createDirectDebitMandate: () =>
    Promise.reject(new PaymentProviderError('unavailable', 'no provider')),
  listMandates: async () => [],
  revokeMandate: () => Promise.reject(new PaymentProviderError('unavailable', 'no provider')),
};

/**
 * Which provider takes the payments: Mollie when MOLLIE_API_KEY is set; otherwise the built-in
 * sandbox in development and tests, never in production (payments are then off).
 */
export function selectPaymentProvider(config: TConfig, db: Db): PaymentProvider {
  if (config.MOLLIE_API_KEY) {
    return createMollieProvider({
      apiKey: config.MOLLIE_API_KEY,
      apiEndpoint: config.MOLLIE_API_URL,
    });
  }
  if (config.isProduction) return unavailable;
  return new SandboxProvider(db);
}

export type TPaymentsModule = {
  service: PaymentsService;
  directDebit: DirectDebitService;
  provider: PaymentProvider;
  /** Job handlers to give the worker; `recurring` lists the kinds that run forever. */
  jobs: Record<string, TJobHandler>;
  recurring: string[];
  register: (app: FastifyInstance) => Promise<void>;
};

/** The payments module, wired: service, provider, its jobs and its routes. */
export function createPayments(deps: {
  db: Db;
  config: TConfig;
  sites: SitesService;
  mailer: Mailer;
  publish: TPublish;
  origin: (site: TSite) => string;
  onError: (error: unknown) => void;
  /** Discount codes (decision 28). */
  offers: OffersService;
  /** Another provider than the configured one (tests). */
  provider?: PaymentProvider;
  /** Sends the direct-debit SMS codes; default: the outbox at /dev/sms outside production,
   * none in production (direct debit is then off); Twilio when TWILIO_* and SMS_FROM are set. */
  sms?: SmsSender | null;
}): TPaymentsModule {
  const provider = deps.provider ?? selectPaymentProvider(deps.config, deps.db);
  const sandbox = provider instanceof SandboxProvider ? provider : null;
  const service = new PaymentsService({
    db: deps.db,
    provider,
    publish: deps.publish,
    onError: deps.onError,
    origin: deps.origin,
    sandbox: sandbox !== null,
    recheckSeconds: deps.config.PAYMENTS_RECHECK_SECONDS,
    offers: deps.offers,
  });
  // The sandbox's notifications reach the webhook's handler in this process (with no site: the
  // payment's own), after which the status is fetched from the sandbox like from any provider.
  sandbox?.onNotify(async (id) => {
    await service.settle(id, null).catch(deps.onError);
  });
  // SMS: Twilio when configured; else the outbox outside production; none in production.
  const c = deps.config;
  const outbox = c.isProduction ? null : smsOutbox(deps.db);
  const twilio =
    c.TWILIO_ACCOUNT_SID && c.TWILIO_AUTH_TOKEN && c.SMS_FROM
      ? twilioSms({
          accountSid: c.TWILIO_ACCOUNT_SID,
          authToken: c.TWILIO_AUTH_TOKEN,
          from: c.SMS_FROM,
          ...(c.TWILIO_API_URL ? { apiUrl: c.TWILIO_API_URL } : {}),
        })
      : null;
  const sms = deps.sms !== undefined ? deps.sms : (twilio ?? outbox);
  const directDebit = new DirectDebitService({
    db: deps.db,
    provider,
    payments: service,
    offers: deps.offers,
    sites: deps.sites,
    publish: deps.publish,
    sms,
    origin: deps.origin,
    onError: deps.onError,
  });
  const chargebacks = new Chargebacks(
    {
      db: deps.db,
      sites: deps.sites,
      publish: deps.publish,
      onError: deps.onError,
      origin: deps.origin,
    },
    directDebit.onChargedBack,
  );
  service.onChargeback((paymentId, amount) => chargebacks.handle(paymentId, amount));
  // Direct debit needs the SMS code: without a sender (production without Twilio) it is not offered.
  if (!sms || !provider.createDirectDebitMandate) service.withhold('sdd');

  const sendReceipt: TJobHandler = async (payload) => {
    const { paymentId } = payload as { paymentId: number };
    const p = await findPayment(deps.db, paymentId);
    if (!p?.paid_at || p.member_id === null) return;
    const m = await findMember(deps.db, p.member_id);
    if (!m) return;
    const site = await deps.sites.byId(p.site_id);
    const receipt = receiptView(p, site, m);
    const locale = m.language as TLocale;
    const amount = formatMoney(p.amount, p.currency, locale);
    await deps.mailer.send(
      renderMail('receipt', {
        site,
        locale,
        to: m.email,
        name: m.name,
        link: `${deps.origin(site)}/transactions/${p.id}`,
        params: {
          number: receipt.number,
          credits: String(p.credits),
          amount,
          refund_days: site.config.refund_days,
        },
      }),
    );
  };

  return {
    service,
    directDebit,
    provider,
    jobs: {
      [PAYMENT_RECEIPT]: sendReceipt,
      [PAYMENT_REFUND]: async (payload) =>
        service.payBack((payload as { paymentId: number }).paymentId),
      [PAYMENTS_RECHECK]: async () => {
        await service.recheck();
        return { runAgainAt: new Date(Date.now() + deps.config.PAYMENTS_RECHECK_SECONDS * 1000) };
      },
    },
    recurring: [PAYMENTS_RECHECK],
    register: async (app) => {
      await app.register(paymentsRoutes, { payments: service });
      if (sandbox) await app.register(sandboxPageRoutes, { sandbox });
      await app.register(directDebitRoutes, { directDebit });
      if (outbox && sms === outbox) await app.register(devSmsRoutes, { list: () => outbox.list() });
    },
  };
}
