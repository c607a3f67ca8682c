import { DEFAULT_LOCALE, type TLocale } from '@cupido/contract/browser';
import type { TMessageKey } from '@cupido/i18n';
import { catalogTranslator } from '@cupido/i18n/format';
import { countedTitle } from './badge.ts';
import { catalogFor } from './catalogs.ts';

type TMatch = { id: string; data?: unknown } | undefined;
type TRoot = {
  locale: TLocale;
  settings: { name: string; cdn_prefix: string };
  user?: { unread_messages: number; new_likes: number } | null;
};

/**
 * A translator in the page's language for `meta` (which runs outside React): the root data names
 * the locale; its catalog is on the server, and in the browser since before hydration.
 */
export function metaT(matches: readonly TMatch[]) {
  const root = matches.find((m) => m?.id === 'root')?.data as TRoot | undefined;
  const locale = root?.locale ?? DEFAULT_LOCALE;
  return { root, t: catalogTranslator(locale, root ? catalogFor(locale) : undefined) };
}

/** A page's title as every page writes it: what the page is, then the site (one separator). */
export function siteTitle(text: string, siteName: string | undefined): string {
  return siteName ? `${text} | ${siteName}` : text;
}

/** The `title` meta of a page whose title is one catalog text. */
export function titleMeta(matches: readonly TMatch[], key: TMessageKey): { title: string } {
  return textTitleMeta(matches, metaT(matches).t(key));
}

/** The `title` meta of a page whose title is a text already made (a name, a loader's text). */
export function textTitleMeta(matches: readonly TMatch[], text: string): { title: string } {
  const { root } = metaT(matches);
  return { title: countedTitle(siteTitle(text, root?.settings.name), root?.user) };
}
