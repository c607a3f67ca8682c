import type { TCurrency, TPaymentMethod } from '@cupido/contract';
import type { Queryable } from '../../platform/db/db.ts';
import { insertBundle, insertMethod, siteHasBundles } from '../payments/index.ts';
import { seedDemoOffers } from './demo-offers.ts';
import { listDemoSiteCountries } from './demo.repo.ts';

/** One currency per country (issue 10). */
const CURRENCY: Record<string, TCurrency> = {
  NL: 'EUR',
  BE: 'EUR',
  IE: 'EUR',
  DE: 'EUR',
  AT: 'EUR',
  IT: 'EUR',
  FR: 'EUR',
  ES: 'EUR',
  GB: 'GBP',
  US: 'USD',
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
  PL: 'PLN',
  CH: 'CHF',
};

/** Believable bundle prices per currency (minor units) for 15, 40, 100 and 250 credits. */
const PRICES: Record<TCurrency, [number, number, number, number]> = {
  EUR: [995, 1995, 3995, 7995],
  GBP: [895, 1795, 3495, 6995],
  USD: [1195, 2395, 4495, 8995],
  CAD: [1495, 2995, 5995, 11995],
  AUD: [1695, 3295, 6495, 12995],
  NZD: [1795, 3595, 6995, 13995],
  PLN: [4495, 8995, 17995, 34995],
  CHF: [1095, 2195, 4295, 8495],
};
const CREDITS = [15, 40, 100, 250] as const;
/** The bundle with the popular marker. */
const POPULAR = 1;

/**
 * The methods of spec section 3 each where it works: iDEAL in the Netherlands, Bancontact in
 * Belgium, giropay and SOFORT in Germany, EPS in Austria, BLIK and Przelewy24 in Poland (PLN),
 * Cartes Bancaires in France, Nexi in Italy; SEPA transfer and direct debit only for euros;
 * cards, PayPal and Apple Pay (the web hides it where the browser cannot pay) everywhere.
 */
const METHODS: Record<string, TPaymentMethod[]> = {
  NL: ['ideal', 'mastercard', 'visa', 'maestro', 'paypal', 'applepay', 'sct', 'sdd', 'paysafecard'],
  BE: ['bancontact', 'mastercard', 'visa', 'maestro', 'paypal', 'applepay', 'sofort', 'sct', 'sdd'],
  DE: [
    'sofort',
    'giropay',
    'mastercard',
    'visa',
    'paypal',
    'applepay',
    'sdd',
    'sct',
    'paysafecard',
  ],
  AT: ['eps', 'sofort', 'mastercard', 'visa', 'paypal', 'applepay', 'sdd', 'sct', 'paysafecard'],
  CH: ['mastercard', 'visa', 'paypal', 'applepay', 'paysafecard'],
  PL: ['blik', 'prezelewy24', 'mastercard', 'visa', 'paypal', 'applepay', 'paysafecard'],
  IT: ['nexi', 'mastercard', 'visa', 'paypal', 'applepay', 'sct', 'sdd', 'paysafecard'],
  FR: ['cartebancaire', 'mastercard', 'visa', 'paypal', 'applepay', 'sct', 'sdd', 'paysafecard'],
  ES: ['mastercard', 'visa', 'paypal', 'applepay', 'sct', 'sdd', 'paysafecard'],
  IE: ['mastercard', 'visa', 'paypal', 'applepay', 'sct', 'sdd'],
  GB: ['mastercard', 'visa', 'maestro', 'paypal', 'applepay', 'paysafecard'],
  US: ['creditcard', 'paypal', 'applepay'],
  CA: ['creditcard', 'paypal', 'applepay'],
  AU: ['creditcard', 'paypal', 'applepay'],
  NZ: ['creditcard', 'paypal', 'applepay'],
};

/**
 * The demo sites' shop: four bundles and the local methods for each of their countries, and their
 * discount codes (demo-offers.ts). Runs on
 * every start of a development database (never in production) and adds what a demo site lacks.
 */
export async function seedDemoShop(db: Queryable): Promise<void> {
  const sites = await listDemoSiteCountries(db);
  for (const site of sites) {
    if (await siteHasBundles(db, site.id)) continue;
    for (const country of site.countries) {
      const currency = CURRENCY[country];
      if (!currency) continue;
      for (const [i, credits] of CREDITS.entries()) {
        await insertBundle(db, {
          siteId: site.id,
          country,
          credits,
          price: PRICES[currency][i]!,
          currency,
          popular: i === POPULAR,
          sort: i,
        });
      }
      for (const [i, method] of (METHODS[country] ?? []).entries())
        await insertMethod(db, site.id, country, method, i);
    }
  }
  await seedDemoOffers(db);
}
