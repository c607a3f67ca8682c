import { defineEndpoints } from '../endpoint.ts';
import { ZHealth } from '../api/health.ts';

/** Liveness and readiness for load balancers: 200 when the database answers, 503 otherwise. */
export const healthEndpoints = defineEndpoints({
  'GET /healthz': {
    summary: 'Health check',
    response: ZHealth,
    other: { 503: ZHealth },
  },
});
