import { defineEndpoints } from '../endpoint.ts';
import { ZDiscountCodeQuery, ZDiscountCodeResponse, ZRetentionOffer } from '../api/offers.ts';

const errors = [400, 401, 403, 404, 409, 410, 429] as const;

/**
 * Offers (issue 13, decision 28). `GET /api/discountcode.php` is the call of spec section 7: the
 * query is a code (`?code=`) or `?welcome=true`; a code the member cannot use answers its error
 * ('Code not found', 'Code already used', …).
 */
export const offersEndpoints = defineEndpoints({
  'GET /api/discountcode.php': {
    summary: "A discount code the member can use now, or the member's welcome discount",
    query: ZDiscountCodeQuery,
    response: ZDiscountCodeResponse,
    errors,
  },
  'GET /api/retention-offer.php': {
    summary: "The deletion flow's discount (the company's delete_discount)",
    response: ZRetentionOffer,
    errors,
  },
  'POST /api/retention-offer.php': {
    summary: "Hands out the member's personal discount code of the deletion flow",
    response: ZRetentionOffer,
    errors,
  },
});
