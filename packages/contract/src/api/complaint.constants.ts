// No zod in this module: the browser loads it (decision 41).

export const COMPLAINT_CATEGORIES = [
  'profile',
  'payment',
  'privacy',
  'technical',
  'other',
] as const;
