import { createHash, randomBytes } from 'node:crypto';
import https from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';
import { afterAll, beforeAll } from 'vitest';

/**
 * A local fake of Mollie's REST API v2 (https://docs.mollie.com/reference): payments, refunds,
 * chargebacks (partial ones, and their reversal),
 * customers and mandates, with Mollie's JSON shapes, error answers and bearer authentication, and
 * the webhook call Mollie makes (a form POST `id=tr_...` to the payment's webhookUrl, carrying
 * nothing else). Tests move a payment through its states with `setStatus`, the way a payer on
 * Mollie's hosted page (or the card network, for recurring charges) would.
 *
 * It is a real HTTPS server on loopback with a self-signed certificate: `@mollie/api-client`
 * talks HTTPS only (its agent refuses `http:`) and trusts only its own CA bundle, so the test
 * process that uses the fake turns certificate checks off (`trustFakeMollieCertificate`).
 */

export type TFakeStatus =
  'open' | 'pending' | 'authorized' | 'paid' | 'failed' | 'canceled' | 'expired';

type TAmount = { currency: string; value: string };

type TFakeRefund = {
  id: string;
  paymentId: string;
  amount: TAmount;
  description: string;
  metadata: unknown;
  status: 'pending' | 'refunded';
  createdAt: string;
};

type TFakeChargeback = {
  id: string;
  amount: TAmount;
  createdAt: string;
  reversedAt: string | null;
};

export type TFakePayment = {
  id: string;
  mode: 'test' | 'live';
  createdAt: string;
  amount: TAmount;
  description: string;
  /** Mollie's method once chosen (or as requested, when a single one was). */
  method: string | null;
  metadata: unknown;
  status: TFakeStatus;
  redirectUrl: string | null;
  webhookUrl: string | null;
  locale: string | null;
  customerId: string | null;
  mandateId: string | null;
  sequenceType: 'oneoff' | 'first' | 'recurring';
  paidAt: string | null;
  canceledAt: string | null;
  expiredAt: string | null;
  failedAt: string | null;
  details: Record<string, unknown> | null;
  refunds: TFakeRefund[];
  /** Chargebacks: the payer's bank took (part of) the paid amount back; `reversedAt` once the
   * bank gave it back (the merchant won the dispute). */
  chargebacks: TFakeChargeback[];
};

type TFakeCustomer = {
  id: string;
  mode: 'test' | 'live';
  name: string | null;
  email: string | null;
  locale: string | null;
  metadata: unknown;
  createdAt: string;
};

type TFakeMandate = {
  id: string;
  mode: 'test' | 'live';
  customerId: string;
  method: 'creditcard' | 'directdebit' | 'paypal';
  status: 'valid' | 'pending' | 'invalid';
  details: Record<string, unknown>;
  mandateReference: string | null;
  signatureDate: string | null;
  createdAt: string;
};

/** Mollie's current methods (the client's `PaymentMethod`); giropay and sofort are retired. */
const METHODS = new Set([
  'alma',
  'applepay',
  'bacs',
  'bancomatpay',
  'bancontact',
  'banktransfer',
  'belfius',
  'billie',
  'bizum',
  'blik',
  'creditcard',
  'directdebit',
  'eps',
  'giftcard',
  'googlepay',
  'ideal',
  'in3',
  'kbc',
  'klarna',
  'mbway',
  'mobilepay',
  'multibanco',
  'mybank',
  'paybybank',
  'paypal',
  'paysafecard',
  'pointofsale',
  'przelewy24',
  'riverty',
  'satispay',
  'swish',
  'trustly',
  'twint',
  'vipps',
  'voucher',
]);

/** Methods that accept only some currencies (the rest accept every currency of the fake). */
const METHOD_CURRENCIES: Record<string, string[]> = {
  ideal: ['EUR'],
  bancontact: ['EUR'],
  eps: ['EUR'],
  belfius: ['EUR'],
  kbc: ['EUR'],
  directdebit: ['EUR'],
  przelewy24: ['PLN', 'EUR'],
  blik: ['PLN'],
  twint: ['CHF'],
};

/** A `first` payment of these methods leaves a mandate of the given method when paid. */
const FIRST_PAYMENT_MANDATE: Record<string, TFakeMandate['method']> = {
  creditcard: 'creditcard',
  applepay: 'creditcard',
  ideal: 'directdebit',
  bancontact: 'directdebit',
  eps: 'directdebit',
  belfius: 'directdebit',
  kbc: 'directdebit',
  paypal: 'paypal',
};

const CURRENCIES = new Set([
  'EUR',
  'GBP',
  'USD',
  'CAD',
  'AUD',
  'NZD',
  'PLN',
  'CHF',
  'DKK',
  'SEK',
  'NOK',
  'CZK',
  'HUF',
]);

/** Mollie's payment lifecycle: which status may follow which. */
const NEXT: Record<TFakeStatus, TFakeStatus[]> = {
  open: ['pending', 'authorized', 'paid', 'failed', 'canceled', 'expired'],
  pending: ['authorized', 'paid', 'failed', 'canceled', 'expired'],
  authorized: ['paid', 'canceled', 'expired'],
  paid: [],
  failed: [],
  canceled: [],
  expired: [],
};

class HttpProblem extends Error {
  readonly status: number;
  readonly title: string;
  readonly detail: string;
  readonly field: string | undefined;
  constructor(status: number, title: string, detail: string, field?: string) {
    super(detail);
    this.status = status;
    this.title = title;
    this.detail = detail;
    this.field = field;
  }
}

const unprocessable = (detail: string, field?: string) =>
  new HttpProblem(422, 'Unprocessable Entity', detail, field);
const notFound = (detail: string) => new HttpProblem(404, 'Not Found', detail);

const token = (prefix: string) =>
  `${prefix}_${randomBytes(8).toString('base64url').replace(/[-_]/g, 'x').slice(0, 10)}`;

const isUrl = (value: unknown): value is string =>
  typeof value === 'string' && URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function checkAmount(amount: unknown, field = 'amount'): TAmount {
  if (!isObject(amount)) throw unprocessable('The amount is required.', field);
  const { currency, value } = amount;
  if (typeof currency !== 'string' || !CURRENCIES.has(currency)) {
    throw unprocessable('The amount contains an invalid currency.', `${field}.currency`);
  }
  // Mollie wants exactly two decimals for these currencies, e.g. "10.00".
  if (typeof value !== 'string' || !/^\d{1,10}\.\d{2}$/.test(value)) {
    throw unprocessable('The amount contains an invalid value.', `${field}.value`);
  }
  if (toCents(value) < 1n) throw unprocessable('The amount is lower than the minimum.', field);
  return { currency, value };
}

const toCents = (value: string) => BigInt(value.replace('.', ''));
const fromCents = (cents: bigint) => {
  const digits = cents.toString().padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
};

export type TFakeMollie = {
  /** The `apiEndpoint` for `@mollie/api-client`, e.g. `https://127.0.0.1:40123/v2/`. */
  readonly apiEndpoint: string;
  /** A valid test key and a valid live key (payments of one mode are invisible to the other). */
  readonly testKey: string;
  readonly liveKey: string;
  readonly payments: Map<string, TFakePayment>;
  readonly customers: Map<string, TFakeCustomer>;
  readonly mandates: Map<string, TFakeMandate>;
  /** Every request received: method, path, headers (lower-case) and raw body. */
  readonly requests: Array<{
    method: string;
    path: string;
    headers: Record<string, string | string[] | undefined>;
    body: string;
  }>;
  /**
   * Moves a payment to `status` as Mollie would (paying a `first` payment leaves a mandate; a
   * card payment gets card details) and calls its webhook. Resolves with the webhook's HTTP
   * status (null without a webhookUrl). Throws on a transition Mollie never makes.
   */
  setStatus(
    id: string,
    status: TFakeStatus,
    options?: {
      method?: string;
      card?: { label: string; last4: string };
      failureReason?: string;
      /** false: change the status without calling the webhook (the test delivers it). */
      notify?: boolean;
    },
  ): Promise<number | null>;
  /**
   * The payer's bank takes a paid payment back (a SEPA debit that bounced, a card dispute):
   * the payment keeps its status `paid`, gains `amountChargedBack` and a chargeback, and its
   * webhook is called, as Mollie does. Resolves with the webhook's HTTP status.
   */
  chargeBack(
    id: string,
    options?: {
      notify?: boolean;
      /** Part of the amount (minor units); default: the whole amount. */
      amountMinor?: number;
    },
  ): Promise<number | null>;
  /**
   * The bank reverses a chargeback (the merchant won the dispute): it gains `reversedAt`.
   * `amountChargedBack` stays the total ever charged back (Mollie's reference calls it "the
   * total amount that was charged back" and says nothing of reversals); the payment's
   * chargebacks list tells what still stands. Default: the latest chargeback not reversed.
   */
  reverseChargeback(
    id: string,
    options?: { chargebackId?: string; notify?: boolean },
  ): Promise<number | null>;
  /** Calls the payment's webhook again, as Mollie's retries do; resolves with the HTTP status. */
  callWebhook(id: string): Promise<number | null>;
  /** The next `count` API requests answer 503 (with `Retry-After: 0`, so the client retries at once). */
  failNext(count: number): void;
  close(): Promise<void>;
};

/**
 * The fake's certificate is self-signed; `@mollie/api-client` pins Mozilla's CA bundle, so the
 * only way to let it talk to the fake is to switch certificate checks off, here for the test
 * file that calls this (from its first hook to its last; vitest isolates test files).
 */
export function trustFakeMollieCertificate(): void {
  const before = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  beforeAll(() => {
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  });
  afterAll(() => {
    if (before === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = before;
  });
}

export async function startFakeMollie(): Promise<TFakeMollie> {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
  });
  const testKey = `test_${randomBytes(15).toString('hex')}`;
  const liveKey = `live_${randomBytes(15).toString('hex')}`;
  const payments = new Map<string, TFakePayment>();
  const customers = new Map<string, TFakeCustomer>();
  const mandates = new Map<string, TFakeMandate>();
  const requests: TFakeMollie['requests'] = [];
  const idempotent = new Map<string, { bodyHash: string; status: number; body: unknown }>();
  let failing = 0;
  let base = '';
  const profileId = 'pfl_fakeprofil';

  const link = (href: string, type = 'application/hal+json') => ({ href, type });
  const docs = (page: string) => link(`https://docs.mollie.com/reference/${page}`, 'text/html');

  function paymentJson(p: TFakePayment) {
    const refunded = p.refunds.reduce((sum, r) => sum + toCents(r.amount.value), 0n);
    const checkout =
      p.status === 'open' && p.sequenceType !== 'recurring'
        ? { checkout: link(`${base}/checkout/${p.id}`, 'text/html') }
        : {};
    return {
      resource: 'payment',
      id: p.id,
      mode: p.mode,
      createdAt: p.createdAt,
      amount: p.amount,
      description: p.description,
      method: p.method,
      metadata: p.metadata,
      status: p.status,
      isCancelable: p.status === 'open',
      ...(p.status === 'open'
        ? { expiresAt: new Date(Date.parse(p.createdAt) + 15 * 60_000).toISOString() }
        : {}),
      ...(p.paidAt ? { paidAt: p.paidAt } : {}),
      ...(p.canceledAt ? { canceledAt: p.canceledAt } : {}),
      ...(p.expiredAt ? { expiredAt: p.expiredAt } : {}),
      ...(p.failedAt ? { failedAt: p.failedAt } : {}),
      ...(p.status === 'paid'
        ? {
            amountRefunded: { currency: p.amount.currency, value: fromCents(refunded) },
            amountRemaining: {
              currency: p.amount.currency,
              value: fromCents(toCents(p.amount.value) - refunded),
            },
          }
        : {}),
      ...(p.chargebacks.length > 0
        ? {
            amountChargedBack: {
              currency: p.amount.currency,
              value: fromCents(p.chargebacks.reduce((sum, c) => sum + toCents(c.amount.value), 0n)),
            },
          }
        : {}),
      locale: p.locale,
      profileId,
      sequenceType: p.sequenceType,
      redirectUrl: p.redirectUrl,
      webhookUrl: p.webhookUrl,
      ...(p.customerId ? { customerId: p.customerId } : {}),
      ...(p.mandateId ? { mandateId: p.mandateId } : {}),
      details: p.details,
      _links: {
        self: link(`${base}/v2/payments/${p.id}`),
        ...checkout,
        dashboard: link(`https://my.mollie.com/dashboard/payments/${p.id}`, 'text/html'),
        ...(p.refunds.length > 0 ? { refunds: link(`${base}/v2/payments/${p.id}/refunds`) } : {}),
        ...(p.chargebacks.length > 0
          ? { chargebacks: link(`${base}/v2/payments/${p.id}/chargebacks`) }
          : {}),
        ...(p.customerId ? { customer: link(`${base}/v2/customers/${p.customerId}`) } : {}),
        ...(p.mandateId
          ? { mandate: link(`${base}/v2/customers/${p.customerId}/mandates/${p.mandateId}`) }
          : {}),
        documentation: docs('get-payment'),
      },
    };
  }

  const refundJson = (r: TFakeRefund, mode: string) => ({
    resource: 'refund',
    id: r.id,
    mode,
    amount: r.amount,
    status: r.status,
    createdAt: r.createdAt,
    description: r.description,
    metadata: r.metadata,
    paymentId: r.paymentId,
    _links: {
      self: link(`${base}/v2/payments/${r.paymentId}/refunds/${r.id}`),
      payment: link(`${base}/v2/payments/${r.paymentId}`),
      documentation: docs('get-refund'),
    },
  });

  const chargebackJson = (c: TFakeChargeback, p: TFakePayment) => ({
    resource: 'chargeback',
    id: c.id,
    amount: c.amount,
    settlementAmount: { currency: 'EUR', value: `-${c.amount.value}` },
    createdAt: c.createdAt,
    reversedAt: c.reversedAt,
    paymentId: p.id,
    _links: {
      self: link(`${base}/v2/payments/${p.id}/chargebacks/${c.id}`),
      payment: link(`${base}/v2/payments/${p.id}`),
      documentation: docs('get-chargeback'),
    },
  });

  const customerJson = (c: TFakeCustomer) => ({
    resource: 'customer',
    id: c.id,
    mode: c.mode,
    name: c.name,
    email: c.email,
    locale: c.locale,
    metadata: c.metadata,
    createdAt: c.createdAt,
    _links: {
      self: link(`${base}/v2/customers/${c.id}`),
      mandates: link(`${base}/v2/customers/${c.id}/mandates`),
      documentation: docs('get-customer'),
    },
  });

  const mandateJson = (m: TFakeMandate) => ({
    resource: 'mandate',
    id: m.id,
    mode: m.mode,
    status: m.status,
    method: m.method,
    details: m.details,
    mandateReference: m.mandateReference,
    signatureDate: m.signatureDate,
    createdAt: m.createdAt,
    _links: {
      self: link(`${base}/v2/customers/${m.customerId}/mandates/${m.id}`),
      customer: link(`${base}/v2/customers/${m.customerId}`),
      documentation: docs('get-mandate'),
    },
  });

  function findPayment(id: string, mode: string) {
    const p = payments.get(id);
    if (!p || p.mode !== mode) throw notFound(`No payment exists with token ${id}.`);
    return p;
  }

  function findCustomer(id: string, mode: string) {
    const c = customers.get(id);
    if (!c || c.mode !== mode) throw notFound(`No customer exists with token ${id}.`);
    return c;
  }

  function createPayment(body: Record<string, unknown>, mode: 'test' | 'live') {
    const amount = checkAmount(body.amount);
    const { description } = body;
    if (typeof description !== 'string' || description.trim() === '') {
      throw unprocessable('The description is invalid.', 'description');
    }
    const sequenceType = body.sequenceType ?? 'oneoff';
    if (sequenceType !== 'oneoff' && sequenceType !== 'first' && sequenceType !== 'recurring') {
      throw unprocessable('The sequence type is invalid.', 'sequenceType');
    }
    if (sequenceType !== 'recurring' && !isUrl(body.redirectUrl)) {
      throw unprocessable('The redirect URL is invalid.', 'redirectUrl');
    }
    if (body.webhookUrl !== undefined && body.webhookUrl !== null && !isUrl(body.webhookUrl)) {
      throw unprocessable('The webhook URL is invalid.', 'webhookUrl');
    }
    if (
      body.locale !== undefined &&
      (typeof body.locale !== 'string' || !/^[a-z]{2}_[A-Z]{2}$/.test(body.locale))
    ) {
      throw unprocessable('The locale is invalid.', 'locale');
    }
    const requested =
      body.method === undefined || body.method === null
        ? []
        : Array.isArray(body.method)
          ? body.method
          : [body.method];
    for (const method of requested) {
      if (typeof method !== 'string' || !METHODS.has(method)) {
        throw unprocessable('The payment method is invalid.', 'method');
      }
      const currencies = METHOD_CURRENCIES[method];
      if (currencies && !currencies.includes(amount.currency)) {
        throw unprocessable(
          `The currency ${amount.currency} is not supported for the payment method ${method}.`,
          'amount.currency',
        );
      }
    }
    if (body.metadata !== undefined && JSON.stringify(body.metadata).length > 1024) {
      throw unprocessable('The metadata is larger than 1024 bytes.', 'metadata');
    }
    let customerId: string | null = null;
    let mandateId: string | null = null;
    let method: string | null = requested.length === 1 ? (requested[0] as string) : null;
    if (body.customerId !== undefined) {
      if (typeof body.customerId !== 'string')
        throw unprocessable('The customer id is invalid.', 'customerId');
      customerId = findCustomer(body.customerId, mode).id;
    }
    if (sequenceType === 'first') {
      if (!customerId) throw unprocessable('A first payment needs a customer.', 'customerId');
      if (method && !FIRST_PAYMENT_MANDATE[method]) {
        throw unprocessable(
          `The payment method ${method} does not support recurring payments.`,
          'method',
        );
      }
    }
    if (sequenceType === 'recurring') {
      if (!customerId) throw unprocessable('A recurring payment needs a customer.', 'customerId');
      const valid = [...mandates.values()].filter(
        (m) => m.customerId === customerId && m.status === 'valid',
      );
      const mandate =
        body.mandateId === undefined ? valid[0] : valid.find((m) => m.id === body.mandateId);
      if (!mandate) {
        throw unprocessable(
          'The customer does not have a valid mandate.',
          body.mandateId === undefined ? 'customerId' : 'mandateId',
        );
      }
      mandateId = mandate.id;
      method = mandate.method;
    }
    const payment: TFakePayment = {
      id: token('tr'),
      mode,
      createdAt: new Date().toISOString(),
      amount,
      description,
      method,
      metadata: body.metadata ?? null,
      // A charge on a mandate needs no payer: Mollie starts processing it at once.
      status: sequenceType === 'recurring' ? 'pending' : 'open',
      redirectUrl: typeof body.redirectUrl === 'string' ? body.redirectUrl : null,
      webhookUrl: typeof body.webhookUrl === 'string' ? body.webhookUrl : null,
      locale: typeof body.locale === 'string' ? body.locale : null,
      customerId,
      mandateId,
      sequenceType,
      paidAt: null,
      canceledAt: null,
      expiredAt: null,
      failedAt: null,
      details: null,
      refunds: [],
      chargebacks: [],
    };
    payments.set(payment.id, payment);
    return payment;
  }

  function createRefund(payment: TFakePayment, body: Record<string, unknown>) {
    const amount = checkAmount(body.amount);
    if (payment.status !== 'paid') {
      throw unprocessable('The payment has not been paid, so it cannot be refunded.');
    }
    if (amount.currency !== payment.amount.currency) {
      throw unprocessable(
        'The refund currency differs from the payment currency.',
        'amount.currency',
      );
    }
    const refunded = payment.refunds.reduce((sum, r) => sum + toCents(r.amount.value), 0n);
    if (toCents(amount.value) > toCents(payment.amount.value) - refunded) {
      throw unprocessable(
        'The refund amount is higher than the amount remaining on the payment.',
        'amount',
      );
    }
    const refund: TFakeRefund = {
      id: token('re'),
      paymentId: payment.id,
      amount,
      description: typeof body.description === 'string' ? body.description : '',
      metadata: body.metadata ?? null,
      status: 'pending',
      createdAt: new Date().toISOString(),
    };
    payment.refunds.push(refund);
    return refund;
  }

  function createMandate(customer: TFakeCustomer, body: Record<string, unknown>) {
    if (body.method !== 'directdebit') {
      throw unprocessable(
        'Only directdebit mandates can be created through the API here.',
        'method',
      );
    }
    if (typeof body.consumerName !== 'string' || body.consumerName.trim() === '') {
      throw unprocessable('The consumer name is invalid.', 'consumerName');
    }
    if (
      typeof body.consumerAccount !== 'string' ||
      !/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(body.consumerAccount.replace(/\s/g, ''))
    ) {
      throw unprocessable('The consumer account is invalid.', 'consumerAccount');
    }
    const mandate: TFakeMandate = {
      id: token('mdt'),
      mode: customer.mode,
      customerId: customer.id,
      method: 'directdebit',
      status: 'valid',
      details: {
        consumerName: body.consumerName,
        consumerAccount: body.consumerAccount.replace(/\s/g, ''),
        consumerBic: typeof body.consumerBic === 'string' ? body.consumerBic : null,
      },
      mandateReference: typeof body.mandateReference === 'string' ? body.mandateReference : null,
      signatureDate: typeof body.signatureDate === 'string' ? body.signatureDate : null,
      createdAt: new Date().toISOString(),
    };
    mandates.set(mandate.id, mandate);
    return mandate;
  }

  async function route(
    req: IncomingMessage,
    raw: string,
  ): Promise<{ status: number; body?: unknown; headers?: Record<string, string> }> {
    const url = new URL(req.url ?? '/', 'https://fake');
    const parts = url.pathname.split('/').filter(Boolean);
    const method = req.method ?? 'GET';

    // The hosted checkout page: the payer picks an outcome, is sent back, Mollie calls the webhook.
    if (parts[0] === 'checkout' && parts.length === 2) {
      const payment = payments.get(parts[1]!);
      if (!payment) return { status: 404, body: 'Unknown payment' };
      if (method === 'GET') {
        const buttons = ['paid', 'failed', 'canceled', 'pending']
          .map((s) => `<button name="status" value="${s}">${s}</button>`)
          .join(' ');
        return {
          status: 200,
          headers: { 'content-type': 'text/html; charset=utf-8' },
          body: `<!doctype html><title>Fake Mollie checkout</title><h1>${payment.amount.currency} ${payment.amount.value}</h1><p>${payment.method ?? 'choose a method'}</p><form method="post">${buttons}</form>`,
        };
      }
      const status = new URLSearchParams(raw).get('status') as TFakeStatus | null;
      if (status && NEXT[payment.status].includes(status)) await setStatus(payment.id, status);
      return { status: 303, headers: { location: payment.redirectUrl ?? '/' } };
    }

    if (parts[0] !== 'v2') throw notFound('The resource does not exist.');
    const auth = req.headers.authorization ?? '';
    const key = auth.startsWith('Bearer ') ? auth.slice(7) : '';
    if (key !== testKey && key !== liveKey) {
      throw new HttpProblem(
        401,
        'Unauthorized Request',
        'Missing authentication, or failed to authenticate',
      );
    }
    const mode = key === testKey ? 'test' : 'live';
    let body: Record<string, unknown> = {};
    if (method === 'POST' || method === 'PATCH') {
      try {
        const parsed: unknown = raw === '' ? {} : JSON.parse(raw);
        if (!isObject(parsed)) throw new Error('not an object');
        body = parsed;
      } catch {
        throw new HttpProblem(400, 'Bad Request', 'The JSON body could not be parsed.');
      }
    }
    const [, resource, id, sub, subId] = parts;

    if (resource === 'payments' && !id && method === 'POST') {
      return { status: 201, body: paymentJson(createPayment(body, mode)) };
    }
    if (resource === 'payments' && id && !sub && method === 'GET') {
      return { status: 200, body: paymentJson(findPayment(id, mode)) };
    }
    // Cancel payment: only while it is cancelable (here: open). No webhook call: the caller reads
    // the payment back itself (Cupido does not count on a notification of its own cancel).
    if (resource === 'payments' && id && !sub && method === 'DELETE') {
      const payment = findPayment(id, mode);
      if (payment.status !== 'open')
        throw new HttpProblem(422, 'Unprocessable Entity', 'The payment cannot be canceled.');
      await setStatus(payment.id, 'canceled', { notify: false });
      return { status: 200, body: paymentJson(payment) };
    }
    if (resource === 'payments' && id && sub === 'refunds' && !subId) {
      const payment = findPayment(id, mode);
      if (method === 'POST')
        return { status: 201, body: refundJson(createRefund(payment, body), mode) };
      if (method === 'GET') {
        return {
          status: 200,
          body: {
            count: payment.refunds.length,
            _embedded: { refunds: payment.refunds.map((r) => refundJson(r, mode)) },
            _links: {
              self: link(`${base}/v2/payments/${id}/refunds`),
              previous: null,
              next: null,
              documentation: docs('list-refunds'),
            },
          },
        };
      }
    }
    // List payment chargebacks and get one (GET /v2/payments/{id}/chargebacks[/{chargebackId}]).
    if (resource === 'payments' && id && sub === 'chargebacks' && method === 'GET') {
      const payment = findPayment(id, mode);
      if (subId) {
        const one = payment.chargebacks.find((c) => c.id === subId);
        if (!one) throw notFound(`No chargeback exists with token ${subId}.`);
        return { status: 200, body: chargebackJson(one, payment) };
      }
      return {
        status: 200,
        body: {
          count: payment.chargebacks.length,
          _embedded: { chargebacks: payment.chargebacks.map((c) => chargebackJson(c, payment)) },
          _links: {
            self: link(`${base}/v2/payments/${id}/chargebacks`),
            previous: null,
            next: null,
            documentation: docs('list-payment-chargebacks'),
          },
        },
      };
    }
    if (resource === 'customers' && !id && method === 'POST') {
      const customer: TFakeCustomer = {
        id: token('cst'),
        mode,
        name: typeof body.name === 'string' ? body.name : null,
        email: typeof body.email === 'string' ? body.email : null,
        locale: typeof body.locale === 'string' ? body.locale : null,
        metadata: body.metadata ?? null,
        createdAt: new Date().toISOString(),
      };
      customers.set(customer.id, customer);
      return { status: 201, body: customerJson(customer) };
    }
    if (resource === 'customers' && id && !sub && method === 'GET') {
      return { status: 200, body: customerJson(findCustomer(id, mode)) };
    }
    if (resource === 'customers' && id && sub === 'mandates') {
      const customer = findCustomer(id, mode);
      if (!subId && method === 'POST')
        return { status: 201, body: mandateJson(createMandate(customer, body)) };
      if (!subId && method === 'GET') {
        const list = [...mandates.values()].filter((m) => m.customerId === customer.id);
        return {
          status: 200,
          body: {
            count: list.length,
            _embedded: { mandates: list.map(mandateJson) },
            _links: {
              self: link(`${base}/v2/customers/${id}/mandates`),
              previous: null,
              next: null,
              documentation: docs('list-mandates'),
            },
          },
        };
      }
      const mandate = subId ? mandates.get(subId) : undefined;
      if (!mandate || mandate.customerId !== customer.id)
        throw notFound(`No mandate exists with token ${subId}.`);
      if (method === 'GET') return { status: 200, body: mandateJson(mandate) };
      if (method === 'DELETE') {
        // A revoked mandate is gone: it is no longer listed and cannot be charged.
        mandates.delete(mandate.id);
        return { status: 204 };
      }
    }
    throw notFound('The resource does not exist.');
  }

  const server = https.createServer(
    { key: pems.private, cert: pems.cert },
    (req, res: ServerResponse) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        requests.push({
          method: req.method ?? 'GET',
          path: req.url ?? '/',
          headers: { ...req.headers },
          body: raw,
        });
        const send = (status: number, body?: unknown, headers: Record<string, string> = {}) => {
          if (body === undefined) {
            res.writeHead(status, headers).end();
          } else if (typeof body === 'string') {
            res
              .writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers })
              .end(body);
          } else {
            res
              .writeHead(status, { 'content-type': 'application/hal+json', ...headers })
              .end(JSON.stringify(body));
          }
        };
        if (failing > 0 && req.url?.startsWith('/v2/')) {
          failing -= 1;
          send(
            503,
            {
              status: 503,
              title: 'Service Unavailable',
              detail: 'The service is temporarily unavailable.',
              _links: { documentation: docs('handling-errors') },
            },
            { 'retry-after': '0' },
          );
          return;
        }
        // Mollie answers a repeated Idempotency-Key with the first answer; a different body is refused.
        const idempotencyKey = req.headers['idempotency-key'];
        const scope = `${req.headers.authorization ?? ''} ${req.method} ${req.url}`;
        const bodyHash = createHash('sha256').update(raw).digest('hex');
        if (
          typeof idempotencyKey === 'string' &&
          (req.method === 'POST' || req.method === 'DELETE')
        ) {
          const earlier = idempotent.get(`${scope} ${idempotencyKey}`);
          if (earlier) {
            if (earlier.bodyHash !== bodyHash) {
              send(422, {
                status: 422,
                title: 'Unprocessable Entity',
                detail: 'The idempotency key was used before with a different request body.',
                _links: { documentation: docs('api-idempotency') },
              });
            } else {
              send(earlier.status, earlier.body);
            }
            return;
          }
        }
        route(req, raw).then(
          ({ status, body, headers }) => {
            if (typeof idempotencyKey === 'string' && status < 300 && typeof body !== 'string') {
              idempotent.set(`${scope} ${idempotencyKey}`, { bodyHash, status, body });
            }
            send(status, body, headers);
          },
          (error: unknown) => {
            if (error instanceof HttpProblem) {
              send(error.status, {
                status: error.status,
                title: error.title,
                detail: error.detail,
                ...(error.field ? { field: error.field } : {}),
                _links: { documentation: docs('handling-errors') },
              });
            } else {
              send(500, {
                status: 500,
                title: 'Internal Server Error',
                detail: String(error),
                _links: { documentation: docs('handling-errors') },
              });
            }
          },
        );
      });
    },
  );

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function callWebhook(id: string): Promise<number | null> {
    const payment = payments.get(id);
    if (!payment) throw new Error(`fake Mollie: no payment ${id}`);
    if (!payment.webhookUrl) return null;
    const response = await fetch(payment.webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'user-agent': 'Mollie HTTP API/2.0',
      },
      body: new URLSearchParams({ id }).toString(),
    });
    await response.arrayBuffer();
    return response.status;
  }

  async function setStatus(
    id: string,
    status: TFakeStatus,
    options: {
      method?: string;
      card?: { label: string; last4: string };
      failureReason?: string;
      notify?: boolean;
    } = {},
  ): Promise<number | null> {
    const payment = payments.get(id);
    if (!payment) throw new Error(`fake Mollie: no payment ${id}`);
    if (!NEXT[payment.status].includes(status)) {
      throw new Error(`fake Mollie: a payment never goes from ${payment.status} to ${status}`);
    }
    const now = new Date().toISOString();
    payment.status = status;
    if (options.method) payment.method = options.method;
    if (!payment.method && status !== 'open' && status !== 'expired' && status !== 'canceled') {
      payment.method = 'ideal';
    }
    const mandate = payment.mandateId ? mandates.get(payment.mandateId) : undefined;
    const card =
      options.card ??
      (mandate?.method === 'creditcard'
        ? { label: String(mandate.details.cardLabel), last4: String(mandate.details.cardNumber) }
        : { label: 'Mastercard', last4: '4444' });
    if (payment.method === 'creditcard' || payment.method === 'applepay') {
      payment.details = {
        cardNumber: card.last4,
        cardHolder: 'T. Tester',
        cardLabel: card.label,
        cardFingerprint: createHash('sha256')
          .update(card.label + card.last4)
          .digest('hex')
          .slice(0, 24),
        cardCountryCode: 'NL',
        cardSecurity: 'normal',
        ...(status === 'failed' ? { failureReason: options.failureReason ?? 'card_declined' } : {}),
      };
    } else if (status === 'paid') {
      payment.details = {
        consumerName: 'T. Tester',
        consumerAccount: 'NL53INGB0654422370',
        consumerBic: 'INGBNL2A',
      };
    }
    if (status === 'paid') payment.paidAt = now;
    if (status === 'failed') payment.failedAt = now;
    if (status === 'canceled') payment.canceledAt = now;
    if (status === 'expired') payment.expiredAt = now;
    if (status === 'paid' && payment.sequenceType === 'first' && payment.customerId) {
      const kind = FIRST_PAYMENT_MANDATE[payment.method ?? ''] ?? 'directdebit';
      const created: TFakeMandate = {
        id: token('mdt'),
        mode: payment.mode,
        customerId: payment.customerId,
        method: kind,
        status: 'valid',
        details:
          kind === 'creditcard'
            ? {
                cardHolder: 'T. Tester',
                cardNumber: card.last4,
                cardLabel: card.label,
                cardFingerprint: payment.details?.cardFingerprint,
                cardExpiryDate: '2030-12-31',
              }
            : kind === 'paypal'
              ? { consumerName: 'T. Tester', consumerAccount: 'tester@example.com' }
              : {
                  consumerName: 'T. Tester',
                  consumerAccount: 'NL53INGB0654422370',
                  consumerBic: 'INGBNL2A',
                },
        mandateReference: null,
        signatureDate: now.slice(0, 10),
        createdAt: now,
      };
      mandates.set(created.id, created);
      payment.mandateId = created.id;
    }
    return options.notify === false ? null : callWebhook(id);
  }

  return {
    apiEndpoint: `${base}/v2/`,
    testKey,
    liveKey,
    payments,
    customers,
    mandates,
    requests,
    setStatus,
    callWebhook,
    async chargeBack(id: string, options: { notify?: boolean; amountMinor?: number } = {}) {
      const payment = payments.get(id);
      if (!payment || payment.status !== 'paid')
        throw new Error(`fake Mollie: ${id} is not a paid payment`);
      const standing = payment.chargebacks
        .filter((c) => !c.reversedAt)
        .reduce((sum, c) => sum + toCents(c.amount.value), 0n);
      const cents =
        options.amountMinor === undefined
          ? toCents(payment.amount.value) - standing
          : BigInt(options.amountMinor);
      if (cents < 1n || standing + cents > toCents(payment.amount.value))
        throw new Error(`fake Mollie: cannot charge back ${cents} of ${id}`);
      payment.chargebacks.push({
        id: token('chb'),
        amount: { currency: payment.amount.currency, value: fromCents(cents) },
        createdAt: new Date().toISOString(),
        reversedAt: null,
      });
      return options.notify === false ? null : callWebhook(id);
    },
    async reverseChargeback(id: string, options: { chargebackId?: string; notify?: boolean } = {}) {
      const payment = payments.get(id);
      const open = (payment?.chargebacks ?? []).filter((c) => !c.reversedAt);
      const chargeback = options.chargebackId
        ? open.find((c) => c.id === options.chargebackId)
        : open.at(-1);
      if (!chargeback) throw new Error(`fake Mollie: no chargeback of ${id} to reverse`);
      chargeback.reversedAt = new Date().toISOString();
      return options.notify === false ? null : callWebhook(id);
    },
    failNext(count: number) {
      failing = count;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
