// No zod in this module: the browser loads it (decision 41).

/** Spec section 9: members like at most this many profiles per day in the swipe game. */
export const SWIPE_LIKES_PER_DAY = 4;
/** Spec section 4: after a match-modal view the likes reload after about 0.5 s. */
export const MATCH_RELOAD_MS = 500;
/** The likes pages of spec section 2 (/likes/{type}). */
export const LIKE_TYPES = ['received', 'sent', 'matches'] as const;
export type TLikeType = (typeof LIKE_TYPES)[number];
