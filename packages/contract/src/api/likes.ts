import { z } from 'zod';
import { REQUIRED } from './required.ts';
import { ZProfileCard } from './search.ts';

/** POST and DELETE /api/like.php, POST /api/like-seen.php: the other member. */
export const ZLikeInput = z.strictObject({
  member_id: z
    .number(REQUIRED)
    .int({ message: 'invalid' })
    .positive({ message: 'invalid' })
    .max(2_147_483_647, { message: 'invalid' }),
});

/**
 * One entry of GET /api/likes.php (spec section 7: `id` and `like_new`), with what a card shows.
 * `like_new`: the liked member has not opened the liker's profile from the likes yet.
 */
export const ZLikeEntry = ZProfileCard.extend({
  like_new: z.boolean(),
  liked_at: z.string(),
  /** Both members like each other. */
  is_match: z.boolean(),
}).meta({ id: 'LikeEntry' });
export type TLikeEntry = z.infer<typeof ZLikeEntry>;

/** GET /api/likes.php: the members I liked (`profiles`) and those who liked me (`liked_by`). */
export const ZLikesResponse = z.object({
  profiles: z.array(ZLikeEntry),
  liked_by: z.array(ZLikeEntry),
});
export type TLikesResponse = z.infer<typeof ZLikesResponse>;

/** POST /api/like.php: `match` when the other member already liked me. */
export const ZLikeResponse = z.object({ ok: z.literal(true), match: z.boolean() });

/**
 * GET /api/auto-like.php: a member who newly liked me, for the like modal (or null); `match` when
 * I had liked them already (the modal then says so instead of asking for a like back).
 */
export const ZAutoLikeResponse = z.object({ profile: ZProfileCard.nullable(), match: z.boolean() });

/** GET /api/match-finder.php: suggestions for the member (never liked or passed before). */
export const ZSuggestionsResponse = z.object({ profiles: z.array(ZProfileCard) });
export type TSuggestionsResponse = z.infer<typeof ZSuggestionsResponse>;

/** GET /api/swipe.php: the card stack and the swipe likes left today (null: no limit). */
export const ZSwipeResponse = z.object({
  profiles: z.array(ZProfileCard),
  likes_left: z.number().int().nullable(),
});
export type TSwipeResponse = z.infer<typeof ZSwipeResponse>;

/** POST /api/swipe.php: like or pass the top card. */
export const ZSwipeInput = ZLikeInput.extend({
  action: z.enum(['like', 'pass'], { message: 'invalid_choice' }),
});
export const ZSwipeResult = z.object({
  match: z.boolean(),
  likes_left: z.number().int().nullable(),
});
export type TSwipeResult = z.infer<typeof ZSwipeResult>;
