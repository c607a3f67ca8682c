import { defineEndpoints } from '../endpoint.ts';
import {
  ZDirectDebitCodeInput,
  ZDirectDebitIdQuery,
  ZDirectDebitInput,
  ZDirectDebitResendInput,
  ZDirectDebitResponse,
} from '../api/direct-debit.ts';

const errors = [400, 401, 403, 404, 409, 410, 422, 429, 502] as const;

/** SEPA direct debit with an SMS code (issue 13, decision 29; paths in the `.php` family). */
export const directDebitEndpoints = defineEndpoints({
  'POST /api/directdebit.php': {
    summary: 'The direct-debit form: checks it and sends the SMS code',
    body: ZDirectDebitInput,
    response: ZDirectDebitResponse,
    errors,
  },
  'GET /api/directdebit.php': {
    summary: "One of the member's direct-debit orders",
    query: ZDirectDebitIdQuery,
    response: ZDirectDebitResponse,
    errors,
  },
  'POST /api/directdebit-code.php': {
    summary: 'The SMS code: confirms the mandate and pays',
    body: ZDirectDebitCodeInput,
    response: ZDirectDebitResponse,
    errors,
  },
  'POST /api/directdebit-resend.php': {
    summary: 'A new SMS code (after the cool-down)',
    body: ZDirectDebitResendInput,
    response: ZDirectDebitResponse,
    errors,
  },
});
