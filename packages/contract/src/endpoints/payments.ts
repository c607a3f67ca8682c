import { defineEndpoints } from '../endpoint.ts';
import { ZOkResponse } from '../api/account.ts';
import {
  ZCreatePaymentInput,
  ZCreditsQuery,
  ZCreditsResponse,
  ZPaymentIdQuery,
  ZPaymentResponse,
  ZPaymentWebhookBody,
  ZPricingResponse,
  ZRefundInput,
  ZRepeatOrderInput,
  ZTransactionsOrOneResponse,
  ZTransactionsQuery,
} from '../api/payments.ts';

const errors = [400, 401, 403, 404, 409, 422, 429, 502] as const;

/**
 * The credits shop and payments (issue 10; paths in the `.php` family of spec section 7). Every
 * member call acts on the logged-in member's own payments only; the webhook trusts nothing but
 * the id, whose payment it fetches from the provider.
 */
export const paymentsEndpoints = defineEndpoints({
  'GET /api/credits.php': {
    summary: "The shop: the member's bundles, balance, methods, saved card and discount",
    query: ZCreditsQuery,
    response: ZCreditsResponse,
    errors,
  },
  'GET /api/pricing.php': {
    summary: "The public price list (the site's default country)",
    response: ZPricingResponse,
    errors,
  },
  'POST /api/payment.php': {
    summary: 'Start buying a bundle (the same idempotency key answers the same payment)',
    body: ZCreatePaymentInput,
    response: ZPaymentResponse,
    errors,
  },
  'GET /api/payment.php': {
    summary: "One of the member's payments (the return page polls it)",
    query: ZPaymentIdQuery,
    response: ZPaymentResponse,
    errors,
  },
  'GET /api/transactions.php': {
    summary: "The member's orders, or one order with its receipt (?id=)",
    query: ZTransactionsQuery,
    response: ZTransactionsOrOneResponse,
    errors,
  },
  'POST /api/repeat-order.php': {
    summary: 'Buy the last bundle again with the saved card',
    body: ZRepeatOrderInput,
    response: ZPaymentResponse,
    errors,
  },
  'DELETE /api/saved-card.php': {
    summary: 'Forget the saved card (its mandate is revoked)',
    response: ZOkResponse,
    errors,
  },
  'POST /api/refund.php': {
    summary: 'Withdraw from a purchase: its unused credits back as money (within refund_days)',
    body: ZRefundInput,
    response: ZPaymentResponse,
    errors,
  },
  'POST /api/payment-webhook.php': {
    summary: "The provider's notification: a payment id; its status is fetched from the provider",
    body: ZPaymentWebhookBody,
    response: ZOkResponse,
    errors,
  },
});
