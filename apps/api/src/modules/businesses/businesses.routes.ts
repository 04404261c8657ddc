import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessInputSchema,
  BusinessSchema,
  ErrorBodySchema,
  IdParamsSchema,
  PaginationQuerySchema,
  pagedListSchema,
} from '@carta/shared';
import { activityAuthor, requireAuth } from '../../plugins/auth';
import { createBusinessesService } from './businesses.service';

const tags = ['businesses'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };

/** /api/businesses (SPEC §7): the signed-in owner's businesses only; others' ids answer 404. */
export const businessesRoutes: FastifyPluginAsyncZod = async (app) => {
  const businesses = createBusinessesService(app.db);
  const config = { auth: 'required' } as const;

  app.get(
    '/businesses',
    {
      config,
      schema: {
        tags,
        summary: "The owner's businesses, newest first",
        querystring: PaginationQuerySchema,
        response: { 200: pagedListSchema(BusinessSchema), ...errors },
      },
    },
    async (request) => businesses.list(requireAuth(request).accountId, request.query),
  );

  app.post(
    '/businesses',
    {
      config,
      schema: {
        tags,
        summary: 'Create a business',
        body: BusinessInputSchema,
        response: { 201: BusinessSchema, ...errors },
      },
    },
    async (request, reply) => {
      const business = await businesses.create(activityAuthor(requireAuth(request)), request.body);
      return reply.code(201).send(business);
    },
  );

  app.get(
    '/businesses/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One business',
        params: IdParamsSchema,
        response: { 200: BusinessSchema, ...errors },
      },
    },
    async (request) => businesses.get(requireAuth(request).accountId, request.params.id),
  );

  // The spec updates with POST; PATCH is the same with every field optional.
  app.post(
    '/businesses/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Update a business (fields left out stay as they are)',
        params: IdParamsSchema,
        body: BusinessInputSchema,
        response: { 200: BusinessSchema, ...errors },
      },
    },
    async (request) =>
      businesses.update(activityAuthor(requireAuth(request)), request.params.id, request.body),
  );

  app.patch(
    '/businesses/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Update some fields of a business',
        params: IdParamsSchema,
        body: BusinessInputSchema.partial(),
        response: { 200: BusinessSchema, ...errors },
      },
    },
    async (request) =>
      businesses.update(activityAuthor(requireAuth(request)), request.params.id, request.body),
  );

  app.delete(
    '/businesses/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a business with its products, categories, menus and activity',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await businesses.remove(activityAuthor(requireAuth(request)), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
