import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ListQuerySchema,
  MenuInputSchema,
  MenuPatchSchema,
  MenuSchema,
  MenuSummarySchema,
  MenuUpdateSchema,
} from '@carta/shared';
import { registerCrudRoutes } from '../owned/crud-routes';
import { createMenusService } from './menus.service';

/**
 * /api/menus (docs/product.md §7): menus of the signed-in owner's businesses, each with its theme, business
 * header and categories in order (a list page: each with its category count); others' ids
 * answer 404.
 */
export const menusRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCrudRoutes(app, {
    path: '/menus',
    tag: 'menus',
    service: createMenusService(app.db),
    schemas: {
      query: ListQuerySchema,
      entity: MenuSchema,
      listItem: MenuSummarySchema,
      input: MenuInputSchema,
      update: MenuUpdateSchema,
      patch: MenuPatchSchema,
    },
    summaries: {
      list: "The owner's menus (one business with business_id), newest first, each with its category count",
      create:
        "Create a menu in one of the owner's businesses (theme defaults to the classic preset)",
      get: 'One menu with its categories in order',
      update: 'Update a menu (categories replace membership and order; fields left out stay)',
      patch: 'Update some fields of a menu',
      remove: 'Delete a menu (its categories and products stay)',
    },
  });
};
