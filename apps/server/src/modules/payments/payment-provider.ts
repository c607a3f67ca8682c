import type { TCurrency, TPaymentMethod } from '@cupido/contract';
import { AppError } from '../../platform/errors/app-error.ts';

/**
 * The one interface every payment provider implements (decision 19). It is shaped after Mollie's
 * REST API (payments, customers, mandates, refunds), the production provider; the built-in
 * sandbox plays the same part in development and the demo.
 *
 * Amounts are integer minor units here; an adapter converts to its provider's format (Mollie:
 * `{ currency, value: '12.95' }`). Methods are the spec's names (section 3); an adapter maps them
 * to its own (Mollie: `visa` → `creditcard`, `prezelewy24` → `przelewy24`, `sdd` →
 * `directdebit`, `sct` → `banktransfer`).
 */

/** A provider's payment status (Mollie's set). `authorized` counts as not yet paid. */
export type TProviderPaymentStatus =
  'open' | 'pending' | 'authorized' | 'paid' | 'failed' | 'canceled' | 'expired';

/** Mollie's sequence types: a one-off payment, the first of a mandate, or a charge on it. */
export type TSequenceType = 'oneoff' | 'first' | 'recurring';

export type TCreateProviderPayment = {
  amountMinor: number;
  currency: TCurrency;
  /** The spec's method; for `recurring` payments the mandate's method is used. */
  method: TPaymentMethod;
  description: string;
  /** Where the provider sends the member back after the hosted payment page. */
  redirectUrl: string;
  /** Where the provider posts `id=<provider payment id>` when the status changes. */
  webhookUrl: string;
  /** Echoed back on fetch (we put our payment id, site id and member id here). */
  metadata: Record<string, string>;
  /** The member's language for the hosted page, e.g. 'nl_NL'. */
  locale?: string;
  /** A customer at the provider: with `first` a mandate is created, with `recurring` it is
   * charged without the member. */
  customerId?: string;
  sequenceType?: TSequenceType;
  /** Which mandate a `recurring` payment charges (default: the customer's valid one). */
  mandateId?: string;
  /** Sent as the `Idempotency-Key` header: a retried create answers the same payment. */
  idempotencyKey?: string;
};

export type TProviderPayment = {
  id: string;
  status: TProviderPaymentStatus;
  amountMinor: number;
  currency: string;
  /** The provider's method name once known (Mollie's), or null. */
  method: string | null;
  /** The hosted payment page while the payment is open, else null. */
  checkoutUrl: string | null;
  metadata: Record<string, string>;
  customerId: string | null;
  mandateId: string | null;
  sequenceType: TSequenceType;
  /** ISO time, once paid. */
  paidAt: string | null;
  /** What was refunded so far, minor units. */
  amountRefundedMinor: number;
  /** What the payer's bank took back so far (a chargeback, e.g. a SEPA debit that bounced),
   * minor units; absent means none. */
  amountChargedBackMinor?: number;
  /** Card details when the provider tells them (label e.g. 'Visa', last four digits). */
  card: { label: string | null; last4: string | null } | null;
};

export type TProviderRefund = {
  id: string;
  paymentId: string;
  amountMinor: number;
  /** Mollie's refund states. */
  status: 'queued' | 'pending' | 'processing' | 'refunded' | 'failed' | 'canceled';
};

export type TProviderCustomer = { id: string };

export type TDirectDebitMandateInput = {
  /** The account holder's name. */
  consumerName: string;
  /** The IBAN, electronic format. */
  consumerAccount: string;
  /** YYYY-MM-DD: the day the member signed (confirmed with the SMS code). */
  signatureDate: string;
  /** Our unique mandate reference (banks may refuse a repeated one). */
  mandateReference: string;
};

export type TProviderMandate = {
  id: string;
  customerId: string;
  status: 'valid' | 'pending' | 'invalid';
  /** The provider's method name, e.g. 'creditcard', 'directdebit'. */
  method: string;
  card: { label: string | null; last4: string | null; expires: string | null } | null;
  createdAt: string;
};

/**
 * A provider failure we can name: `unavailable` (network, 5xx, timeout — try again later),
 * `rejected` (the provider refused the request, e.g. a method not enabled or a refund above what
 * is left). Other errors are bugs.
 */
export class PaymentProviderError extends Error {
  readonly kind: 'unavailable' | 'rejected';
  constructor(kind: 'unavailable' | 'rejected', message: string) {
    super(message);
    this.name = 'PaymentProviderError';
    this.kind = kind;
  }
}

/**
 * Runs a call to the payment provider: a failure it names is reported (`onError`) and answered
 * as the member's error (`payment_method_unavailable` for a refusal, else
 * `payment_provider_unavailable`); any other error is a bug and goes on as it is.
 */
export async function providerCall<T>(
  onError: (error: unknown) => void,
  fn: () => Promise<T>,
): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      onError(error);
      throw new AppError(
        error.kind === 'rejected' ? 'payment_method_unavailable' : 'payment_provider_unavailable',
      );
    }
    throw error;
  }
}

export interface PaymentProvider {
  /** Stored with each payment: 'sandbox' or 'mollie'. */
  readonly name: string;
  /** The spec's methods this provider can take (absent: all). The shop offers a site's method
   * only if the provider takes it (Mollie retired giropay and sofort). */
  readonly methods?: readonly TPaymentMethod[];
  createPayment(input: TCreateProviderPayment): Promise<TProviderPayment>;
  /** The payment as the provider knows it now; null when the provider does not know the id. */
  getPayment(id: string): Promise<TProviderPayment | null>;
  /**
   * Cancels a payment still open (the member left its page and started another checkout; Mollie:
   * `DELETE /payments/{id}`). One the provider will not cancel (paid meanwhile, not cancelable)
   * stays as it is: the caller reads its state after, as from the webhook.
   */
  cancelPayment(id: string): Promise<void>;
  /** Refund part or all of a paid payment. */
  createRefund(
    paymentId: string,
    input: {
      amountMinor: number;
      currency: TCurrency;
      description: string;
      idempotencyKey?: string;
    },
  ): Promise<TProviderRefund>;
  createCustomer(input: {
    name: string;
    email: string;
    metadata: Record<string, string>;
  }): Promise<TProviderCustomer>;
  /** A SEPA direct-debit mandate on the customer's bank account (Mollie: `POST
   * /customers/{id}/mandates` with method `directdebit`); payments are then `recurring` on it.
   * A provider without it does not take direct debit. */
  createDirectDebitMandate?(
    customerId: string,
    input: TDirectDebitMandateInput,
  ): Promise<TProviderMandate>;
  listMandates(customerId: string): Promise<TProviderMandate[]>;
  revokeMandate(customerId: string, mandateId: string): Promise<void>;
}
