import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { httpError } from '../../lib/http-errors';
import { ErrorBodySchema, HealthSchema } from '@carta/shared';

/**
 * GET /api/health: ok only after a real database round trip; 503 `databaseUnavailable` with
 * Retry-After when PostgreSQL does not answer within POSTGRES_TIMEOUTS.pingMs (2 s), so a
 * load balancer sees a lost database at once instead of a hanging check.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { readOnly: true },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: HealthSchema, 503: ErrorBodySchema },
      },
    },
    async (request) => {
      try {
        await app.database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw httpError(503, 'databaseUnavailable');
      }
      return { status: 'ok' as const };
    },
  );
};
