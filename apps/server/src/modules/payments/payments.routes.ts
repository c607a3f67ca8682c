import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCreatePaymentInput,
  ZCreditsQuery,
  ZCreditsResponse,
  ZOkResponse,
  ZPaymentIdQuery,
  ZPaymentResponse,
  ZPricingResponse,
  ZRefundInput,
  ZRepeatOrderInput,
  ZTransactionResponse,
  ZTransactionsQuery,
  ZTransactionsResponse,
} from '@cupido/contract';
import { AppError } from '../../platform/errors/app-error.ts';
import { requireSession } from '../../http/auth.ts';
import { PaymentProviderError } from './payment-provider.ts';
import type { PaymentsService } from './payments.service.ts';
import { errorAnswers, perMemberLimit, privateAnswers } from '../../http/route-options.ts';

const errors = errorAnswers(400, 401, 403, 404, 409, 422, 429, 502);

/** Starting payments and refunds per member and minute: a slow double click, not a script. */
const WRITE_LIMIT = perMemberLimit('payments', 30);

/** The provider's notification: `id=<provider payment id>` as a form (Mollie) or JSON. */
const ZWebhookBody = z.object({ id: z.string().max(200) }).loose();

/**
 * The credits shop and payments (issue 10; paths in the `.php` family of spec section 7). Every
 * member call acts on the logged-in member's own payments only; the webhook trusts nothing but
 * the id, whose payment it fetches from the provider.
 */
export const paymentsRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (
  app,
  { payments },
) => {
  privateAnswers(app);
  // Providers post their webhook as a form (Mollie: `id=tr_...`).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(
    '/api/credits.php',
    {
      schema: {
        summary: "The shop: the member's bundles, balance, methods, saved card and discount",
        querystring: ZCreditsQuery,
        response: { 200: ZCreditsResponse, ...errors },
      },
    },
    async (request) =>
      payments.shop(requireSession(request).memberId, request.site, request.query.code ?? null),
  );

  app.get(
    '/api/pricing.php',
    {
      schema: {
        summary: "The public price list (the site's default country)",
        response: { 200: ZPricingResponse, ...errors },
      },
      config: { session: false },
    },
    async (request) => payments.pricing(request.site),
  );

  app.post(
    '/api/payment.php',
    {
      schema: {
        summary: 'Start buying a bundle (the same idempotency key answers the same payment)',
        body: ZCreatePaymentInput,
        response: { 200: ZPaymentResponse, ...errors },
      },
      config: { rateLimit: WRITE_LIMIT },
    },
    async (request) =>
      payments.createPayment(requireSession(request).memberId, request.site, request.body),
  );

  app.get(
    '/api/payment.php',
    {
      schema: {
        summary: "One of the member's payments (the return page polls it)",
        querystring: ZPaymentIdQuery,
        response: { 200: ZPaymentResponse, ...errors },
      },
    },
    async (request) =>
      payments.getPayment(requireSession(request).memberId, request.site, request.query.id),
  );

  app.get(
    '/api/transactions.php',
    {
      schema: {
        summary: "The member's orders, or one order with its receipt (?id=)",
        querystring: ZTransactionsQuery,
        response: { 200: z.union([ZTransactionsResponse, ZTransactionResponse]), ...errors },
      },
    },
    async (request) => {
      const memberId = requireSession(request).memberId;
      return request.query.id === undefined
        ? payments.transactions(memberId, request.site)
        : payments.transaction(memberId, request.site, request.query.id);
    },
  );

  app.post(
    '/api/repeat-order.php',
    {
      schema: {
        summary: 'Buy the last bundle again with the saved card',
        body: ZRepeatOrderInput,
        response: { 200: ZPaymentResponse, ...errors },
      },
      config: { rateLimit: WRITE_LIMIT },
    },
    async (request) =>
      payments.repeatOrder(requireSession(request).memberId, request.site, request.body),
  );

  app.delete(
    '/api/saved-card.php',
    {
      schema: {
        summary: 'Forget the saved card (its mandate is revoked)',
        response: { 200: ZOkResponse, ...errors },
      },
    },
    async (request) => {
      await payments.removeSavedCard(requireSession(request).memberId);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/refund.php',
    {
      schema: {
        summary: 'Withdraw from a purchase: its unused credits back as money (within refund_days)',
        body: ZRefundInput,
        response: { 200: ZPaymentResponse, ...errors },
      },
      config: { rateLimit: WRITE_LIMIT },
    },
    async (request) =>
      payments.refund(requireSession(request).memberId, request.site, request.body.payment_id),
  );

  app.post(
    '/api/payment-webhook.php',
    {
      schema: {
        summary:
          "The provider's notification: a payment id; its status is fetched from the provider",
        body: ZWebhookBody,
        response: { 200: ZOkResponse, ...errors },
      },
      config: { session: false },
    },
    async (request) => {
      try {
        await payments.settle(request.body.id, request.site.id);
      } catch (error) {
        // The provider cannot be asked now: a 502 makes it notify again later.
        if (error instanceof PaymentProviderError)
          throw new AppError('payment_provider_unavailable');
        throw error;
      }
      return { ok: true as const };
    },
  );
};
