import type { FastifySchema, RouteOptions } from 'fastify';
import { ErrorBodySchema } from '@carta/shared';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { BODY_EXAMPLES } from './openapi-examples';

type Transform = typeof jsonSchemaTransform;
type TransformInput = Parameters<Transform>[0];

/**
 * `GET /api/menus/:id` → `getMenusById`: stable (from the route itself), unique (a method and
 * path are), and readable as a generated client's method name.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((segment) => segment && segment !== 'api')
    .flatMap((segment) =>
      segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/),
    )
    .filter(Boolean);
  const pascal = words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
  return `${method.toLowerCase()}${pascal}`;
}

/** The route's body schema with its example from BODY_EXAMPLES, if it has one. */
function withBodyExample(operationId: string, declared: FastifySchema, body: unknown) {
  const example = BODY_EXAMPLES[operationId];
  if (!example) return {};
  if (declared.body !== example.schema) {
    throw new Error(`The body example of ${operationId} is not written for its body schema`);
  }
  return { body: { ...(body as object), examples: [example.value] } };
}

const hasInput = (schema: FastifySchema) =>
  Boolean(schema.body || schema.querystring || schema.params);

/**
 * The OpenAPI operation of a route (docs/architecture.md §5): the zod schemas as JSON schema, plus
 * what a generated client needs that the route does not say itself — an `operationId`, the bearer
 * scheme on protected routes (none on public ones), and the error answers every route can give,
 * all with the one error body.
 */
export function createOperationTransform(): Transform {
  let errorBody: unknown;
  return (input: TransformInput) => {
    const result = jsonSchemaTransform(input);
    errorBody ??= (
      jsonSchemaTransform({
        ...input,
        schema: { response: { 400: ErrorBodySchema } },
      }).schema.response as Record<number, unknown>
    )[400];
    const route = input.route as RouteOptions & { config?: { auth?: string } };
    const method = Array.isArray(route.method) ? route.method[0]! : route.method;
    const schema = (result.schema ?? {}) as FastifySchema & {
      operationId?: string;
      security?: unknown[];
      response?: Record<string, unknown>;
    };
    const auth = route.config?.auth;
    const declared: FastifySchema = input.schema ?? {};
    const response = { ...(schema.response ?? {}) };
    const error = (description: string) => ({ description, ...(errorBody as object) });
    if (hasInput(declared) && !response[400]) response[400] = error('Invalid input');
    if (auth && !response[401]) response[401] = error('Not signed in, or the token expired');
    if (auth === 'admin' && !response[403]) response[403] = error('Admins only');
    if (declared.params && !response[404]) response[404] = error('Not found');
    if (!Object.keys(response).some((code) => code.startsWith('4'))) {
      response['4XX'] = error('A client error, with the error body');
    }
    const operationId = schema.operationId ?? operationIdOf(method, input.url);
    return {
      ...result,
      schema: {
        ...schema,
        ...withBodyExample(operationId, declared, schema.body),
        operationId,
        security: auth ? [{ bearerAuth: [] }] : [],
        response,
      },
    };
  };
}

interface DocumentShape {
  paths?: Record<
    string,
    Record<string, { requestBody?: { required?: boolean; content?: Record<string, unknown> } }>
  >;
}

const acceptsNull = (schema: unknown): boolean => {
  const { type, anyOf } = (schema ?? {}) as { type?: unknown; anyOf?: unknown[] };
  return (
    type === 'null' ||
    (Array.isArray(type) && type.includes('null')) ||
    (anyOf ?? []).some((branch) => acceptsNull(branch))
  );
};

/**
 * @fastify/swagger marks every request body required, but a route whose body schema accepts
 * null (`z.object({}).nullish()`: an action that takes no input) is called without one; the
 * document says so, or a generated client would have to invent a body.
 */
export function markOptionalBodies<Document>(document: Document): Document {
  for (const operations of Object.values((document as DocumentShape).paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const body = operation.requestBody;
      const json = body?.content?.['application/json'] as { schema?: unknown } | undefined;
      if (body && json && acceptsNull(json.schema)) body.required = false;
    }
  }
  return document;
}
