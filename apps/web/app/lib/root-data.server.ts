import {
  ALERT_DISMISSAL_KEYS,
  CONSENT_COOKIE,
  isLocale,
  LOCALE_COOKIE,
  localeFromAcceptLanguage,
  PUSH_ALERT_COOKIE,
  SITE_ENTRY_STORAGE_KEY,
  resolveLocale,
  TIME_BONUS_CODE,
  TIME_BONUS_SECONDS,
} from '@cupido/contract';
import { localeCookie, readCookie } from './cookies.ts';
import { clearFormOutcomeCookie, readFormOutcome } from './form-outcome.ts';
import { catalogs } from '@cupido/i18n';
import { callInProcess, load, ssr } from './ssr-context.server.ts';
import { hasTrackingSource } from './tracking.ts';

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
  // The time bonus is drawn with the page (decision 59: nothing may push the page down after it
  // is drawn); only an unpaid member within its window from signing up can have one (spec
  // section 2), so no other member's page asks.
  const timeBonus =
    user && !user.paid_user && Date.now() - Date.parse(user.signup_date) < TIME_BONUS_SECONDS * 1000
      ? await timeBonusOf(context)
      : null;
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
    /** The member's alerts dismissed in this browser (their cookies): drawn without them. */
    dismissedAlerts: ALERT_DISMISSAL_KEYS.filter((key) => readCookie(cookieHeader, key) !== null),
    /** The push alert offers pushes in this browser, as it last found out (or has yet to). */
    pushAlert: readCookie(cookieHeader, PUSH_ALERT_COOKIE) !== '0',
    /** The member's time bonus (spec section 4) as the page was loaded, or null. */
    timeBonus,
    /** The outcome of a form sent before the scripts ran (decision 40), shown once. */
    formOutcome,
    /** The visit came through an ad's link (hasTrackingSource). */
    trackingSource: hasTrackingSource(url, cookieHeader),
  };
}

/** The member's time bonus now: its percentage and the seconds it has left, or null. */
async function timeBonusOf(
  context: unknown,
): Promise<{ percentage: number; validity: number } | null> {
  const { answer } = await callInProcess(context, 'GET /api/discountcode.php', {
    query: { code: TIME_BONUS_CODE },
  });
  const code = answer?.discount_code;
  if (!code || code.validity === null || code.validity <= 0) return null;
  return { percentage: code.value_percentage, validity: code.validity };
}

/** The root loader's data as the page gets it: without the catalog. */
export type TRootData = Omit<Awaited<ReturnType<typeof fetchRootData>>, 'messages'>;
