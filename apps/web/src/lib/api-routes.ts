import type { ApiPaths } from '@carta/shared';

/**
 * The web client's calls checked against the API contract generated from the server's OpenAPI
 * document (docs/integrations.md, "The API document"): a call to a path or method the server does
 * not have, or with a body it does not accept, fails `npm run typecheck`.
 */
export type HttpMethod = 'get' | 'post' | 'patch' | 'delete';

/** `/menus/{id}` → `/menus/${string}`: the shape of the concrete paths the client builds. */
type Concrete<Path extends string> = Path extends `${infer Head}{${string}}${infer Tail}`
  ? `${Head}${string}${Concrete<Tail>}`
  : Path;

type Operation<Template extends keyof ApiPaths, Method extends HttpMethod> =
  ApiPaths[Template] extends Record<Method, infer Op> ? Op : never;

/** The contract's path templates that answer `method`. */
type TemplatesOf<Method extends HttpMethod> = {
  [T in keyof ApiPaths]: ApiPaths[T] extends Record<Method, unknown> ? T : never;
}[keyof ApiPaths];

/** A path under /api that answers `method`, as the client writes it (without the /api prefix). */
export type ApiRoute<Method extends HttpMethod> =
  TemplatesOf<Method> extends `/api${infer Rest}` ? Concrete<Rest> : never;

/** The templates a concrete client path matches. */
type TemplateFor<Method extends HttpMethod, Path extends string> = {
  [T in TemplatesOf<Method>]: T extends `/api${infer Rest}`
    ? Path extends Concrete<Rest>
      ? T
      : never
    : never;
}[TemplatesOf<Method>];

type JsonOf<Content> = Content extends { content: { 'application/json': infer Json } }
  ? Json
  : undefined;

/** The JSON body the operation takes; undefined is allowed when the body is optional. */
export type ApiBody<Method extends HttpMethod, Path extends string> =
  Operation<TemplateFor<Method, Path>, Method> extends { requestBody: infer Body }
    ? JsonOf<Body>
    : Operation<TemplateFor<Method, Path>, Method> extends { requestBody?: infer Body }
      ? JsonOf<NonNullable<Body>> | undefined
      : undefined;

/** The JSON the operation answers with on success. */
export type ApiAnswer<Method extends HttpMethod, Path extends string> =
  Operation<TemplateFor<Method, Path>, Method> extends { responses: infer Responses }
    ? {
        [Code in keyof Responses]: Code extends 200 | 201 | 204 ? JsonOf<Responses[Code]> : never;
      }[keyof Responses]
    : never;
