import { DEFAULT_LOCALE, type TLocale } from '@cupido/contract/browser';
import { catalogTranslator } from '@cupido/i18n/format';
import { catalogFor } from './catalogs.ts';

type TMatch = { id: string; data?: unknown } | undefined;
type TRoot = { locale: TLocale; settings: { name: string; cdn_prefix: string } };

/**
 * A translator in the page's language for `meta` (which runs outside React): the root data names
 * the locale; its catalog is on the server, and in the browser since before hydration.
 */
export function metaT(matches: readonly TMatch[]) {
  const root = matches.find((m) => m?.id === 'root')?.data as TRoot | undefined;
  const locale = root?.locale ?? DEFAULT_LOCALE;
  return { root, t: catalogTranslator(locale, root ? catalogFor(locale) : undefined) };
}
