import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBodySchema,
  IdParamsSchema,
  ListQuerySchema,
  MenuInputSchema,
  MenuPatchSchema,
  MenuSchema,
  MenuUpdateSchema,
  pagedListSchema,
} from '@carta/shared';
import { activityAuthor, requireAuth } from '../../plugins/auth';
import { createMenusService } from './menus.service';

const tags = ['menus'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };

/**
 * /api/menus (SPEC §7): menus of the signed-in owner's businesses, each with its theme, business
 * header and categories in order; others' ids answer 404.
 */
export const menusRoutes: FastifyPluginAsyncZod = async (app) => {
  const menus = createMenusService(app.db);
  const config = { auth: 'required' } as const;

  app.get(
    '/menus',
    {
      config,
      schema: {
        tags,
        summary: "The owner's menus (one business with business_id), newest first",
        querystring: ListQuerySchema,
        response: { 200: pagedListSchema(MenuSchema), ...errors },
      },
    },
    async (request) => menus.list(requireAuth(request).accountId, request.query),
  );

  app.post(
    '/menus',
    {
      config,
      schema: {
        tags,
        summary:
          "Create a menu in one of the owner's businesses (theme defaults to the classic preset)",
        body: MenuInputSchema,
        response: { 201: MenuSchema, ...errors },
      },
    },
    async (request, reply) => {
      const menu = await menus.create(activityAuthor(requireAuth(request)), request.body);
      return reply.code(201).send(menu);
    },
  );

  app.get(
    '/menus/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One menu with its categories in order',
        params: IdParamsSchema,
        response: { 200: MenuSchema, ...errors },
      },
    },
    async (request) => menus.get(requireAuth(request).accountId, request.params.id),
  );

  // The spec updates with POST; PATCH is the same with every field optional.
  app.post(
    '/menus/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Update a menu (categories replace membership and order; fields left out stay)',
        params: IdParamsSchema,
        body: MenuUpdateSchema,
        response: { 200: MenuSchema, ...errors },
      },
    },
    async (request) =>
      menus.update(activityAuthor(requireAuth(request)), request.params.id, request.body),
  );

  app.patch(
    '/menus/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Update some fields of a menu',
        params: IdParamsSchema,
        body: MenuPatchSchema,
        response: { 200: MenuSchema, ...errors },
      },
    },
    async (request) =>
      menus.update(activityAuthor(requireAuth(request)), request.params.id, request.body),
  );

  app.delete(
    '/menus/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a menu (its categories and products stay)',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await menus.remove(activityAuthor(requireAuth(request)), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
