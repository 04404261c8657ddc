import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ListQuerySchema,
  ProductInputSchema,
  ProductPatchSchema,
  ProductSchema,
  ProductUpdateSchema,
} from '@carta/shared';
import { registerCrudRoutes } from '../owned/crud-routes';
import { createProductsService } from './products.service';

/** /api/products (docs/product.md §7): products of the signed-in owner's businesses; others' ids answer 404. */
export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCrudRoutes(app, {
    path: '/products',
    tag: 'products',
    service: createProductsService(app.db),
    schemas: {
      query: ListQuerySchema,
      entity: ProductSchema,
      input: ProductInputSchema,
      update: ProductUpdateSchema,
      patch: ProductPatchSchema,
    },
    summaries: {
      list: "The owner's products (one business with business_id), newest first",
      create: "Create a product in one of the owner's businesses",
      get: 'One product',
      update: 'Update a product (optional fields left out stay as they are)',
      patch: 'Update some fields of a product',
      remove: 'Delete a product (it leaves every category it was in)',
    },
  });
};
