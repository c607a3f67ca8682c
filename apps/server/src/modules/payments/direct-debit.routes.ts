import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZDirectDebitCodeInput,
  ZDirectDebitIdQuery,
  ZDirectDebitInput,
  ZDirectDebitResendInput,
  ZDirectDebitResponse,
} from '@cupido/contract';
import { requireSession } from '../../http/auth.ts';
import type { DirectDebitService } from './direct-debit.service.ts';
import { errorAnswers, perMemberLimit, privateAnswers } from '../../http/route-options.ts';

const errors = errorAnswers(400, 401, 403, 404, 409, 410, 422, 429, 502);

/** Forms and codes per member and minute: a person typing, not a script (the code's own rules
 * — 5 tries, the cool-down — hold whatever this allows). */
const LIMIT = perMemberLimit('directdebit', 30);

/** SEPA direct debit with an SMS code (issue 13, decision 29; paths in the `.php` family). */
export const directDebitRoutes: FastifyPluginAsyncZod<{ directDebit: DirectDebitService }> = async (
  app,
  { directDebit },
) => {
  privateAnswers(app);

  app.post(
    '/api/directdebit.php',
    {
      schema: {
        summary: 'The direct-debit form: checks it and sends the SMS code',
        body: ZDirectDebitInput,
        response: { 200: ZDirectDebitResponse, ...errors },
      },
      config: { rateLimit: LIMIT },
    },
    async (request) =>
      directDebit.start(requireSession(request).memberId, request.site, request.body),
  );

  app.get(
    '/api/directdebit.php',
    {
      schema: {
        summary: "One of the member's direct-debit orders",
        querystring: ZDirectDebitIdQuery,
        response: { 200: ZDirectDebitResponse, ...errors },
      },
    },
    async (request) =>
      directDebit.get(requireSession(request).memberId, request.site, request.query.id),
  );

  app.post(
    '/api/directdebit-code.php',
    {
      schema: {
        summary: 'The SMS code: confirms the mandate and pays',
        body: ZDirectDebitCodeInput,
        response: { 200: ZDirectDebitResponse, ...errors },
      },
      config: { rateLimit: LIMIT },
    },
    async (request) =>
      directDebit.confirm(requireSession(request).memberId, request.site, request.body),
  );

  app.post(
    '/api/directdebit-resend.php',
    {
      schema: {
        summary: 'A new SMS code (after the cool-down)',
        body: ZDirectDebitResendInput,
        response: { 200: ZDirectDebitResponse, ...errors },
      },
      config: { rateLimit: LIMIT },
    },
    async (request) =>
      directDebit.resend(requireSession(request).memberId, request.site, request.body.id),
  );
};
