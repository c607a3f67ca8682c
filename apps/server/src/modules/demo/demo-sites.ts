import type { TCompanyInfo } from '@cupido/contract';
import type { TSiteConfig } from '../sites/index.ts';

type TDemoSite = {
  domain: string;
  isDefault: boolean;
  config: Partial<TSiteConfig>;
  company: TCompanyInfo;
};

/** A demo operator: each brand its own company, in its own country, with its own phone. */
const company = (c: {
  name: string;
  tradename: string;
  address: string;
  city: string;
  country: string;
  kvk: string;
  vat: string;
  phone: string;
}): TCompanyInfo => ({
  name: c.name,
  address: c.address,
  kvk: c.kvk,
  city: c.city,
  country: c.country,
  tradenames: [c.tradename],
  vat_numbers: [c.vat],
  support_phone: c.phone,
  delete_discount: 50,
  added: '2024-03-01T09:00:00Z',
});

/**
 * Demo sites of a fresh development database. Names under .localhost resolve to this machine
 * in browsers without any set-up; unknown hosts (localhost) fall back to the default site.
 */
export const DEMO_SITES: TDemoSite[] = [
  {
    domain: 'cupido.localhost',
    isDefault: true,
    config: {
      name: 'Cupido Demo',
      domain_language: 'en',
      languages: ['en', 'es', 'fr'],
      index_title: {
        en: 'Cupido Demo: dating and chat for adults',
        es: 'Cupido Demo: citas y chat para adultos',
        fr: 'Cupido Demo : rencontres et chat pour adultes',
      },
      description: {
        en: 'Meet singles near you, chat and flirt. Free sign-up.',
        es: 'Conoce a solteros cerca de ti, chatea y liga. Registro gratuito.',
        fr: 'Rencontrez des célibataires près de chez vous, discutez et flirtez. Inscription gratuite.',
      },
      theme_color: '#d6336c',
      countries: ['GB', 'IE', 'US', 'CA', 'AU', 'NZ'],
      enable_site_entry_popup: 'no',
      support_email: 'support@cupido.localhost',
      support_phone: '+44 20-0000 0000',
      // What a message costs in the biggest bundle (demo-shop.ts: 250 credits), rounded up: the
      // chat's 'Messages from' must not promise less than the shop sells.
      minimum_message_costs: {
        GB: { costs: 28, currency: 'GBP' },
        US: { costs: 36, currency: 'USD' },
      },
      signup_credits: 3,
    },
    company: company({
      name: 'Cupido Demo Ltd',
      tradename: 'Cupido Demo',
      address: '1 Demo Street',
      city: 'London',
      country: 'GB',
      kvk: '',
      vat: 'GB000000000',
      phone: '+44 20-0000 0000',
    }),
  },
  {
    domain: 'hartjes.localhost',
    isDefault: false,
    config: {
      name: 'Hartjes Demo',
      domain_language: 'nl',
      languages: ['nl', 'fr', 'de'],
      index_title: {
        nl: 'Hartjes Demo: daten en chatten voor volwassenen',
        fr: 'Hartjes Demo : rencontres pour adultes',
        de: 'Hartjes Demo: Dating für Erwachsene',
      },
      description: {
        nl: 'Ontmoet singles bij jou in de buurt. Gratis inschrijven.',
        fr: 'Rencontrez des célibataires près de chez vous. Inscription gratuite.',
        de: 'Singles in deiner Nähe treffen. Kostenlos anmelden.',
      },
      theme_color: '#c2255c',
      countries: ['NL', 'BE'],
      enable_site_entry_popup: 'NL,BE',
      support_email: 'klantenservice@hartjes.localhost',
      support_phone: '+31 20-000 0000',
      minimum_message_costs: {
        NL: { costs: 32, currency: 'EUR' },
        BE: { costs: 32, currency: 'EUR' },
      },
      signup_credits: 3,
    },
    company: company({
      name: 'Hartjes Demo B.V.',
      tradename: 'Hartjes Demo',
      address: 'Demostraat 1',
      city: 'Amsterdam',
      country: 'NL',
      kvk: '00000000',
      vat: 'NL000000000B01',
      phone: '+31 20-000 0000',
    }),
  },
  {
    domain: 'herzklopfen.localhost',
    isDefault: false,
    config: {
      name: 'Herzklopfen Demo',
      domain_language: 'de',
      languages: ['de', 'it', 'fr', 'pl'],
      index_title: {
        de: 'Herzklopfen Demo: Dating und Chat für Erwachsene',
        it: 'Herzklopfen Demo: incontri e chat per adulti',
        fr: 'Herzklopfen Demo : rencontres et chat pour adultes',
        pl: 'Herzklopfen Demo: randki i czat dla dorosłych',
      },
      description: {
        de: 'Singles in deiner Nähe treffen. Kostenlos anmelden.',
        it: 'Incontra single vicino a te. Iscrizione gratuita.',
        fr: 'Rencontrez des célibataires près de chez vous. Inscription gratuite.',
        pl: 'Poznaj singli w swojej okolicy. Rejestracja za darmo.',
      },
      theme_color: '#7048e8',
      countries: ['DE', 'AT', 'CH', 'PL', 'IT', 'FR', 'ES'],
      enable_site_entry_popup: 'DE',
      support_email: 'support@herzklopfen.localhost',
      support_phone: '+49 30 0000-0000',
      minimum_message_costs: {
        DE: { costs: 32, currency: 'EUR' },
        CH: { costs: 34, currency: 'CHF' },
        PL: { costs: 140, currency: 'PLN' },
      },
      signup_credits: 3,
    },
    company: company({
      name: 'Herzklopfen Demo GmbH',
      tradename: 'Herzklopfen Demo',
      address: 'Demostraße 1',
      city: 'Berlin',
      country: 'DE',
      kvk: '',
      vat: 'DE000000000',
      phone: '+49 30 0000-0000',
    }),
  },
];
