import { defineEndpoints } from '../endpoint.ts';
import { ZOkResponse } from '../api/account.ts';
import {
  ZAutoLikeResponse,
  ZLikeInput,
  ZLikeResponse,
  ZLikesResponse,
  ZSuggestionsResponse,
  ZSwipeInput,
  ZSwipeResponse,
  ZSwipeResult,
} from '../api/likes.ts';

const errors = [400, 401, 403, 404, 429] as const;

/**
 * Likes (spec section 7 keeps GET /api/likes.php and GET /api/auto-like.php; like, unlike, the
 * match finder and the swipe game follow the same family). Every call acts for the logged-in
 * member only.
 */
export const likesEndpoints = defineEndpoints({
  'GET /api/likes.php': {
    summary: 'Members I liked (profiles) and members who liked me (liked_by)',
    response: ZLikesResponse,
    errors,
  },
  'POST /api/like.php': {
    summary: 'Like a member (a mutual like is a match)',
    body: ZLikeInput,
    response: ZLikeResponse,
    errors,
  },
  'DELETE /api/like.php': {
    summary: 'Withdraw my like of a member',
    body: ZLikeInput,
    response: ZOkResponse,
    errors,
  },
  'POST /api/like-seen.php': {
    summary: "I opened this member's profile from my likes: their like is no longer new",
    body: ZLikeInput,
    response: ZOkResponse,
    errors,
  },
  'GET /api/auto-like.php': {
    summary: 'A member who newly liked me, for the like modal (or null)',
    response: ZAutoLikeResponse,
    errors,
  },
  'GET /api/match-finder.php': {
    summary: 'Suggested members (preferences, country, age, interests; not liked or passed)',
    response: ZSuggestionsResponse,
    errors,
  },
  'GET /api/swipe.php': {
    summary: "The swipe game's card stack and the likes left today",
    response: ZSwipeResponse,
    errors,
  },
  'POST /api/swipe.php': {
    summary: 'Like or pass the top card of the swipe game',
    body: ZSwipeInput,
    response: ZSwipeResult,
    errors,
  },
});
