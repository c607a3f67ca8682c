import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDiscountCodeQuery, ZDiscountCodeResponse, ZRetentionOffer } from '@cupido/contract';
import { requireSession } from '../../http/auth.ts';
import type { OffersService } from './offers.service.ts';
import { errorAnswers, perMemberLimit, privateAnswers } from '../../http/route-options.ts';

const errors = errorAnswers(400, 401, 403, 404, 409, 410, 429);

/**
 * Offers (issue 13, decision 28). `GET /api/discountcode.php` is the call of spec section 7: the
 * query is a code (`?code=`) or `?welcome=true`; a code the member cannot use answers its error
 * ('Code not found', 'Code already used', …).
 */
export const offersRoutes: FastifyPluginAsyncZod<{ offers: OffersService }> = async (
  app,
  { offers },
) => {
  privateAnswers(app);

  app.get(
    '/api/discountcode.php',
    {
      schema: {
        summary: "A discount code the member can use now, or the member's welcome discount",
        querystring: ZDiscountCodeQuery,
        response: { 200: ZDiscountCodeResponse, ...errors },
      },
      // Guessing codes: a member tries a few, not thousands.
      config: { rateLimit: perMemberLimit('discountcode', 30) },
    },
    async (request) => {
      const memberId = requireSession(request).memberId;
      const q = request.query;
      const discount_code =
        'code' in q
          ? await offers.lookup(memberId, request.site, q.code)
          : await offers.welcome(memberId, request.site);
      return { discount_code };
    },
  );

  app.get(
    '/api/retention-offer.php',
    {
      schema: {
        summary: "The deletion flow's discount (the company's delete_discount)",
        response: { 200: ZRetentionOffer, ...errors },
      },
    },
    async (request) => offers.retentionOffer(requireSession(request).memberId, request.site),
  );

  app.post(
    '/api/retention-offer.php',
    {
      schema: {
        summary: "Hands out the member's personal discount code of the deletion flow",
        response: { 200: ZRetentionOffer, ...errors },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => offers.claimRetention(requireSession(request).memberId, request.site),
  );
};
