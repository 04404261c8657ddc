import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import fp from 'fastify-plugin';
import { destination, symbols, type Logger } from 'pino';

/** Where log lines go instead of stdout (tests capture them). */
export interface LogStream {
  write(line: string): void;
}

/**
 * Second guard behind the request line that logs no URL or body: whatever a log call passes,
 * these fields never reach the log (docs/security.md, "Sign-in and sign-up abuse"). `links` is
 * deliberately absent: the outbox notice logs them on purpose (no mail server locally).
 */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body',
  'headers.authorization',
  'headers.cookie',
  'authorization',
  'cookie',
  'password',
  'new_password',
  'captcha',
  'token',
  'tokens',
  'access_token',
  'refresh_token',
  '*.authorization',
  '*.password',
  '*.new_password',
  '*.captcha',
  '*.token',
  '*.tokens',
  '*.access_token',
  '*.refresh_token',
];

/** Fastify's `logger` option: the level, the redaction and serializers without secrets. */
export function loggerOptions(level: string, stream?: LogStream) {
  return {
    level,
    redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request: FastifyRequest) => ({ method: request.method, url: loggedUrl(request) }),
      err: serializeError,
    },
    stream: stream ?? (level === 'silent' ? undefined : bufferedStdout()),
  };
}

/**
 * Lines are written in batches of this many bytes, or after LOG_FLUSH_MS at the latest: 16 KB is
 * one write per ~70 response lines (4 KB was ~3 % of a hot menu's CPU in writes).
 */
const LOG_BATCH_BYTES = 16_384;
const LOG_FLUSH_MS = 1000;

/**
 * Stdout, written asynchronously and in batches (docs/performance.md, "Logging"): a blocking write
 * per line cost a quarter of a cached owner read's CPU, and an asynchronous write per line still
 * one system call per request, ~7 % of the server's CPU under public-menu load. Pending lines are
 * written within a second, and on exit; a SIGKILL loses at most that last second.
 */
function bufferedStdout() {
  const stream = destination({
    dest: 1,
    sync: false,
    minLength: LOG_BATCH_BYTES,
    // sonic-boom requires minLength below its largest single write (16 KB by default).
    maxWrite: 4 * LOG_BATCH_BYTES,
  });
  setInterval(() => {
    try {
      stream.flush();
    } catch {
      // Destroyed (stdout closed): nothing left to write to.
    }
  }, LOG_FLUSH_MS).unref();
  return stream;
}

/** Drizzle's "Failed query: …\nparams: …" carries the values (password hashes, token hashes). */
const QUERY_PARAMS = /\nparams: [\s\S]*?(?=\n\s+at |$)/;
const MAX_CAUSES = 3;

/**
 * Name, message, code and stack of an error and its causes, with a failed query's parameters
 * cut out; other own properties (a query's `params`, a driver's `detail` with key values) are
 * left out.
 */
export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const scrub = (text: string | undefined) =>
    (text ?? '').replace(QUERY_PARAMS, '\nparams: [redacted]');
  const code = (error as { code?: unknown }).code;
  const statusCode = (error as { statusCode?: unknown }).statusCode;
  return {
    type: error.name,
    message: scrub(error.message),
    stack: scrub(error.stack),
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
    ...(error.cause !== undefined && depth < MAX_CAUSES
      ? { cause: serializeError(error.cause, depth + 1) }
      : {}),
  };
}

const MAX_LOGGED_PATH = 200;
/** Path segments that may be secrets (activation and reset tokens are 43 such characters). */
const OPAQUE_SEGMENT = /^[A-Za-z0-9_~.%-]{16,}$/;

/**
 * The route's pattern (`/api/accounts/activate/:token`), never the URL with its parameters.
 * A request no route matched logs its path without the query and with long opaque segments
 * replaced, so a token in a mistyped link does not reach the log either.
 */
export function loggedUrl(request: Pick<FastifyRequest, 'url'> & Partial<FastifyRequest>): string {
  const pattern = request.routeOptions?.url;
  if (pattern) return pattern;
  const path = (request.url ?? '').split('?')[0]!.slice(0, MAX_LOGGED_PATH);
  return path
    .split('/')
    .map((segment) => (OPAQUE_SEGMENT.test(segment) ? ':redacted' : segment))
    .join('/');
}

/**
 * Fastify's `logController`: its two lines per request ('incoming request', 'request completed'
 * with the full URL) and its 'route not found' line are replaced by the plugin's one line; its
 * error lines stay (their request is serialised without the URL).
 */
export class ResponseLineLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) super.requestCompleted(error, request, reply);
  }

  override routeNotFound(): void {}
}

const INFO_LEVEL = 30;
const RESPONSE_LINE_MESSAGE = ',"msg":"request completed"}\n';

interface ResponseLine {
  method: string;
  url: string;
  statusCode: number;
  responseTime: number;
}

type PinoInternals = Logger & Record<symbol, unknown>;

/**
 * Writes the response line exactly as `log.info(line, 'request completed')` would (pino's level,
 * time and the logger's bindings: pid, hostname, reqId), but put together by hand: every field is
 * one this plugin chose (none of REDACTED_LOG_PATHS), and pino's redaction and serialisation of
 * the object were ~8 % of a hot menu request's CPU (docs/performance.md, "A hot menu"). False,
 * writing nothing, when the logger is not a plain pino logger at the info level or below (the
 * caller then asks pino).
 */
export function writeResponseLine(log: FastifyBaseLogger, line: ResponseLine): boolean {
  const logger = log as unknown as PinoInternals;
  const chindings = logger[symbols.chindingsSym];
  const time = logger[symbols.timeSym];
  const stream = logger[symbols.streamSym] as
    ({ write(text: string): unknown } & Record<symbol, unknown>) | undefined;
  if (typeof chindings !== 'string' || typeof time !== 'function' || !stream) return false;
  if (stream[symbols.needsMetadataGsym] === true || logger.levels?.values.info !== INFO_LEVEL) {
    return false;
  }
  if (logger.levelVal > INFO_LEVEL) return true;
  stream.write(
    `{"level":${INFO_LEVEL}${(time as () => string)()}${chindings}` +
      `,"method":${JSON.stringify(line.method)},"url":${JSON.stringify(line.url)}` +
      `,"statusCode":${line.statusCode},"responseTime":${line.responseTime}${RESPONSE_LINE_MESSAGE}`,
  );
  return true;
}

/**
 * One line per response (in place of Fastify's own, see ResponseLineLogController):
 * method, route pattern, status, duration in ms and the request id (bound to `request.log`).
 * 5xx are logged as errors.
 */
export const requestLoggingPlugin = fp(
  async (app) => {
    app.addHook('onResponse', (request, reply, done) => {
      const line = {
        method: request.method,
        url: loggedUrl(request),
        statusCode: reply.statusCode,
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
      };
      if (reply.statusCode >= 500) {
        request.log.error(line, 'request completed');
        return done();
      }
      if (!writeResponseLine(request.log, line)) request.log.info(line, 'request completed');
      done();
    });
  },
  { name: 'carta-request-logging' },
);
