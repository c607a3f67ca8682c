/** Sites the journeys need beside the demo's, configured as an operator would (e2e/serve.ts adds them). */

/**
 * A site with the third-party tags of spec section 7 configured. The hosts do not exist: the
 * consent journey intercepts them.
 */
export const TAGGED_DOMAIN = 'tagged.localhost';
export const TAGS = {
  analytics: 'https://stats.tags.test/analytics.js',
  recording: 'https://rec.tags.test/record.js',
  ads: 'https://ads.tags.test/ad.js',
};

/**
 * A site that takes sign-ups and shows its search to visitors only when they come by an ad's
 * link (spec section 2: signups 'with_trafficsource', logged_out_search 'none' with a
 * traffic-source variant).
 */
export const ADS_ONLY_DOMAIN = 'adsonly.localhost';
export const ADS_ONLY_CONFIG = {
  name: 'Ads Only Demo',
  signups: 'with_trafficsource',
  logged_out_search: 'none',
  logged_out_search_trafficsource: 'all',
} as const;

/**
 * A site whose operator resells: a member who deletes their account is sent on to its partner
 * (spec section 4). The partner's host does not exist: the journey intercepts it.
 */
export const RESELL_DOMAIN = 'resells.localhost';
export const PARTNER_URL = 'https://partner.resell.test/welcome';
