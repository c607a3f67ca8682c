import { useId } from 'react';
import { useRevalidator } from 'react-router';
import { visibleLocales, type TCountry, type TLocale } from '@cupido/contract/browser';
import { call } from '../lib/api.ts';
import { loadCatalog } from '../lib/catalogs.ts';
import { localeCookie } from '../lib/cookies.ts';
import { useI18n } from '../lib/i18n.tsx';
import { displayNames } from '../lib/intl-format.ts';
import { useSite } from '../lib/use-root-data.ts';
import { GlobeIcon } from './icons.tsx';

/** Each language named in itself ("Deutsch", "Nederlands"). */
export function endonym(locale: TLocale): string {
  const name = displayNames(locale, 'language').of(locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/**
 * The languages this visitor or member may choose (spec section 5) and the choice itself: kept
 * in the locale cookie for 365 days, saved to the account of a member (spec section 4), then
 * the page data reloads in that language. Shared by the dropdown and the lang-config page.
 */
export function useLanguageChoice() {
  const { locale } = useI18n();
  const { settings, browserLocale, user } = useSite();
  const revalidator = useRevalidator();
  const locales = visibleLocales({
    geoipCountry: settings.geoip_country,
    selectedCountry: settings.geoip_selected_country,
    profileCountry: (user?.country ?? null) as TCountry | null,
    currentLocale: locale,
    browserLocale,
    isLoggedIn: user !== null,
  });
  async function choose(language: TLocale) {
    document.cookie = localeCookie(language);
    // The new language's texts load alongside, so the page changes language in one step.
    const catalog = loadCatalog(language).catch(() => undefined);
    if (user) await call('PUT /api/user.php', { body: { language } }).catch(() => undefined);
    await catalog;
    await revalidator.revalidate();
  }
  return { locales, locale, choose };
}

/** The language dropdown of the top navigation; hidden when there is nothing to choose. */
export function LanguageSelect() {
  const id = useId();
  const { t } = useI18n();
  const { locales, locale, choose } = useLanguageChoice();
  if (locales.length < 2) return null;

  // Below 576 px the list lies unseen over the globe and the language's code ("DE"), so the
  // bar keeps one line; a tap still opens it with every language named in itself.
  return (
    <div className="lang-picker d-flex align-items-center gap-1">
      <label htmlFor={id} className="text-secondary d-inline-flex" title={t('nav.language')}>
        <GlobeIcon />
        <span className="visually-hidden">{t('nav.language')}</span>
      </label>
      <span className="lang-code" aria-hidden="true">
        {locale.toUpperCase()}
      </span>
      <select
        id={id}
        className="form-select form-select-sm lang-select"
        value={locale}
        onChange={(event) => void choose(event.target.value as TLocale)}
      >
        {locales.map((l) => (
          <option key={l} value={l} lang={l}>
            {endonym(l)}
          </option>
        ))}
      </select>
    </div>
  );
}
