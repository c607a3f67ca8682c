import { describe, expect, it } from 'vitest';
import { maskIban, maskPhone, normaliseIban, normaliseMobile } from './api/direct-debit.format.ts';

/** The direct-debit checks the page and the server share (decision 29). */
describe('direct-debit checks', () => {
  it('takes a valid SEPA IBAN however it is written, and refuses a wrong checksum or a non-SEPA country', () => {
    expect(normaliseIban('nl91 abna 0417 1643 00')).toBe('NL91ABNA0417164300');
    expect(normaliseIban('DE89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(normaliseIban('DE89 3704 0044 0532 0130 01')).toBeNull();
    // Brazil has IBANs but is not in SEPA.
    expect(normaliseIban('BR1800360305000010009795493C1')).toBeNull();
    expect(normaliseIban('')).toBeNull();
  });

  it('takes a mobile number in E.164, read in the given country without +, and refuses a landline', () => {
    expect(normaliseMobile('0151 12345678', 'DE')).toBe('+4915112345678');
    expect(normaliseMobile('06 12345678', 'NL')).toBe('+31612345678');
    expect(normaliseMobile('+31 6 12345678', 'DE')).toBe('+31612345678');
    expect(normaliseMobile('030 1234567', 'DE')).toBeNull();
    expect(normaliseMobile('12', 'DE')).toBeNull();
  });

  it('shows only the country and the last four digits of an IBAN, and the end of a phone', () => {
    expect(maskIban('NL91ABNA0417164300')).toBe('NL** **** **** **** 4300');
    expect(maskIban('DE89370400440532013000')).toBe('DE** **** **** **** **** 3000');
    expect(maskPhone('+4915112345678')).toBe('+49 *** **** 5678');
  });
});
