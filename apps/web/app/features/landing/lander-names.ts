/** The eleven landers of spec section 2. */
export const LANDER_NAMES = [
  'adultonly',
  'tinderswipe',
  'whoneedsstrings',
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
] as const;
export type TLanderName = (typeof LANDER_NAMES)[number];
