import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiError, ZComplaintInput, ZComplaintResponse } from '@cupido/contract';
import type { ComplaintsService } from './complaints.service.ts';

export const complaintsRoutes: FastifyPluginAsyncZod<{ complaints: ComplaintsService }> = async (
  app,
  { complaints },
) => {
  app.post(
    '/api/complaints.php',
    {
      config: { rateLimit: { max: 5, timeWindow: '1 hour' } },
      schema: {
        summary: 'File a complaint with the support team of the site',
        body: ZComplaintInput,
        response: { 201: ZComplaintResponse, 400: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      const reference = await complaints.file(request.site.id, request.locale, request.body);
      return reply.code(201).send({ complaint: { reference } });
    },
  );
};
