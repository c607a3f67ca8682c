import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useState,
  type ReactNode,
} from 'react';
import type { TLocale } from '@cupido/contract/browser';
import type { TMessageKey } from '@cupido/i18n';
import { catalogTranslator, type TTranslate } from '@cupido/i18n/format';
import { catalogFor, loadCatalog } from './catalogs.ts';

type TI18n = {
  locale: TLocale;
  t: TTranslate;
  /** A key of the catalogs (asked of the loaded one: the English catalog stays on the server). */
  isMessageKey: (key: string) => key is TMessageKey;
};

const I18nContext = createContext<TI18n | null>(null);

/**
 * The locale whose catalog is shown: `locale` at once when its catalog is here (the page's own
 * language is loaded before hydration); otherwise the one shown so far stays until the new one
 * has loaded.
 */
function useShownLocale(locale: TLocale): TLocale | undefined {
  const here = catalogFor(locale) !== undefined;
  const [shown, setShown] = useState(here ? locale : undefined);
  if (here && shown !== locale) setShown(locale);
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!here) loadCatalog(locale).then(loaded, () => undefined);
  }, [locale, here]);
  return here ? locale : shown;
}

/**
 * Provides the current locale's messages (decision 32: a chunk of its own in the browser). `t`
 * formats a catalog's ICU texts in that catalog's own language (its plural forms, its digits).
 */
export function I18nProvider({ locale, children }: { locale: TLocale; children: ReactNode }) {
  const shown = useShownLocale(locale);
  const value = useMemo<TI18n>(() => {
    const catalog = shown ? catalogFor(shown) : undefined;
    return {
      locale,
      t: catalogTranslator(shown ?? locale, catalog),
      isMessageKey: (key): key is TMessageKey => catalog !== undefined && key in catalog,
    };
  }, [locale, shown]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): TI18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}
