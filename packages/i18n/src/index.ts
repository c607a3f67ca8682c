import { DEFAULT_LOCALE, type TLocale } from '@cupido/contract';
import { en, type TMessageKey } from './catalogs/en.ts';
import { interpolate, type TParams } from './format.ts';
import { de } from './catalogs/de.ts';
import { es } from './catalogs/es.ts';
import { fr } from './catalogs/fr.ts';
import { it } from './catalogs/it.ts';
import { nl } from './catalogs/nl.ts';
import { pl } from './catalogs/pl.ts';
import type { TCatalog } from './catalog.ts';

export type { TMessageKey } from './catalogs/en.ts';
export type { TCatalog } from './catalog.ts';
export { interpolate, isMessageKey, type TParams } from './format.ts';
export { pluralKey, type TPluralBase } from './plural.ts';
export { paymentMethodName } from './payment-method-name.ts';
export type { LegalDoc } from './legal/legal-doc.ts';
export { LEGAL_PAGES, loadLegalDoc, type TLegalPage } from './legal/load-legal-doc.ts';

export const catalogs: Record<TLocale, TCatalog> = { en, de, es, fr, it, nl, pl };

export function translate(locale: TLocale, key: TMessageKey, params?: TParams): string {
  const template = catalogs[locale]?.[key] ?? catalogs[DEFAULT_LOCALE][key];
  return interpolate(template, params);
}

/** A translator bound to one locale. */
export function translator(locale: TLocale) {
  return (key: TMessageKey, params?: TParams) => translate(locale, key, params);
}
export type TTranslate = ReturnType<typeof translator>;
