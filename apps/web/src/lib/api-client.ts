import { IMPERSONATION_HEADER, messages } from '@carta/shared';
import { getImpersonatedAccountId } from './impersonation';
import { session } from './session';

export const API_BASE = '/api';

/** Any non-OK answer (SPEC §8); status 0 means the server could not be reached. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
  ) {
    super(message);
  }
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
  /** Do not send the impersonation header (the account list, SPEC §6). */
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

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** SPEC §8: body.message, else 'Request failed with status {code}', else the status text. */
export function errorMessage(status: number, statusText: string, body: unknown): string {
  const bodyMessage =
    typeof body === 'object' && body !== null && 'message' in body ? body.message : undefined;
  if (typeof bodyMessage === 'string' && bodyMessage.trim()) return capitalise(bodyMessage);
  if (status) return capitalise(messages.requestFailed(status));
  return capitalise(statusText);
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
    throw new ApiError(0, null, messages.networkError);
  }

  let data: unknown;
  try {
    data = await readBody(response);
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError(500, null, messages.unexpectedError);
  }

  if (!response.ok) {
    throw new ApiError(
      response.status,
      data,
      errorMessage(response.status, response.statusText, data),
    );
  }
  return data as T;
}

export const api = {
  get: <T = unknown>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ) => apiRequest<T>(path, { ...options, method: 'POST', body }),
  delete: <T = unknown>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
