import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { TLocale } from '@cupido/contract';
import type { TCatalog, TMessageKey } from '@cupido/i18n';
import { interpolate, type TParams } from '@cupido/i18n/format';

type TI18n = { locale: TLocale; t: (key: TMessageKey, params?: TParams) => string };

const I18nContext = createContext<TI18n | null>(null);

/** Provides the current locale's catalog, which the root loader sends with the page. */
export function I18nProvider({
  locale,
  messages,
  children,
}: {
  locale: TLocale;
  messages: TCatalog;
  children: ReactNode;
}) {
  const value = useMemo<TI18n>(
    () => ({ locale, t: (key, params) => interpolate(messages[key] ?? key, params) }),
    [locale, messages],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): TI18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}
