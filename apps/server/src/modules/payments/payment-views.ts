import type { TCreditBundle, TPayment, TReceipt } from '@cupido/contract';
import type { TSite } from '../sites/index.ts';
import type { TBundleRow, TMemberAccount, TPaymentRow } from './payments.repo.ts';

const DAY_MS = 86_400_000;
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

export const bundleView = (b: TBundleRow): TCreditBundle => ({
  id: b.id,
  credits: b.credits,
  price: b.price,
  currency: b.currency,
  price_per_credit: Math.round((b.price / b.credits) * 100) / 100,
  popular: b.popular,
});

/**
 * A payment as its member sees it. Refundable: paid, within `refund_days` of paying, and the
 * member still holds bought (not bonus) credits, of which this purchase gives back at most its own.
 */
export function paymentView(
  p: TPaymentRow,
  refundDays: number,
  m: Pick<TMemberAccount, 'credits' | 'bonus_credits'>,
  now = Date.now(),
): TPayment {
  const until = p.paid_at ? new Date(new Date(p.paid_at).getTime() + refundDays * DAY_MS) : null;
  const unused = Math.min(p.credits, m.credits - m.bonus_credits);
  return {
    id: p.id,
    status: p.status,
    failure: p.failure,
    bundle_id: p.bundle_id,
    credits: p.credits,
    amount: p.amount,
    currency: p.currency,
    method: p.method,
    original_amount: p.original_amount,
    discount_amount: p.discount_amount,
    discount_code: p.discount_code,
    recurring: p.sequence_type === 'recurring',
    checkout_url: p.status === 'open' || p.status === 'pending' ? p.checkout_url : null,
    return_path: p.return_path,
    created_at: new Date(p.created_at).toISOString(),
    paid_at: iso(p.paid_at),
    refunded_at: iso(p.refunded_at),
    refunded_credits: p.refunded_credits,
    refunded_amount: p.refunded_amount,
    charged_back_at: iso(p.charged_back_at),
    charged_back_amount: p.charged_back_amount,
    chargeback_reversed_at: iso(p.chargeback_reversed_at),
    refundable: p.status === 'paid' && until !== null && until.getTime() > now && unused > 0,
    refundable_until: p.status === 'paid' && until ? until.toISOString() : null,
  };
}

/** The printable receipt of a paid order, with the operator's company data (spec section 3). */
export function receiptView(
  p: TPaymentRow,
  site: TSite,
  m: Pick<TMemberAccount, 'name' | 'email'>,
): TReceipt {
  const paid = new Date(p.paid_at ?? p.created_at);
  return {
    number: `${
      site.config.name
        .replace(/[^A-Za-z]/g, '')
        .slice(0, 3)
        .toUpperCase() || 'ORD'
    }-${paid.getUTCFullYear()}-${String(p.id).padStart(6, '0')}`,
    issued_at: paid.toISOString(),
    site_name: site.config.name,
    site_domain: site.domain,
    company: site.company,
    customer_name: m.name,
    customer_email: m.email,
    credits: p.credits,
    amount: p.amount,
    original_amount: p.original_amount,
    discount_amount: p.discount_amount,
    discount_code: p.discount_code,
    refunded_amount: p.refunded_amount,
    refunded_at: iso(p.refunded_at),
    charged_back_amount: p.charged_back_amount,
    charged_back_at: iso(p.charged_back_at),
    chargeback_reversed_at: iso(p.chargeback_reversed_at),
    currency: p.currency,
    method: p.method,
  };
}
