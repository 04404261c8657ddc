import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ActivityEntrySchema,
  ActivityQuerySchema,
  ErrorBodySchema,
  IdParamsSchema,
} from '@carta/shared';
import { requireAuth } from '../../plugins/auth';
import { createActivityService } from './activity.service';

/** GET /api/businesses/:id/activity?limit=5 (docs/architecture.md §7). */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const activity = createActivityService(app.db);

  app.get(
    '/businesses/:id/activity',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['activity'],
        summary: 'Latest changes to a business and its products, categories and menus',
        params: IdParamsSchema,
        querystring: ActivityQuerySchema,
        response: { 200: z.array(ActivityEntrySchema), 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const { accountId } = requireAuth(request);
      return activity.latest(accountId, request.params.id, request.query.limit);
    },
  );
};
