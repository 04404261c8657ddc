import type { IncomingMessage } from 'node:http';
import type {
  FastifyRequest,
  FastifySchema,
  FastifyTypeProvider,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema, IdParamsSchema, pagedListSchema, type PagedList } from '@carta/shared';
import { requireAuth } from '../../plugins/auth';
import { activityAuthor, type Author } from '../activity/author';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The zod type provider's request types (the `z.output` of a route's schemas) without its reply
 * types, which TypeScript cannot resolve from a generic response schema: for route helpers generic
 * in their schemas. Here the replies are typed by `CrudService` instead: the `z.output` of the
 * entity schema.
 */
export interface ZodRequestTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: unknown;
}

/**
 * A request part validated by `Schema` (e.g. `{ body: S }`), spelled through Fastify's own request
 * type: inside the generic helper below `request.body` has exactly this type, and for a concrete
 * schema it is that schema's `z.output`.
 */
type ValidatedRequest<Schema extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  IncomingMessage,
  Schema,
  ZodRequestTypeProvider
>;
export type ValidatedQuery<S extends z.ZodType> = ValidatedRequest<{ querystring: S }>['query'];
export type ValidatedBody<S extends z.ZodType> = ValidatedRequest<{ body: S }>['body'];

/** The zod schemas of an entity's standard routes. */
export interface CrudSchemas {
  /** Query of the list. */
  query: z.ZodType;
  entity: z.ZodType;
  /**
   * An item of a list page; `entity` when absent. Entities with child lists list a summary, so
   * that a page's size stays bounded (docs/security.md, "Input limits").
   */
  listItem?: z.ZodType;
  /** Body of create. */
  input: z.ZodType;
  /** Body of POST /:id (the spec's update). */
  update: z.ZodType;
  /** Body of PATCH /:id: the same with every field optional. */
  patch: z.ZodType;
}

type Entity<S extends CrudSchemas> = z.output<S['entity']>;
type ListItem<S extends CrudSchemas> = S extends { listItem: infer L extends z.ZodType }
  ? z.output<L>
  : Entity<S>;

/**
 * What the standard routes call: every method checks the account's access itself. The types
 * follow the route schemas `S`: a list page's items may be smaller than the entity (counts
 * instead of child lists).
 */
export interface CrudService<S extends CrudSchemas> {
  list(accountId: string, query: ValidatedQuery<S['query']>): Promise<PagedList<ListItem<S>>>;
  get(accountId: string, id: string): Promise<Entity<S>>;
  create(author: Author, input: ValidatedBody<S['input']>): Promise<Entity<S>>;
  update(
    author: Author,
    id: string,
    input: ValidatedBody<S['update'] | S['patch']>,
  ): Promise<Entity<S>>;
  remove(author: Author, id: string): Promise<void>;
}

export interface CrudRoutesOptions<S extends CrudSchemas> {
  /** The collection, e.g. '/products'; one item is at `${path}/:id`. */
  path: string;
  tag: string;
  schemas: S;
  /** The OpenAPI summary of each route. */
  summaries: Record<'list' | 'create' | 'get' | 'update' | 'patch' | 'remove', string>;
  /** Typed by the schemas, which alone decide `S`. */
  service: CrudService<S>;
}

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };

/**
 * The standard routes of an entity the signed-in account owns (docs/product.md §7): list, create (201), get,
 * update by POST and by PATCH, delete (204). Someone else's id answers 404 from the service.
 */
export function registerCrudRoutes<S extends CrudSchemas>(
  app: ZodApp,
  { path, tag, schemas, summaries, service }: CrudRoutesOptions<S>,
): void {
  const routes = app.withTypeProvider<ZodRequestTypeProvider>();
  const config = { auth: 'required' } as const;
  const tags = [tag];
  const item = `${path}/:id`;
  // Typed as S's own schemas: read straight into a route's schema, `schemas.query` would be taken
  // as the constraint's z.ZodType, and the request's query and body would be `unknown`.
  const query: S['query'] = schemas.query;
  const input: S['input'] = schemas.input;

  routes.get(
    path,
    {
      config,
      schema: {
        tags,
        summary: summaries.list,
        querystring: query,
        response: { 200: pagedListSchema(schemas.listItem ?? schemas.entity), ...errors },
      },
    },
    async (request) => service.list(requireAuth(request).accountId, request.query),
  );

  routes.post(
    path,
    {
      config,
      schema: {
        tags,
        summary: summaries.create,
        body: input,
        response: { 201: schemas.entity, ...errors },
      },
    },
    async (request, reply) => {
      const created = await service.create(activityAuthor(requireAuth(request)), request.body);
      return reply.code(201).send(created);
    },
  );

  routes.get(
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
  const update = (method: 'POST' | 'PATCH', body: S['update'] | S['patch'], summary: string) =>
    routes.route({
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
        service.update(activityAuthor(requireAuth(request)), request.params.id, request.body),
    });
  update('POST', schemas.update, summaries.update);
  update('PATCH', schemas.patch, summaries.patch);

  routes.delete(
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
