// No zod in this module: the browser loads it (decision 41).

/**
 * The longest text message any site may allow: a site's `message_length` setting is at most this
 * (checked when its settings load), so the contract never refuses what the site promises.
 */
export const MESSAGE_LENGTH_MAX = 5000;
