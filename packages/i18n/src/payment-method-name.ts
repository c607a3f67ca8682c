import type { TMessageKey } from './catalogs/en.ts';

/** Brand names are written the same in every language; the three generic methods are translated. */
const BRANDS: Record<string, string> = {
  prezelewy24: 'Przelewy24',
  blik: 'BLIK',
  giropay: 'giropay',
  mastercard: 'Mastercard',
  visa: 'Visa',
  cartebancaire: 'Carte Bancaire',
  nexi: 'Nexi',
  ideal: 'iDEAL',
  bancontact: 'Bancontact',
  applepay: 'Apple Pay',
  paysafecard: 'paysafecard',
  maestro: 'Maestro',
  paypal: 'PayPal',
  sofort: 'SOFORT',
  eps: 'eps',
};

const TRANSLATED: Record<string, TMessageKey> = {
  creditcard: 'payments.method_creditcard',
  sct: 'payments.method_sct',
  sdd: 'payments.method_sdd',
};

/** The name a member reads for a payment method of spec section 3. */
export function paymentMethodName(method: string, t: (key: TMessageKey) => string): string {
  const key = TRANSLATED[method];
  return key ? t(key) : (BRANDS[method] ?? method);
}
