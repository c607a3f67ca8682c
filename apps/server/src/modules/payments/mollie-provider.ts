import {
  createMollieClient,
  MollieApiError,
  type Locale,
  type Mandate,
  MandateMethod,
  type Payment,
  type PaymentMethod,
  type SequenceType,
} from '@mollie/api-client';
import { PAYMENT_METHODS, type TPaymentMethod } from '@cupido/contract';
import {
  PaymentProviderError,
  type PaymentProvider,
  type TCreateProviderPayment,
  type TProviderMandate,
  type TProviderPayment,
  type TProviderRefund,
} from './payment-provider.ts';
import { fromMollieAmount, MOLLIE_METHOD, mollieLocale, toMollieAmount } from './mollie-mapping.ts';

export type TMollieProviderOptions = {
  /** `test_...` or `live_...` (MOLLIE_API_KEY). */
  apiKey: string;
  /** Another API root (MOLLIE_API_URL: a proxy, or the local fake in tests); HTTPS only. */
  apiEndpoint?: string;
  /** A call that takes longer counts as `unavailable` (the request may still land: retry with
   * the same idempotency key). */
  timeoutMs?: number;
};

/** Mollie's ids: a payment `tr_`, a customer `cst_`, a mandate `mdt_`. */
const ID = { payment: /^tr_\w+$/, customer: /^cst_\w+$/, mandate: /^mdt_\w+$/ };

const strings = (value: unknown): Record<string, string> =>
  typeof value === 'object' && value !== null
    ? Object.fromEntries(
        Object.entries(value).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      )
    : {};

function toPayment(p: Payment): TProviderPayment {
  const details = (p.details ?? {}) as { cardLabel?: string | null; cardNumber?: string | null };
  const isCard = p.method === 'creditcard' || p.method === 'applepay';
  return {
    id: p.id,
    status: p.status as TProviderPayment['status'],
    amountMinor: fromMollieAmount(p.amount),
    currency: p.amount.currency,
    method: p.method ?? null,
    checkoutUrl: p._links.checkout?.href ?? null,
    metadata: strings(p.metadata),
    customerId: p.customerId ?? null,
    mandateId: p.mandateId ?? null,
    sequenceType: (p.sequenceType ?? 'oneoff') as TProviderPayment['sequenceType'],
    paidAt: p.paidAt ?? null,
    amountRefundedMinor: p.amountRefunded ? fromMollieAmount(p.amountRefunded) : 0,
    amountChargedBackMinor: p.amountChargedBack ? fromMollieAmount(p.amountChargedBack) : 0,
    card:
      isCard && (details.cardLabel || details.cardNumber)
        ? { label: details.cardLabel ?? null, last4: details.cardNumber ?? null }
        : null,
  };
}

function toMandate(m: Mandate, customerId: string): TProviderMandate {
  const details = m.details as {
    cardLabel?: string | null;
    cardNumber?: string | null;
    cardExpiryDate?: string | null;
  };
  return {
    id: m.id,
    customerId,
    status: m.status as TProviderMandate['status'],
    method: m.method,
    card:
      m.method === 'creditcard'
        ? {
            label: details.cardLabel ?? null,
            last4: details.cardNumber ?? null,
            expires: details.cardExpiryDate ?? null,
          }
        : null,
    createdAt: m.createdAt,
  };
}

/** Mollie's answer as a provider error: 4xx refused (our request is wrong or not allowed),
 * anything else (5xx after the client's retries, network, timeout) unavailable. */
function toProviderError(error: unknown): PaymentProviderError {
  if (error instanceof PaymentProviderError) return error;
  const status = error instanceof MollieApiError ? error.statusCode : undefined;
  const message = error instanceof Error ? error.message : String(error);
  return status !== undefined && status >= 400 && status < 500
    ? new PaymentProviderError('rejected', `Mollie ${status}: ${message}`)
    : new PaymentProviderError('unavailable', `Mollie: ${message}`);
}

/** Mollie does not know the id (or no longer: 410 Gone). */
const isNotFound = (error: unknown) =>
  error instanceof PaymentProviderError && /^Mollie (404|410):/.test(error.message);

/**
 * The production provider: Mollie's API v2 through `@mollie/api-client`. Webhooks carry only a
 * payment id; the payments service always fetches the status here (getPayment), never trusting
 * the request. Amounts are converted exactly between minor units and Mollie's decimal strings,
 * the spec's methods to Mollie's (mollie-mapping.ts, decision 21).
 */
export function createMollieProvider(
  options: TMollieProviderOptions,
): PaymentProvider & { methods: readonly TPaymentMethod[] } {
  const client = createMollieClient({
    apiKey: options.apiKey,
    versionStrings: ['Cupido/0.1.0'],
    ...(options.apiEndpoint ? { apiEndpoint: options.apiEndpoint } : {}),
  });
  const timeoutMs = options.timeoutMs ?? 20_000;

  async function call<T>(work: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(new PaymentProviderError('unavailable', `Mollie: no answer in ${timeoutMs} ms`)),
        timeoutMs,
      );
    });
    try {
      return await Promise.race([work(), timeout]);
    } catch (error) {
      throw toProviderError(error);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    name: 'mollie',
    /** The spec's methods Mollie still offers (not giropay, not sofort). */
    methods: PAYMENT_METHODS.filter((method) => MOLLIE_METHOD[method] !== null),

    async createPayment(input: TCreateProviderPayment) {
      const sequenceType = input.sequenceType ?? 'oneoff';
      const method = MOLLIE_METHOD[input.method];
      if (method === null && sequenceType !== 'recurring') {
        throw new PaymentProviderError('rejected', `Mollie does not offer ${input.method}`);
      }
      const payment = await call(() =>
        client.payments.create({
          amount: toMollieAmount(input.amountMinor, input.currency),
          description: input.description,
          // A recurring charge has no payer present: no page, and the mandate decides the method.
          ...(sequenceType === 'recurring'
            ? {}
            : { redirectUrl: input.redirectUrl, method: method as PaymentMethod }),
          webhookUrl: input.webhookUrl,
          metadata: input.metadata,
          ...(mollieLocale(input.locale) ? { locale: mollieLocale(input.locale) as Locale } : {}),
          ...(input.customerId ? { customerId: input.customerId } : {}),
          ...(input.mandateId ? { mandateId: input.mandateId } : {}),
          sequenceType: sequenceType as SequenceType,
          ...(input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : {}),
        }),
      );
      return toPayment(payment);
    },

    async getPayment(id: string) {
      // A forged or malformed id never reaches Mollie.
      if (!ID.payment.test(id)) return null;
      let payment: Payment;
      try {
        payment = await call(() => client.payments.get(id));
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
      const view = toPayment(payment);
      // `amountChargedBack` is the total ever charged back: Mollie's reference does not say it
      // drops when a chargeback is reversed (a dispute won). The net amount is the sum of the
      // payment's chargebacks that were not reversed (decision 80).
      if (view.amountChargedBackMinor) {
        const page = await call(() =>
          client.paymentChargebacks.page({ paymentId: id, limit: 250 }),
        );
        view.amountChargedBackMinor = [...page]
          .filter((c) => !c.reversedAt)
          .reduce((sum, c) => sum + fromMollieAmount(c.amount), 0);
      }
      return view;
    },

    async cancelPayment(id: string) {
      if (!ID.payment.test(id)) return;
      try {
        await call(() => client.payments.cancel(id));
      } catch (error) {
        // Not cancelable (422: paid meanwhile, a method that cannot be), or unknown: left as it is.
        if (
          isNotFound(error) ||
          (error instanceof PaymentProviderError && /^Mollie 422:/.test(error.message))
        )
          return;
        throw error;
      }
    },

    async createRefund(paymentId, input): Promise<TProviderRefund> {
      if (!ID.payment.test(paymentId)) {
        throw new PaymentProviderError('rejected', `not a Mollie payment id: ${paymentId}`);
      }
      const refund = await call(() =>
        client.paymentRefunds.create({
          paymentId,
          amount: toMollieAmount(input.amountMinor, input.currency),
          description: input.description,
          ...(input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : {}),
        }),
      );
      return {
        id: refund.id,
        paymentId,
        amountMinor: fromMollieAmount(refund.amount),
        status: refund.status as TProviderRefund['status'],
      };
    },

    async createCustomer(input) {
      const customer = await call(() =>
        client.customers.create({ name: input.name, email: input.email, metadata: input.metadata }),
      );
      return { id: customer.id };
    },

    async createDirectDebitMandate(customerId, input) {
      if (!ID.customer.test(customerId)) {
        throw new PaymentProviderError('rejected', `not a Mollie customer id: ${customerId}`);
      }
      const mandate = await call(() =>
        client.customerMandates.create({
          customerId,
          method: MandateMethod.directdebit,
          consumerName: input.consumerName,
          consumerAccount: input.consumerAccount,
          signatureDate: input.signatureDate,
          mandateReference: input.mandateReference,
        }),
      );
      return toMandate(mandate, customerId);
    },

    async listMandates(customerId: string) {
      if (!ID.customer.test(customerId)) {
        throw new PaymentProviderError('rejected', `not a Mollie customer id: ${customerId}`);
      }
      const page = await call(() => client.customerMandates.page({ customerId, limit: 250 }));
      return [...page].map((m) => toMandate(m, customerId));
    },

    async revokeMandate(customerId: string, mandateId: string) {
      if (!ID.customer.test(customerId) || !ID.mandate.test(mandateId)) {
        throw new PaymentProviderError('rejected', 'not a Mollie customer or mandate id');
      }
      try {
        await call(() => client.customerMandates.revoke(mandateId, { customerId }));
      } catch (error) {
        // Revoking is idempotent: a mandate Mollie no longer knows is revoked.
        if (isNotFound(error)) return;
        throw error;
      }
    },
  };
}
