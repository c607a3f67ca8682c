import { DEFAULT_LOCALE, type TLocale } from '@cupido/contract/browser';
import { en, type TMessageKey } from './catalogs/en.ts';
import { catalogTranslator, type TParamsOf, type TTranslate } from './format.ts';
import { de } from './catalogs/de.ts';
import { es } from './catalogs/es.ts';
import { fr } from './catalogs/fr.ts';
import { it } from './catalogs/it.ts';
import { nl } from './catalogs/nl.ts';
import { pl } from './catalogs/pl.ts';
import type { TCatalog } from './catalog.ts';

export type { TMessageKey } from './catalogs/en.ts';
export type { TCatalog } from './catalog.ts';
export {
  interpolate,
  type TMessageParams,
  type TParams,
  type TParamsOf,
  type TTranslate,
} from './format.ts';
export { paymentMethodName } from './payment-method-name.ts';
export { keepFilledParts, type LegalDoc } from './legal/legal-doc.ts';
export { LEGAL_PAGES, loadLegalDoc, type TLegalPage } from './legal/load-legal-doc.ts';

export const catalogs: Record<TLocale, TCatalog> = { en, de, es, fr, it, nl, pl };

/**
 * A key of the catalogs (a zod issue's message code, say). The browser asks its loaded catalog
 * instead (`useI18n().isMessageKey`): importing this would add the English catalog to its bundle.
 */
export function isMessageKey(key: string): key is TMessageKey {
  return key in en;
}

/** A translator bound to one locale (an unknown one reads English). */
export function translator(locale: TLocale): TTranslate {
  const known = locale in catalogs ? locale : DEFAULT_LOCALE;
  return catalogTranslator(known, catalogs[known]);
}

export function translate<K extends TMessageKey>(
  locale: TLocale,
  key: K,
  ...params: TParamsOf<K>
): string {
  return translator(locale)(key, ...params);
}
