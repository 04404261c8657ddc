import {
  ErrorBodySchema,
  IMPERSONATION_HEADER,
  isMessageKey,
  messageText,
  type FieldError,
  type MessageKey,
  type MessageParams,
  type MessageRef,
} from '@carta/shared';
import { getImpersonatedAccountId } from './impersonation';
import type { ApiAnswer, ApiBody, ApiRoute, HttpMethod } from './api-routes';
import { session } from './session';

export const API_BASE = '/api';

/** What an ApiError is made of: the error body's code, parameters, English text and fields. */
export interface ApiErrorInit {
  code: string;
  params?: MessageParams;
  /** The English text; by default the shared text of `code`. */
  message?: string;
  fields?: Record<string, FieldError>;
  /** The server answered with an error body (not a status or failure the client describes). */
  fromServer?: boolean;
}

/**
 * Any non-OK answer (docs/product.md §8), or no answer at all (status 0). `code` is a key of `messages` (the
 * API's error body, docs/architecture.md §5) and is what the web translates; `message` is the
 * English text, for a code this version does not know. `fields` holds the field errors of a 400.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: string;
  readonly params?: MessageParams;
  readonly fields: Readonly<Record<string, FieldError>>;
  readonly fromServer: boolean;

  constructor(
    readonly status: number,
    { code, params, message, fields = {}, fromServer = false }: ApiErrorInit,
  ) {
    super(message ?? (isMessageKey(code) ? messageText(code, params) : code));
    this.code = code;
    this.params = params;
    this.fields = fields;
    this.fromServer = fromServer;
  }

  /** True when the answer carries this code (e.g. `accountNotActivated` on sign-in). */
  is(code: MessageKey): boolean {
    return this.code === code;
  }
}

/**
 * The error of a non-OK answer: its body parsed with the shared ErrorBodySchema, or `fallback`
 * (by default `requestFailed` with the status) when the body is not the API's error body.
 */
export function errorFromResponse(
  status: number,
  body: unknown,
  fallback: MessageRef = { code: 'requestFailed', params: { status } },
): ApiError {
  const parsed = ErrorBodySchema.safeParse(body);
  return new ApiError(status, parsed.success ? { ...parsed.data, fromServer: true } : fallback);
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Plain objects are sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Send without the bearer token (sign-in, sign-up, public menu…). */
  skipAuth?: boolean;
  /** Do not send the impersonation header (the account list, docs/product.md §6). */
  skipImpersonation?: boolean;
}

/** Runs before every authenticated call; the accounts feature plugs the token refresh in here. */
export type BeforeRequestHook = () => Promise<void>;

let beforeRequest: BeforeRequestHook = async () => {};

export function setBeforeRequest(hook: BeforeRequestHook): void {
  beforeRequest = hook;
}

/**
 * The headers of an authenticated call, after the pre-call token refresh: bearer token and, while
 * impersonating, the impersonation header. Also used by the XHR upload, which fetch cannot replace.
 */
export async function authHeaders({
  skipImpersonation = false,
}: { skipImpersonation?: boolean } = {}): Promise<Record<string, string>> {
  await beforeRequest();
  const token = session.getAccessToken();
  if (!token) return {};
  const impersonated = skipImpersonation ? null : getImpersonatedAccountId();
  return {
    Authorization: `Bearer ${token}`,
    ...(impersonated ? { [IMPERSONATION_HEADER]: impersonated } : {}),
  };
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return {};
  const text = await response.text();
  if (!text) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const {
    method = 'GET',
    body,
    query,
    signal,
    skipAuth = false,
    skipImpersonation = false,
  } = options;
  const headers = new Headers({ Accept: 'application/json', ...options.headers });

  if (!skipAuth) {
    for (const [name, value] of Object.entries(await authHeaders({ skipImpersonation }))) {
      headers.set(name, value);
    }
  }

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { method, headers, body: payload, signal });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError(0, { code: 'networkError' });
  }

  let data: unknown;
  try {
    data = await readBody(response);
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError(500, { code: 'unexpectedError' });
  }

  if (!response.ok) {
    throw errorFromResponse(response.status, data);
  }
  return data as T;
}

type CallOptions = Omit<RequestOptions, 'method' | 'body'>;

/** The body argument: required when the operation requires one, else optional. */
type BodyArguments<Method extends HttpMethod, Path extends string> =
  undefined extends ApiBody<Method, Path>
    ? [body?: ApiBody<Method, Path> | FormData, options?: CallOptions]
    : [body: ApiBody<Method, Path> | FormData, options?: CallOptions];

/**
 * The API's calls, each checked against the generated contract (./api-routes): the path must be
 * one the server answers for that method, the body what it accepts, and the answer is typed as
 * the server documents it (callers still parse it with the shared schemas at run time).
 */
export const api = {
  get: <Path extends ApiRoute<'get'>>(path: Path, options?: CallOptions) =>
    apiRequest<ApiAnswer<'get', Path>>(path, { ...options, method: 'GET' }),
  post: <Path extends ApiRoute<'post'>>(
    path: Path,
    ...[body, options]: BodyArguments<'post', Path>
  ) => apiRequest<ApiAnswer<'post', Path>>(path, { ...options, method: 'POST', body }),
  patch: <Path extends ApiRoute<'patch'>>(
    path: Path,
    ...[body, options]: BodyArguments<'patch', Path>
  ) => apiRequest<ApiAnswer<'patch', Path>>(path, { ...options, method: 'PATCH', body }),
  delete: <Path extends ApiRoute<'delete'>>(path: Path, options?: CallOptions) =>
    apiRequest<ApiAnswer<'delete', Path>>(path, { ...options, method: 'DELETE' }),
};
