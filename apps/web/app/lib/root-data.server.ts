import {
  CONSENT_COOKIE,
  isLocale,
  LOCALE_COOKIE,
  localeFromAcceptLanguage,
  SITE_ENTRY_STORAGE_KEY,
  resolveLocale,
} from '@cupido/contract';
import { localeCookie, readCookie } from './cookies.ts';
import { clearFormOutcomeCookie, readFormOutcome } from './form-outcome.ts';
import { catalogs } from '@cupido/i18n';
import { callInProcess, load, ssr } from './ssr-context.server.ts';

/**
 * Data every page needs: the site's settings and company info (through the API, in-process),
 * the locale and its catalog. A first visit gets the browser's language as its locale cookie;
 * without a supported browser language, settings.php sets the site's language (spec section 7).
 */
export function loadRootData(request: Request, context: unknown) {
  // Memoized per page request: route loaders that need the locale share the root's answer.
  let pending = memo.get(context as object);
  if (!pending) {
    pending = fetchRootData(request, context);
    memo.set(context as object, pending);
  }
  return pending;
}

const memo = new WeakMap<object, ReturnType<typeof fetchRootData>>();

async function fetchRootData(request: Request, context: unknown) {
  const ctx = ssr(context);
  const url = new URL(request.url);
  const cookieHeader = request.headers.get('cookie');
  const cookieLocale = readCookie(cookieHeader, LOCALE_COOKIE);
  const acceptLanguage = request.headers.get('accept-language');
  const browserLocale = localeFromAcceptLanguage(acceptLanguage);

  let cookie: string | undefined;
  if (!isLocale(cookieLocale) && browserLocale) {
    ctx.setCookie(localeCookie(browserLocale));
    cookie = [cookieHeader, `${LOCALE_COOKIE}=${browserLocale}`].filter(Boolean).join('; ');
  }
  const forced = url.searchParams.get('domain');
  const domain = forced && !ctx.isProduction ? forced : undefined;

  const [{ settings }, { companyinfo }, user] = await Promise.all([
    callInProcess(
      context,
      'GET /api/settings.php',
      { query: { page: url.pathname.slice(0, 300), domain } },
      { cookie },
    ).then(({ status, answer }) => {
      // No page can be drawn without its site's settings.
      if (!answer) throw new Error(`settings.php answered ${status}`);
      return answer;
    }),
    load(context, 'GET /api/companyinfo.php', { query: { domain } }),
    // A stale session answers 401 and clears its cookie: the visitor is simply logged out.
    callInProcess(context, 'GET /api/user.php', {}).then(({ answer }) => answer?.user ?? null),
  ]);
  const formOutcome = readFormOutcome(cookieHeader);
  if (formOutcome) ctx.setCookie(clearFormOutcomeCookie);
  const locale = resolveLocale({
    cookie: cookieLocale,
    acceptLanguage,
    domainLanguage: settings.domain_language,
  });
  return {
    settings,
    company: companyinfo,
    locale,
    /** For server loaders only: the root loader leaves it out of the page (decision 32). */
    messages: catalogs[locale],
    browserLocale,
    nonce: ctx.nonce,
    /** The logged-in member, or null for a visitor. */
    user,
    /** The visitor dismissed the site-entry warning: the page is drawn without it. */
    entryDismissed: readCookie(cookieHeader, SITE_ENTRY_STORAGE_KEY) !== null,
    /** The visitor's stored cookie choice (the consent cookie's value), or null: the banner and
     * the consented tags are drawn with the page. */
    consentStored: readCookie(cookieHeader, CONSENT_COOKIE),
    /** The outcome of a form sent before the scripts ran (decision 40), shown once. */
    formOutcome,
  };
}

/** The root loader's data as the page gets it: without the catalog. */
export type TRootData = Omit<Awaited<ReturnType<typeof fetchRootData>>, 'messages'>;
