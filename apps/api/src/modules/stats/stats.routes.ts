import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessStatsSchema,
  ErrorBodySchema,
  IdSchema,
  MenuViewsQuerySchema,
  MenuViewsStatsSchema,
  StatsMapSchema,
} from '@carta/shared';
import { requireAuth } from '../../plugins/auth';
import { createMenuViewsService } from '../menu-views/menu-views.service';
import { createStatsService } from './stats.service';

const tags = ['stats'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };

/** GET /api/stats and GET /api/stats/:businessId (docs/product.md §3, §7). */
export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  const stats = createStatsService(app.db);
  const menuViews = createMenuViewsService(app.db);
  const config = { auth: 'required' } as const;

  app.get(
    '/stats',
    {
      config,
      schema: {
        tags,
        summary: 'Counts of products, categories and menus per business of the owner',
        response: { 200: StatsMapSchema, ...errors },
      },
    },
    async (request) => stats.all(requireAuth(request).accountId),
  );

  app.get(
    '/stats/:businessId',
    {
      config,
      schema: {
        tags,
        summary: 'Counts of products, categories and menus of one business',
        params: z.object({ businessId: IdSchema }),
        response: { 200: BusinessStatsSchema, ...errors },
      },
    },
    async (request) => stats.one(requireAuth(request).accountId, request.params.businessId),
  );

  app.get(
    '/stats/:businessId/views',
    {
      // Views are written by a background flush, not by a request: never a cached answer.
      config: { ...config, ownerReadCache: false },
      schema: {
        tags,
        summary: 'Menu views of one business per day, menu, source, device and language',
        description:
          'Days in the business time zone, both ends included; by default the last 30 days.',
        params: z.object({ businessId: IdSchema }),
        querystring: MenuViewsQuerySchema,
        response: { 200: MenuViewsStatsSchema, ...errors },
      },
    },
    async (request) =>
      menuViews.stats(requireAuth(request).accountId, request.params.businessId, request.query),
  );
};
