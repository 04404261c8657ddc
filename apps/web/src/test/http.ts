import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import {
  messageRef,
  type CaptchaConfig,
  type CaptchaProvider,
  type ErrorBody,
} from '@carta/shared';

/**
 * HTTP mocks for the web tests: one MSW server (msw/node, fetch and XMLHttpRequest), started in
 * setup.ts. A test registers the endpoints it needs with onGet/onPost/…; any other request fails
 * the test, as does an exception thrown inside a handler. Handlers and the request log reset after
 * each test. Relative URLs ('/api/…', as the api client sends them) resolve against jsdom's
 * location.
 */
export const server = setupServer();

/** A request as the app sent it. */
export interface SentRequest {
  method: string;
  /** The path as sent, still percent-encoded: '/api/products'. */
  path: string;
  /** '?page=1&…', or '' without a query. */
  search: string;
  query: URLSearchParams;
  headers: Headers;
  /** Parsed JSON, FormData for multipart, else the text; undefined without a body. */
  body: unknown;
  /** The path parameters of the kit handler that answered it ('/api/products/:id' → { id }). */
  params: Record<string, string>;
}

interface Logged {
  request: SentRequest;
  bodyRead: Promise<void>;
}

const log: SentRequest[] = [];
const byId = new Map<string, Logged>();
const problems: string[] = [];

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('Content-Type') ?? '';
  if (type.startsWith('multipart/form-data')) return request.formData();
  const text = await request.text();
  if (!text) return undefined;
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function sentRequest(request: Request): SentRequest {
  const url = new URL(request.url);
  return {
    method: request.method,
    path: url.pathname,
    search: url.search,
    query: url.searchParams,
    // Copied entry by entry: `new Headers(headers)` drops the ones an intercepted XHR set.
    headers: new Headers([...request.headers]),
    body: undefined,
    params: {},
  };
}

function record(request: Request): Logged {
  const sent = sentRequest(request);
  log.push(sent);
  const bodyRead = readBody(request.clone()).then(
    (body) => void (sent.body = body),
    () => undefined,
  );
  return { request: sent, bodyRead };
}

server.events.on('request:start', ({ request, requestId }) => {
  byId.set(requestId, record(request));
});
server.events.on('unhandledException', ({ request, error }) => {
  problems.push(`a handler for ${request.method} ${request.url} threw: ${String(error)}`);
});

/** Starts the server (setup.ts): a request no handler answers is an error. */
export function startServer(): void {
  server.listen({
    onUnhandledRequest: (request, print) => {
      const url = new URL(request.url);
      problems.push(`unmocked request: ${request.method} ${url.pathname}${url.search}`);
      print.error();
    },
  });
}

/**
 * After each test (setup.ts): drops this test's handlers and log, and returns what went wrong
 * (unmocked requests, handlers that threw) so the test fails with it.
 */
export function resetServer(): string[] {
  server.resetHandlers();
  log.length = 0;
  byId.clear();
  return problems.splice(0);
}

/** Every request the app sent in this test, in order; optionally one method and path only. */
export function requests(filter: { method?: string; path?: string } = {}): SentRequest[] {
  return log.filter(
    (request) =>
      (!filter.method || request.method === filter.method) &&
      (!filter.path || request.path === filter.path),
  );
}

/** The same requests in short, method, path and query string: `toContainEqual({ method, … })`. */
export const calls = (filter?: { method?: string; path?: string }) =>
  requests(filter).map(({ method, path, search }) => ({ method, path, search }));

/** What a handler answers: a JSON body, or a Response (see respond, apiError, networkError). */
export type Answer<T> = T | Response;
export type Reply<T> = Answer<T> | ((request: SentRequest) => Answer<T> | Promise<Answer<T>>);

/** The requests one handler answered. */
export interface Route<Body = unknown> {
  requests(): SentRequest[];
  /** Their bodies, in order. */
  bodies(): Body[];
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A fixed Response answers every request: each gets its own copy (a body is read once). */
function toResponse(answer: unknown, fixed: boolean): Response {
  if (!(answer instanceof Response)) return HttpResponse.json(answer as JsonBodyType);
  return fixed && answer.type !== 'error' ? answer.clone() : answer;
}

function register<T, Body>(
  method: Method,
  path: string,
  reply: Reply<T>,
  { once = false }: { once?: boolean } = {},
): Route<Body> {
  const answered: SentRequest[] = [];
  server.use(
    http[method](
      path,
      async ({ request, params, requestId }) => {
        // 'request:start' logs every request before any handler runs, so a request missing here
        // was sent by a test that has ended (its log was reset while this handler was being
        // picked): it is answered, but not logged as this test's, whose log it would pollute.
        const logged = byId.get(requestId) ?? {
          request: sentRequest(request),
          bodyRead: undefined,
        };
        await logged.bodyRead;
        logged.request.params = params as Record<string, string>;
        answered.push(logged.request);
        if (typeof reply !== 'function') return toResponse(reply, true);
        const answer = await (reply as (request: SentRequest) => Answer<T> | Promise<Answer<T>>)(
          logged.request,
        );
        return toResponse(answer, false);
      },
      { once },
    ),
  );
  return {
    requests: () => [...answered],
    bodies: () => answered.map((request) => request.body as Body),
  };
}

/**
 * Registers a handler for one method and path ('/api/products/:id'); it takes precedence over the
 * ones registered before it. `once`: it answers one request, then the earlier handlers answer.
 */
export const onGet = <T>(path: string, reply: Reply<T>, options?: { once?: boolean }) =>
  register<T, undefined>('get', path, reply, options);
export const onPost = <T, Body = unknown>(
  path: string,
  reply: Reply<T>,
  options?: { once?: boolean },
) => register<T, Body>('post', path, reply, options);
export const onPut = <T, Body = unknown>(
  path: string,
  reply: Reply<T>,
  options?: { once?: boolean },
) => register<T, Body>('put', path, reply, options);
export const onPatch = <T, Body = unknown>(
  path: string,
  reply: Reply<T>,
  options?: { once?: boolean },
) => register<T, Body>('patch', path, reply, options);
export const onDelete = <T>(path: string, reply: Reply<T>, options?: { once?: boolean }) =>
  register<T, undefined>('delete', path, reply, options);

/**
 * Every /api request fails as if the server could not be reached: for tests about something else
 * (routing, the layout) whose pages would load data.
 */
export function serverUnreachable(): void {
  for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
    register(method, '/api/*', networkError());
  }
}

/** GET /api/captcha/config: which captcha the auth forms show (none unless a test needs one). */
export const onCaptchaConfig = (provider: CaptchaProvider = 'none') =>
  onGet<CaptchaConfig>('/api/captcha/config', { provider });

/** GET /api/config: APP_URL (share links, QR codes, the forms' address prefixes) and support e-mail. */
export const onAppConfig = (appUrl = 'https://menus.example') =>
  onGet('/api/config', { app_url: appUrl, support_email: 'help@menus.example' });

/** A response with a status: the body as JSON, or empty without one (204, a bare 502…). */
export function respond(status: number, body?: unknown, init: ResponseInit = {}): Response {
  return body === undefined
    ? new HttpResponse(null, { ...init, status })
    : HttpResponse.json(body as JsonBodyType, { ...init, status });
}

/** The request fails before any answer, as fetch does when the server cannot be reached. */
export const networkError = (): Response => HttpResponse.error();

const STATUS_LABELS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export interface ErrorDetails {
  /** The body's code; by default the key of `message` in the shared messages. */
  code?: string;
  /** Field path (dot-joined) → English message, as a 400 validation error reports them. */
  fields?: Record<string, string>;
}

/**
 * The code and parameters the API sends with an English message: its key in the shared messages
 * (the server builds the text from the key), or a code this web does not know for other text.
 */
function coded(message: string) {
  return { code: 'unknownToThisWeb', ...messageRef(message), message };
}

/**
 * An API error body (ErrorBodySchema, docs/architecture.md §5). The only place the tests build
 * one, so a change of the error format changes this function only.
 */
export function errorBody(
  status: number,
  message: string = STATUS_LABELS[status] ?? `Error ${status}`,
  { code, fields }: ErrorDetails = {},
): ErrorBody {
  return {
    statusCode: status,
    error: STATUS_LABELS[status] ?? 'Error',
    ...coded(message),
    ...(code === undefined ? {} : { code }),
    ...(fields === undefined
      ? {}
      : {
          fields: Object.fromEntries(
            Object.entries(fields).map(([path, text]) => [path, coded(text)]),
          ),
        }),
  };
}

/** An API error answer: the status with an error body (errorBody). */
export const apiError = (status: number, message?: string, details?: ErrorDetails): Response =>
  respond(status, errorBody(status, message, details));
