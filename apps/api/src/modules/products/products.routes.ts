import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBodySchema,
  IdParamsSchema,
  ListQuerySchema,
  ProductInputSchema,
  ProductPatchSchema,
  ProductSchema,
  ProductUpdateSchema,
  pagedListSchema,
} from '@carta/shared';
import { activityAuthor, requireAuth } from '../../plugins/auth';
import { createProductsService } from './products.service';

const tags = ['products'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };

/** /api/products (SPEC §7): products of the signed-in owner's businesses; others' ids answer 404. */
export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const products = createProductsService(app.db);
  const config = { auth: 'required' } as const;

  app.get(
    '/products',
    {
      config,
      schema: {
        tags,
        summary: "The owner's products (one business with business_id), newest first",
        querystring: ListQuerySchema,
        response: { 200: pagedListSchema(ProductSchema), ...errors },
      },
    },
    async (request) => products.list(requireAuth(request).accountId, request.query),
  );

  app.post(
    '/products',
    {
      config,
      schema: {
        tags,
        summary: "Create a product in one of the owner's businesses",
        body: ProductInputSchema,
        response: { 201: ProductSchema, ...errors },
      },
    },
    async (request, reply) => {
      const product = await products.create(activityAuthor(requireAuth(request)), request.body);
      return reply.code(201).send(product);
    },
  );

  app.get(
    '/products/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One product',
        params: IdParamsSchema,
        response: { 200: ProductSchema, ...errors },
      },
    },
    async (request) => products.get(requireAuth(request).accountId, request.params.id),
  );

  // The spec updates with POST; PATCH is the same with every field optional.
  app.post(
    '/products/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Update a product (optional fields left out stay as they are)',
        params: IdParamsSchema,
        body: ProductUpdateSchema,
        response: { 200: ProductSchema, ...errors },
      },
    },
    async (request) =>
      products.update(activityAuthor(requireAuth(request)), request.params.id, request.body),
  );

  app.patch(
    '/products/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Update some fields of a product',
        params: IdParamsSchema,
        body: ProductPatchSchema,
        response: { 200: ProductSchema, ...errors },
      },
    },
    async (request) =>
      products.update(activityAuthor(requireAuth(request)), request.params.id, request.body),
  );

  app.delete(
    '/products/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a product (it leaves every category it was in)',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await products.remove(activityAuthor(requireAuth(request)), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
