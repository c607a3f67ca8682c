import { useId } from 'react';
import { useRevalidator } from 'react-router';
import { visibleLocales, type TCountry, type TLocale } from '@cupido/contract';
import { api } from '../lib/api.ts';
import { localeCookie } from '../lib/cookies.ts';
import { useI18n } from '../lib/i18n.tsx';
import { useSite } from '../lib/use-root-data.ts';
import { GlobeIcon } from './icons.tsx';

/** Each language named in itself ("Deutsch", "Nederlands"). */
function endonym(locale: TLocale): string {
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/**
 * The language dropdown, filtered by country as spec section 5 says. Choosing a language keeps
 * it in the locale cookie for 365 days and reloads the page data in that language.
 */
export function LanguageSelect() {
  const id = useId();
  const { t, locale } = useI18n();
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
  if (locales.length < 2) return null;

  return (
    <div className="d-flex align-items-center gap-1">
      <label htmlFor={id} className="text-secondary d-inline-flex" title={t('nav.language')}>
        <GlobeIcon />
        <span className="visually-hidden">{t('nav.language')}</span>
      </label>
      <select
        id={id}
        className="form-select form-select-sm lang-select"
        value={locale}
        onChange={async (event) => {
          const language = event.target.value as TLocale;
          document.cookie = localeCookie(language);
          // Spec section 4: a member's choice is saved to the account too.
          if (user) await api.put('/api/user.php', { language }).catch(() => undefined);
          void revalidator.revalidate();
        }}
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
