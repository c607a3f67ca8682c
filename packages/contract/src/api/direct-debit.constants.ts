// No zod in this module: the browser loads it (decision 41).

/** The SMS code: 6 digits, valid 10 minutes, at most 5 tries, a new one after 60 s, at most
 * 5 codes per order. */
export const SMS_CODE = {
  digits: 6,
  validSeconds: 600,
  maxTries: 5,
  resendSeconds: 60,
  maxCodes: 5,
} as const;
