import type { LinksFunction } from 'react-router';
import paymentsCssHref from '../../styles/payments.css?url';

/** The payment pages' styles (bundle cards, method picker, receipt print). */
export const paymentsLinks: LinksFunction = () => [
  { rel: 'stylesheet', href: paymentsCssHref, precedence: 'default' },
];
