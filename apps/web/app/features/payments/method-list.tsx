import { useApplePay } from './use-apple-pay.ts';
import { PaymentMethodLogo } from './payment-method-logo.tsx';
import { usePaymentsFormat } from './use-payments-format.ts';

/** The methods offered here, as logos with their names (Apple Pay only where it works). */
export function MethodList({ methods }: { methods: readonly string[] }) {
  const { t, method } = usePaymentsFormat();
  const shown = useShownMethods(methods);
  if (shown.length === 0) return null;
  return (
    <section className="mt-4" aria-labelledby="methods-heading">
      <h2 id="methods-heading" className="h6 text-muted">
        {t('payments.methods_heading')}
      </h2>
      <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
        {shown.map((m) => (
          <li key={m} className="method-chip">
            <PaymentMethodLogo method={m} height={24} />
            <span>{method(m)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The offered methods minus Apple Pay where the browser cannot pay with it. */
export function useShownMethods<T extends string>(methods: readonly T[]): T[] {
  const applePay = useApplePay();
  return methods.filter((m) => m !== 'applepay' || applePay);
}
