import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BusinessInputSchema,
  BusinessSchema,
  ErrorBodySchema,
  IdParamsSchema,
  MissingTranslationsSchema,
  PaginationQuerySchema,
} from '@carta/shared';
import { requireAuth } from '../../plugins/auth';
import { registerCrudRoutes } from '../owned/crud-routes';
import { createBusinessesService } from './businesses.service';
import { missingTranslations } from './missing-translations';

/** /api/businesses (docs/product.md §7): the signed-in owner's businesses only; others' ids answer 404. */
export const businessesRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCrudRoutes(app, {
    path: '/businesses',
    tag: 'businesses',
    service: createBusinessesService(app.db),
    schemas: {
      query: PaginationQuerySchema,
      entity: BusinessSchema,
      input: BusinessInputSchema,
      update: BusinessInputSchema,
      patch: BusinessInputSchema.partial(),
    },
    summaries: {
      list: "The owner's businesses, newest first",
      create: 'Create a business',
      get: 'One business',
      update: 'Update a business (fields left out stay as they are)',
      patch: 'Update some fields of a business',
      remove: 'Delete a business with its products, categories, menus and activity',
    },
  });

  app.get(
    '/businesses/:id/missing-translations',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['businesses'],
        summary:
          "How many products, categories and menus lack each of the business's other languages",
        params: IdParamsSchema,
        response: {
          200: MissingTranslationsSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) =>
      missingTranslations(app.db, requireAuth(request).accountId, request.params.id),
  );
};
