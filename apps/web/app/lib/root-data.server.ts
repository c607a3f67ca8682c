import {
  isLocale,
  LOCALE_COOKIE,
  localeFromAcceptLanguage,
  SITE_ENTRY_STORAGE_KEY,
  resolveLocale,
  ZCompanyInfoResponse,
  ZSettingsResponse,
  ZUserResponse,
} from '@cupido/contract';
import { localeCookie, readCookie } from './cookies.ts';
import { CONSENT_COOKIE } from './consent.ts';
import { catalogs } from '@cupido/i18n';
import { apiGet, ssr } from './ssr-context.server.ts';

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
  const query = new URLSearchParams({ page: url.pathname.slice(0, 300) });
  const forced = url.searchParams.get('domain');
  if (forced && !ctx.isProduction) query.set('domain', forced);

  const domainQuery = forced && !ctx.isProduction ? `?domain=${encodeURIComponent(forced)}` : '';
  const [{ settings }, { companyinfo }, user] = await Promise.all([
    ctx
      .api(`/api/settings.php?${query}`, cookie === undefined ? {} : { cookie })
      .then((answer) => ZSettingsResponse.parse(answer.data)),
    apiGet(context, `/api/companyinfo.php${domainQuery}`, ZCompanyInfoResponse),
    // A stale session answers 401 and clears its cookie: the visitor is simply logged out.
    ctx
      .api('/api/user.php')
      .then((answer) => (answer.status === 200 ? ZUserResponse.parse(answer.data).user : null)),
  ]);
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
  };
}

/** The root loader's data as the page gets it: without the catalog. */
export type TRootData = Omit<Awaited<ReturnType<typeof fetchRootData>>, 'messages'>;
