import { useId } from 'react';
import { Form, Link } from 'react-router';
import type { TCreditsResponse } from '@cupido/contract/browser';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { DiscountRefusal } from './discount-refusal.tsx';
import { HeldDiscount } from './held-discount.tsx';
import { refusalToShow } from './shop-discount.ts';
import { usePaymentsFormat } from './use-payments-format.ts';

/**
 * A discount that ends within a day (the time bonus lasts 4 hours) says at what time, in the
 * viewer's time zone, once the page runs in the browser; the server writes its date.
 */
const endsSoon = (iso: string) => Date.parse(iso) - Date.now() < 86_400_000;

/**
 * The shop's discount (offers, decision 28): the field to enter a code (a plain GET form to
 * `/credits?code=`, so it works before the page is interactive and a link can do the same), the
 * code that applies with its terms, why an entered code does not apply, and where a first-purchase
 * discount went that a payment the member started and left holds.
 */
export function DiscountPanel({ shop, next }: { shop: TCreditsResponse; next: string | null }) {
  const { t, money, date, localDateTime, method } = usePaymentsFormat();
  const id = useId();
  const hydrated = useHydrated();
  const d = shop.discount;
  const refused = refusalToShow(shop);
  const label =
    d?.kind === 'time_bonus'
      ? t('offers.time_bonus_applied', { percentage: d.percentage })
      : d?.kind === 'welcome'
        ? t('offers.welcome_applied', { percentage: d.percentage })
        : d
          ? t('offers.code_applied', { code: d.code, percentage: d.percentage })
          : null;
  const terms = d
    ? [
        d.expires
          ? t('offers.valid_until', {
              date: hydrated && endsSoon(d.expires) ? localDateTime(d.expires) : date(d.expires),
            })
          : null,
        d.minimum_order_value !== null && d.currency
          ? t('offers.minimum', { amount: money(d.minimum_order_value, d.currency) })
          : null,
        d.paymentmethods
          ? t('offers.methods_only', { methods: d.paymentmethods.map(method).join(', ') })
          : null,
      ].filter((x): x is string => x !== null)
    : [];
  const removable = d && (d.kind === 'standard' || d.kind === 'retention');
  const held = shop.discount_held;
  return (
    <div className="mb-3">
      {held && <HeldDiscount held={held} />}
      {refused && (
        <p
          className={`alert ${refused.reason === 'not_better' ? 'alert-info' : 'alert-danger'}`}
          role="alert"
          data-testid="discount-error"
        >
          <DiscountRefusal reason={refused.reason} />
        </p>
      )}
      {d && label && (
        <div className="alert alert-success" role="status" data-testid="discount">
          <p className="fw-bold mb-0">{label}</p>
          {terms.length > 0 && <p className="small mb-0">{terms.join(' · ')}</p>}
          {removable && (
            <Link
              to={next ? `/credits?next=${encodeURIComponent(next)}` : '/credits'}
              className="small alert-link"
            >
              {t('offers.code_remove')}
            </Link>
          )}
        </div>
      )}
      <Form method="get" action="/credits" className="discount-form">
        {next && <input type="hidden" name="next" value={next} />}
        <label htmlFor={`${id}-code`} className="form-label small fw-semibold mb-1">
          {t('offers.code_label')}
        </label>
        <div className="input-group">
          <input
            id={`${id}-code`}
            name="code"
            className={`form-control${refused && refused.reason !== 'not_better' ? ' is-invalid' : ''}`}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            required
            defaultValue={refused?.code ?? (d && removable ? d.code : '')}
            aria-describedby={refused ? `${id}-error` : undefined}
          />
          <button type="submit" className="btn btn-outline-brand">
            {t('offers.code_apply')}
          </button>
        </div>
        {refused && (
          <span id={`${id}-error`} className="visually-hidden">
            {t(`api.discount_code_${refused.reason}`)}
          </span>
        )}
      </Form>
    </div>
  );
}
