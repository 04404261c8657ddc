import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBodySchema,
  IdParamsSchema,
  ListQuerySchema,
  CategoryInputSchema,
  CategoryPatchSchema,
  CategorySchema,
  CategoryUpdateSchema,
  pagedListSchema,
} from '@carta/shared';
import { activityAuthor, requireAuth } from '../../plugins/auth';
import { createCategoriesService } from './categories.service';

const tags = ['categories'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };

/**
 * /api/categories (SPEC §7): categories of the signed-in owner's businesses, each with its
 * products in order; others' ids answer 404.
 */
export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const categories = createCategoriesService(app.db);
  const config = { auth: 'required' } as const;

  app.get(
    '/categories',
    {
      config,
      schema: {
        tags,
        summary: "The owner's categories (one business with business_id), newest first",
        querystring: ListQuerySchema,
        response: { 200: pagedListSchema(CategorySchema), ...errors },
      },
    },
    async (request) => categories.list(requireAuth(request).accountId, request.query),
  );

  app.post(
    '/categories',
    {
      config,
      schema: {
        tags,
        summary: "Create a category in one of the owner's businesses, with its products in order",
        body: CategoryInputSchema,
        response: { 201: CategorySchema, ...errors },
      },
    },
    async (request, reply) => {
      const category = await categories.create(activityAuthor(requireAuth(request)), request.body);
      return reply.code(201).send(category);
    },
  );

  app.get(
    '/categories/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One category with its products in order',
        params: IdParamsSchema,
        response: { 200: CategorySchema, ...errors },
      },
    },
    async (request) => categories.get(requireAuth(request).accountId, request.params.id),
  );

  // The spec updates with POST; PATCH is the same with every field optional.
  app.post(
    '/categories/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Update a category (products replace membership and order; fields left out stay)',
        params: IdParamsSchema,
        body: CategoryUpdateSchema,
        response: { 200: CategorySchema, ...errors },
      },
    },
    async (request) =>
      categories.update(activityAuthor(requireAuth(request)), request.params.id, request.body),
  );

  app.patch(
    '/categories/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Update some fields of a category',
        params: IdParamsSchema,
        body: CategoryPatchSchema,
        response: { 200: CategorySchema, ...errors },
      },
    },
    async (request) =>
      categories.update(activityAuthor(requireAuth(request)), request.params.id, request.body),
  );

  app.delete(
    '/categories/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a category (it leaves every menu it was in; its products stay)',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await categories.remove(activityAuthor(requireAuth(request)), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
