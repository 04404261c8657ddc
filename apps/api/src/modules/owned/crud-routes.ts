import type { FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBodySchema,
  IdParamsSchema,
  pagedListSchema,
  type IdParams,
  type PagedList,
} from '@carta/shared';
import { requireAuth } from '../../plugins/auth';
import { activityAuthor, type Author } from '../activity/author';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * What the standard routes call: every method checks the account's access itself. A list page's
 * items may be smaller than the entity (`TListItem`: counts instead of child lists).
 */
export interface CrudService<TQuery, TInput, TPatch, TEntity, TListItem = TEntity> {
  list(accountId: string, query: TQuery): Promise<PagedList<TListItem>>;
  get(accountId: string, id: string): Promise<TEntity>;
  create(author: Author, input: TInput): Promise<TEntity>;
  update(author: Author, id: string, input: TPatch): Promise<TEntity>;
  remove(author: Author, id: string): Promise<void>;
}

export interface CrudRoutesOptions<TQuery, TInput, TPatch, TEntity, TListItem = TEntity> {
  /** The collection, e.g. '/products'; one item is at `${path}/:id`. */
  path: string;
  tag: string;
  schemas: {
    query: z.ZodType<TQuery>;
    entity: z.ZodType<TEntity>;
    /**
     * An item of a list page; `entity` when absent. Entities with child lists list a summary, so
     * that a page's size stays bounded (docs/security.md, "Input limits").
     */
    listItem?: z.ZodType<TListItem>;
    /** Body of create. */
    input: z.ZodType<TInput>;
    /** Body of POST /:id (the spec's update). */
    update: z.ZodType<TPatch>;
    /** Body of PATCH /:id: the same with every field optional. */
    patch: z.ZodType<TPatch>;
  };
  /** The OpenAPI summary of each route. */
  summaries: Record<'list' | 'create' | 'get' | 'update' | 'patch' | 'remove', string>;
  service: CrudService<TQuery, TInput, TPatch, TEntity, TListItem>;
}

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };

/**
 * The standard routes of an entity the signed-in account owns (SPEC §7): list, create (201), get,
 * update by POST and by PATCH, delete (204). Someone else's id answers 404 from the service.
 */
export function registerCrudRoutes<TQuery, TInput, TPatch, TEntity, TListItem = TEntity>(
  app: ZodApp,
  {
    path,
    tag,
    schemas,
    summaries,
    service,
  }: CrudRoutesOptions<TQuery, TInput, TPatch, TEntity, TListItem>,
): void {
  // Fastify cannot infer types from generic schemas. The options tie each schema to the service's
  // type (`z.ZodType<TInput>` for `create(author, input: TInput)`) and the schemas validate every
  // request, so the casts below only restate what validation guarantees.
  const routes = app.withTypeProvider<FastifyTypeProviderDefault>();
  const config = { auth: 'required' } as const;
  const tags = [tag];
  const item = `${path}/:id`;

  routes.get(
    path,
    {
      config,
      schema: {
        tags,
        summary: summaries.list,
        querystring: schemas.query,
        response: { 200: pagedListSchema(schemas.listItem ?? schemas.entity), ...errors },
      },
    },
    async (request) => service.list(requireAuth(request).accountId, request.query as TQuery),
  );

  routes.post(
    path,
    {
      config,
      schema: {
        tags,
        summary: summaries.create,
        body: schemas.input,
        response: { 201: schemas.entity, ...errors },
      },
    },
    async (request, reply) => {
      const created = await service.create(
        activityAuthor(requireAuth(request)),
        request.body as TInput,
      );
      return reply.code(201).send(created);
    },
  );

  routes.get<{ Params: IdParams }>(
    item,
    {
      config,
      schema: {
        tags,
        summary: summaries.get,
        params: IdParamsSchema,
        response: { 200: schemas.entity, ...errors },
      },
    },
    async (request) => service.get(requireAuth(request).accountId, request.params.id),
  );

  // The spec updates with POST; PATCH is the same with every field optional.
  const update = (method: 'POST' | 'PATCH', body: z.ZodType<TPatch>, summary: string) =>
    routes.route<{ Params: IdParams }>({
      method,
      url: item,
      config,
      schema: {
        tags,
        summary,
        params: IdParamsSchema,
        body,
        response: { 200: schemas.entity, ...errors },
      },
      handler: async (request) =>
        service.update(
          activityAuthor(requireAuth(request)),
          request.params.id,
          request.body as TPatch,
        ),
    });
  update('POST', schemas.update, summaries.update);
  update('PATCH', schemas.patch, summaries.patch);

  routes.delete<{ Params: IdParams }>(
    item,
    {
      config,
      schema: {
        tags,
        summary: summaries.remove,
        params: IdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(activityAuthor(requireAuth(request)), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
