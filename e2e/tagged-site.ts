/**
 * A site with the third-party tags of spec section 7 configured, as an operator would set them
 * (e2e/serve.ts adds it). The hosts do not exist: the consent journey intercepts them.
 */
export const TAGGED_DOMAIN = 'tagged.localhost';
export const TAGS = {
  analytics: 'https://stats.tags.test/analytics.js',
  recording: 'https://rec.tags.test/record.js',
  ads: 'https://ads.tags.test/ad.js',
};
