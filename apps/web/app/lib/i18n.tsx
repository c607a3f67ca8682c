import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useState,
  type ReactNode,
} from 'react';
import type { TLocale } from '@cupido/contract';
import type { TCatalog, TMessageKey } from '@cupido/i18n';
import { interpolate, type TParams } from '@cupido/i18n/format';
import { catalogFor, loadCatalog } from './catalogs.ts';

type TI18n = { locale: TLocale; t: (key: TMessageKey, params?: TParams) => string };

const I18nContext = createContext<TI18n | null>(null);

/**
 * The catalog of `locale`: at once when it is here (the page's own language is loaded before
 * hydration); otherwise the one shown so far stays until the new one has loaded.
 */
function useCatalog(locale: TLocale): TCatalog | undefined {
  const here = catalogFor(locale);
  const [shown, setShown] = useState(here);
  if (here && here !== shown) setShown(here);
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!here) loadCatalog(locale).then(loaded, () => undefined);
  }, [locale, here]);
  return here ?? shown;
}

/** Provides the current locale's catalog (decision 32: a chunk of its own in the browser). */
export function I18nProvider({ locale, children }: { locale: TLocale; children: ReactNode }) {
  const messages = useCatalog(locale);
  const value = useMemo<TI18n>(
    () => ({ locale, t: (key, params) => interpolate(messages?.[key] ?? key, params) }),
    [locale, messages],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): TI18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}
