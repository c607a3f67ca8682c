import { formatMoney, formatPerCredit } from '@cupido/i18n/money';
import { paymentMethodName } from '@cupido/i18n/payment-method-name';
import { useI18n } from '../../lib/i18n.tsx';
import { dateTimeFormat } from '../../lib/intl-format.ts';

/** The shop's ways of writing credits, prices and methods in the member's language. */
export function usePaymentsFormat() {
  const { t, locale } = useI18n();
  return {
    t,
    locale,
    /** '1 credit', '25 credits' (Polish: 1 kredyt, 2 kredyty, 5 kredytów). */
    credits: (count: number) => t('payments.credits', { count }),
    money: (minor: number, currency: string) => formatMoney(minor, currency, locale),
    perCredit: (minor: number, credits: number, currency: string) =>
      formatPerCredit(minor, credits, currency, locale),
    method: (method: string) => paymentMethodName(method, t),
    date: (iso: string) =>
      dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso)),
    /** The date and time in the viewer's own time zone: in the browser only (hydration). */
    localDateTime: (iso: string) =>
      dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
  };
}
