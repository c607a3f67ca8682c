import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZApiError,
  ZDirectDebitCodeInput,
  ZDirectDebitIdQuery,
  ZDirectDebitInput,
  ZDirectDebitResendInput,
  ZDirectDebitResponse,
} from '@cupido/contract';
import { requireSession } from '../../http/auth.ts';
import type { DirectDebitService } from './direct-debit.service.ts';

const errors = {
  400: ZApiError,
  401: ZApiError,
  403: ZApiError,
  404: ZApiError,
  409: ZApiError,
  410: ZApiError,
  422: ZApiError,
  429: ZApiError,
  502: ZApiError,
};

/** Forms and codes per member and minute: a person typing, not a script (the code's own rules
 * — 5 tries, the cool-down — hold whatever this allows). */
const LIMIT = {
  max: 30,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) =>
    request.session ? `directdebit:${request.session.memberId}` : request.ip,
};

/** SEPA direct debit with an SMS code (issue 13, decision 29; paths in the `.php` family). */
export const directDebitRoutes: FastifyPluginAsyncZod<{ directDebit: DirectDebitService }> = async (
  app,
  { directDebit },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

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
