import { catalogs as allCatalogs, type TCatalog } from '@cupido/i18n';
import type { TLocale } from '@cupido/contract/browser';

/**
 * The message catalogs (decision 32). The server holds all seven. The browser loads only its
 * page's language, as a chunk of its own (cached like any asset), before hydrating; another
 * language loads when the member switches. The catalog is no longer sent inside every page's
 * data (some 60 KB of each page's HTML).
 */
const chunks: Record<TLocale, () => Promise<TCatalog>> = {
  en: () => import('@cupido/i18n/catalogs/en').then((m) => m.en),
  de: () => import('@cupido/i18n/catalogs/de').then((m) => m.de),
  es: () => import('@cupido/i18n/catalogs/es').then((m) => m.es),
  fr: () => import('@cupido/i18n/catalogs/fr').then((m) => m.fr),
  it: () => import('@cupido/i18n/catalogs/it').then((m) => m.it),
  nl: () => import('@cupido/i18n/catalogs/nl').then((m) => m.nl),
  pl: () => import('@cupido/i18n/catalogs/pl').then((m) => m.pl),
};
const loaded = new Map<TLocale, TCatalog>();

/** The catalog of `locale` if it is here: always on the server, once loaded in the browser. */
export function catalogFor(locale: TLocale): TCatalog | undefined {
  return import.meta.env.SSR ? allCatalogs[locale] : loaded.get(locale);
}

/** Loads the catalog of `locale` into the browser (once). */
export async function loadCatalog(locale: TLocale): Promise<TCatalog> {
  const known = catalogFor(locale);
  if (known) return known;
  const catalog = await (chunks[locale] ?? chunks.en)();
  loaded.set(locale, catalog);
  return catalog;
}
