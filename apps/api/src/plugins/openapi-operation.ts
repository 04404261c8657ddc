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

/**
 * What an answer means, where the route's schema does not say: without it @fastify/swagger writes
 * "Default Response" (docs/architecture.md §5 lists the statuses).
 */
const STATUS_DESCRIPTIONS: Record<string, string> = {
  200: 'Success',
  201: 'Created',
  202: 'Accepted: the work is queued',
  204: 'Done; no content',
  304: 'Not modified since the copy the client holds',
  400: 'Invalid input, with a message per field',
  401: 'Not signed in, or the token expired',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflicts with what is stored',
  413: 'Too large',
  415: 'Unsupported file type',
  429: 'Too many requests; retry after the Retry-After header',
  503: 'Not available right now',
};

/** @fastify/swagger takes a response's description from this key of its schema. */
const RESPONSE_DESCRIPTION = 'x-response-description';

function describeAnswers(response: Record<string, unknown>): void {
  for (const [code, schema] of Object.entries(response)) {
    const description = STATUS_DESCRIPTIONS[code];
    if (!description || typeof schema !== 'object' || schema === null) continue;
    if ('description' in schema || RESPONSE_DESCRIPTION in schema) continue;
    response[code] = { ...schema, [RESPONSE_DESCRIPTION]: description };
  }
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
    if (hasInput(declared) && !response[400]) response[400] = error(STATUS_DESCRIPTIONS[400]!);
    if (auth && !response[401]) response[401] = error(STATUS_DESCRIPTIONS[401]!);
    if (auth === 'admin' && !response[403]) response[403] = error('Admins only');
    if (declared.params && !response[404]) response[404] = error(STATUS_DESCRIPTIONS[404]!);
    if (!Object.keys(response).some((code) => code.startsWith('4'))) {
      response['4XX'] = error('A client error, with the error body');
    }
    describeAnswers(response);
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
