// No zod in this module: the browser loads it (decision 41).

import { electronicFormatIBAN, extractIBAN, isSEPACountry, isValidIBAN } from 'ibantools';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/mobile';

/** An IBAN in electronic format (no spaces, upper case) if it is valid (country format and
 * checksum, ibantools) and of a SEPA country; else null. */
export function normaliseIban(value: string): string | null {
  const iban = electronicFormatIBAN(value);
  if (!iban || !isValidIBAN(iban)) return null;
  const { countryCode } = extractIBAN(iban);
  return countryCode && isSEPACountry(countryCode) ? iban : null;
}

/** A mobile number in E.164 (libphonenumber-js, mobile metadata: an SMS needs a mobile), read
 * with `country` for numbers written without +; else null. */
export function normaliseMobile(value: string, country: string | null): string | null {
  const parsed = parsePhoneNumberFromString(value, (country ?? undefined) as CountryCode);
  return parsed?.isValid() ? parsed.number : null;
}

/** 'NL91ABNA0417164300' → 'NL** **** **** **** 4300': the country and the last four only. */
export function maskIban(iban: string): string {
  const groups = Math.max(1, Math.ceil((iban.length - 8) / 4));
  return `${iban.slice(0, 2)}**${' ****'.repeat(groups)} ${iban.slice(-4)}`;
}

/** '+4915112345678' → '+49 *** **** 5678'. */
export function maskPhone(e164: string): string {
  return `${e164.slice(0, 3)} *** **** ${e164.slice(-4)}`;
}
