import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors/app-error.ts';
import { requireSession } from '../../http/auth.ts';
import { route } from '../../http/route.ts';
import { PaymentProviderError } from './payment-provider.ts';
import type { PaymentsService } from './payments.service.ts';
import { perMemberLimit, privateAnswers } from '../../http/route-options.ts';

/** Starting payments and refunds per member and minute: a slow double click, not a script. */
const WRITE_LIMIT = perMemberLimit('payments', 30);

/** The payments calls of the contract (`paymentsEndpoints`). */
export async function paymentsRoutes(
  app: FastifyInstance,
  { payments }: { payments: PaymentsService },
) {
  privateAnswers(app);
  // Providers post their webhook as a form (Mollie: `id=tr_...`).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  route(app, 'GET /api/credits.php', async (request) =>
    payments.shop(requireSession(request).memberId, request.site, request.query.code ?? null),
  );

  route(app, 'GET /api/pricing.php', { config: { session: false } }, async (request) =>
    payments.pricing(request.site),
  );

  route(app, 'POST /api/payment.php', { config: { rateLimit: WRITE_LIMIT } }, async (request) =>
    payments.createPayment(requireSession(request).memberId, request.site, request.body),
  );

  route(app, 'GET /api/payment.php', async (request) =>
    payments.getPayment(requireSession(request).memberId, request.site, request.query.id),
  );

  route(app, 'GET /api/transactions.php', async (request) => {
    const memberId = requireSession(request).memberId;
    return request.query.id === undefined
      ? payments.transactions(memberId, request.site)
      : payments.transaction(memberId, request.site, request.query.id);
  });

  route(
    app,
    'POST /api/repeat-order.php',
    { config: { rateLimit: WRITE_LIMIT } },
    async (request) =>
      payments.repeatOrder(requireSession(request).memberId, request.site, request.body),
  );

  route(app, 'DELETE /api/saved-card.php', async (request) => {
    await payments.removeSavedCard(requireSession(request).memberId);
    return { ok: true as const };
  });

  route(app, 'POST /api/refund.php', { config: { rateLimit: WRITE_LIMIT } }, async (request) =>
    payments.refund(requireSession(request).memberId, request.site, request.body.payment_id),
  );

  route(app, 'POST /api/payment-webhook.php', { config: { session: false } }, async (request) => {
    try {
      await payments.settle(request.body.id, request.site.id);
    } catch (error) {
      // The provider cannot be asked now: a 502 makes it notify again later.
      if (error instanceof PaymentProviderError) throw new AppError('payment_provider_unavailable');
      throw error;
    }
    return { ok: true as const };
  });
}
