import { Link } from 'react-router';
import { checkoutPath } from './paths.ts';
import { useShownMethods } from './method-list.tsx';
import { PaymentMethodLogo } from './payment-method-logo.tsx';
import { usePaymentsFormat } from './use-payments-format.ts';

/** The methods to pay a bundle with, each a link that starts the payment. */
export function MethodPicker({
  bundleId,
  methods,
  next,
  exclude,
  headingId,
  code = null,
}: {
  bundleId: number;
  methods: readonly string[];
  next: string | null;
  /** Methods the page already offers as buttons of their own. */
  exclude?: readonly string[];
  headingId: string;
  /** A discount code (offers) the payment is made with. */
  code?: string | null;
}) {
  const { method } = usePaymentsFormat();
  const shown = useShownMethods(methods).filter((m) => !exclude?.includes(m));
  return (
    <ul className="list-unstyled method-picker mb-0" aria-labelledby={headingId}>
      {shown.map((m) => (
        <li key={m}>
          <Link
            to={checkoutPath(bundleId, m, next, code ? { code } : {})}
            className="method-option"
            data-method={m}
          >
            <PaymentMethodLogo method={m} />
            <span className="fw-semibold">{method(m)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
