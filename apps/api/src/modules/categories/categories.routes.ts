import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CategoryInputSchema,
  CategoryPatchSchema,
  CategorySchema,
  CategorySummarySchema,
  CategoryUpdateSchema,
  ListQuerySchema,
} from '@carta/shared';
import { registerCrudRoutes } from '../owned/crud-routes';
import { createCategoriesService } from './categories.service';

/**
 * /api/categories (docs/product.md §7): categories of the signed-in owner's businesses, each with its
 * products in order (a list page: each with its product count); others' ids answer 404.
 */
export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCrudRoutes(app, {
    path: '/categories',
    tag: 'categories',
    service: createCategoriesService(app.db),
    schemas: {
      query: ListQuerySchema,
      entity: CategorySchema,
      listItem: CategorySummarySchema,
      input: CategoryInputSchema,
      update: CategoryUpdateSchema,
      patch: CategoryPatchSchema,
    },
    summaries: {
      list: "The owner's categories (one business with business_id), newest first, each with its product count",
      create: "Create a category in one of the owner's businesses, with its products in order",
      get: 'One category with its products in order',
      update: 'Update a category (products replace membership and order; fields left out stay)',
      patch: 'Update some fields of a category',
      remove: 'Delete a category (it leaves every menu it was in; its products stay)',
    },
  });
};
