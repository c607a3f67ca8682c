// No zod in this module: the browser loads it (decision 41).

/** Spec section 9: the time bonus. */
export const TIME_BONUS_CODE = 'TIMEBONUS25';
export const TIME_BONUS_PERCENTAGE = 25;
/** Seconds from sign-up in which an unpaid member gets the time bonus (4 hours). */
export const TIME_BONUS_SECONDS = 14_400;
/** Seconds in the members area before the time-bonus popup opens. */
export const TIME_BONUS_MODAL_DELAY_S = 40;
/** Spec section 9: the welcome discount (first purchase, time-limited). */
export const WELCOME_PERCENTAGE = 25;
/** The welcome discount's window from sign-up: 7 days (decision 28). */
export const WELCOME_SECONDS = 7 * 86_400;

export const DISCOUNT_KINDS = ['standard', 'welcome', 'time_bonus', 'retention'] as const;
