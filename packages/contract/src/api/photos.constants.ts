// No zod in this module: the browser loads it (decision 41).

/** Photo uploads: largest file accepted, and most pixels decoded (a "pixel bomb" guard). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_MAX_PIXELS = 40_000_000;
/** Spec section 5/9: free members keep at most 3 photos, premium members 25. */
export const PHOTO_LIMITS = { free: 3, premium: 25 } as const;
