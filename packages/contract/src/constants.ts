/** Business constants of spec section 9 and the enumerations of spec section 3. */

export const LOCALES = ['en', 'de', 'es', 'fr', 'it', 'nl', 'pl'] as const;
export type TLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: TLocale = 'en';

export const COUNTRIES = [
  'NL',
  'BE',
  'GB',
  'IE',
  'DE',
  'AT',
  'IT',
  'FR',
  'CH',
  'ES',
  'US',
  'CA',
  'AU',
  'NZ',
  'PL',
] as const;
export type TCountry = (typeof COUNTRIES)[number];

/** The local word for a first-level region (spec section 3). */
export const REGION_WORDS = ['province', 'state', 'canton', 'region', 'voivodeship'] as const;
export type TRegionWord = (typeof REGION_WORDS)[number];

export const INTERESTS = [
  'relationship',
  'onenightstand',
  'kissing',
  'hugging',
  'massages',
  'lingerie',
  'sex',
  'safesex',
  'publicsex',
  'oralsex',
  'analsex',
  'sextoys',
  'masturbating',
  'exchangingpictures',
  'threesome',
  'gangbang',
  'bondage',
  'sadomasochism',
  'gym',
  'sports',
  'dancing',
  'travelling',
  'adventure',
  'party',
  'tattoos',
  'music',
  'movies',
  'videogames',
  'politics',
  'outdoors',
  'gardening',
  'hiking',
  'biking',
  'reading',
  'animals',
  'beach',
  'art',
  'photography',
  'theater',
  'shopping',
  'fashion',
  'astrology',
  'cooking',
  'foodie',
  'bbq',
  'sushi',
  'vegetarian',
  'wine',
  'beer',
  'tea',
  'coffee',
] as const;
export type TInterest = (typeof INTERESTS)[number];
/** The most interests a profile lists. */
export const MAX_INTERESTS = 20;

export const GENDERS = ['male', 'female'] as const;
export const SEXUALITIES = ['hetero', 'gay', 'lesbian', 'bi'] as const;
export const HAIR_COLORS = [
  'brunette',
  'blond',
  'brown',
  'white',
  'bald',
  'black',
  'dark blond',
  'dark brown',
  'gray',
  'red',
  'other',
] as const;
export const EYE_COLORS = ['blue', 'green', 'hazel', 'brown'] as const;
export const BODY_TYPES = ['slim', 'normal', 'fat'] as const;
/** Reasons for signing up (spec section 3 names the field; these are the choices offered). */
export const SIGNUP_REASONS = ['relationship', 'date', 'chat', 'fun'] as const;
export const RELATIONSHIP_STATUSES = [
  'divorced',
  'living together',
  'married',
  'single',
  'widowed',
  'unmarried',
] as const;

/** Time constants (spec section 9), in milliseconds unless named otherwise. */
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;
export const AUTH_COOKIE_PREFIX = 'auth.';
export const AUTH_COOKIE_MAX_AGE_S = 30 * 24 * 3600;
export const HTTP_RETRIES = 5;
/** The least a failed call waits before it is tried again; each further try waits twice as long. */
export const FETCH_MIN_DELAY_MS = 200;
/** A page's links have their pages' scripts fetched once the browser is idle, at most this late. */
export const PREFETCH_IDLE_TIMEOUT_MS = 2_000;
export const BADGE_CAP = 99;
export const RELOAD_GUARD_MS = 60_000;
export const LOADING_BAR = { throttleMs: 200, durationMs: 5_000, hideAfterMs: 500 } as const;
export const DEFAULT_MINIMUM_AGE = 18;

/** Terms version date: this default unless the company's `added` date is later (spec section 5). */
export const TERMS_DEFAULT_VERSION_DATE = '2023-12-01T12:00:00Z';

/** Storage key of the site-entry warning dismissal (a unix timestamp, spec section 2). */
export const SITE_ENTRY_STORAGE_KEY = 'hide-site-entry-warning';

/**
 * Storage keys of the member's dismissible alerts (a unix timestamp each, spec section 2). The
 * browser keeps each in local storage and in a cookie of the same name, so the server draws a
 * member's page with the alerts it will keep (no alert appears after the page is drawn).
 */
export const ALERT_DISMISSAL_KEYS = [
  'hide-enrich-alert',
  'hide-push-notification-alert',
  'hide-disabled-notifications-alert',
] as const;
export type TAlertDismissalKey = (typeof ALERT_DISMISSAL_KEYS)[number];

/**
 * Whether the push alert offers pushes in this browser, as the browser last found out: '1' (it
 * can take pushes and is not subscribed) or '0'. The server draws the push alert with it, and
 * also without it (a browser it has not heard from): most can take pushes and are not subscribed.
 */
export const PUSH_ALERT_COOKIE = 'push_alert';

/** The visitor's choice of optional cookie categories (the consent banner). */
export const CONSENT_COOKIE = 'cookie_consent';

/**
 * Whom the member is looking for, asked during sign-up (issue 16): the default of the search's
 * gender filter on this device. 'any' is the answer "everyone". A preference the member set,
 * like the language cookie; not profile data (decision 0031).
 */
export const SEARCH_GENDER_COOKIE = 'search_gender';

/** Query parameters stored as tracking data and removed from the URL (spec section 9). */
export const TRACKING_PARAMS = [
  'network',
  'ref',
  'sub',
  'sub1',
  'sub2',
  'sub3',
  'aff_sub',
  'aff_sub1',
  'aff_sub2',
  'aff_sub3',
  'cpc',
] as const;

/** Reasons for deleting an account (spec section 3). */
export const DELETE_REASONS = [
  'price',
  'found_someone',
  'not_looking',
  'site_problems',
  'no_members',
  'time',
  'other',
] as const;

/** Deleted accounts can be reactivated for 14 days (spec section 9). */
export const REACTIVATION_DAYS = 14;

/** Lifetimes of the links sent by e-mail. */
export const TOKEN_TTL_MS = {
  activation: 7 * 24 * 3600_000,
  password_reset: 3600_000,
  email_change: 24 * 3600_000,
  reactivation: REACTIVATION_DAYS * 24 * 3600_000,
} as const;

/**
 * Failed password checks before a lockout, and its length (spec section 5; decision 0014): per
 * account and address, per address, and per account from any address the member never opened a
 * session from (every `perAccount` failures in a day lock it for 1, 2, 4 … up to 15 minutes).
 */
export const LOGIN_LOCKOUT = {
  perAccountAndAddress: 5,
  perAddress: 20,
  windowMinutes: 15,
  perAccount: 10,
  perAccountMaxMinutes: 15,
  /** How long an address the member opened a session from counts as theirs. */
  knownAddressDays: 90,
} as const;
export const PASSWORD_RESETS_PER_DAY = 3;

/** Geolocation: a position up to an hour old is good enough (spec section 9). */
export const GEOLOCATION_MAX_AGE_MS = 3600_000;

/** Spec section 9: free members write in at most 2 conversations. */
export const FREE_CONVERSATIONS = 2;
/**
 * Chat history limit (issue 5): a conversation shows the messages of the last 365 days; older
 * ones are no longer shown ('Older messages are no longer visible to protect your privacy.').
 */
export const CHAT_HISTORY_DAYS = 365;
/** Messages per page when a conversation opens or pages back. */
export const CHAT_PAGE_SIZE = 30;
/** Spec section 9: user and chats reload every 60 s (300 s with push), first after 5 s. */
export const REFRESH_MS = { every: 60_000, withPush: 300_000, first: 5_000 } as const;
/** Typing: a member's typing is forwarded at most this often, and shown this long. */
export const TYPING_MS = { coalesce: 2_000, show: 5_000 } as const;
/** The gift catalogue; pictures are /gifts/<id>.svg, names are catalog keys gift.<id>. */
export const GIFTS = ['rose', 'heart', 'chocolates', 'champagne', 'teddy', 'diamond'] as const;
export type TGift = (typeof GIFTS)[number];
