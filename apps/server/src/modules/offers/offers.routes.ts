import type { FastifyInstance } from 'fastify';
import { requireSession } from '../../http/auth.ts';
import { route } from '../../http/route.ts';
import type { OffersService } from './offers.service.ts';
import { perMemberLimit, privateAnswers } from '../../http/route-options.ts';

/** The offers calls of the contract (`offersEndpoints`). */
export async function offersRoutes(app: FastifyInstance, { offers }: { offers: OffersService }) {
  privateAnswers(app);

  route(
    app,
    'GET /api/discountcode.php',
    // Guessing codes: a member tries a few, not thousands.
    { config: { rateLimit: perMemberLimit('discountcode', 30) } },
    async (request) => {
      const memberId = requireSession(request).memberId;
      const q = request.query;
      const discount_code =
        q.code !== undefined
          ? await offers.lookup(memberId, request.site, q.code)
          : await offers.welcome(memberId, request.site);
      return { discount_code };
    },
  );

  route(app, 'GET /api/retention-offer.php', async (request) =>
    offers.retentionOffer(requireSession(request).memberId, request.site),
  );

  route(
    app,
    'POST /api/retention-offer.php',
    { config: { rateLimit: perMemberLimit('retention-offer', 10) } },
    async (request) => offers.claimRetention(requireSession(request).memberId, request.site),
  );
}
