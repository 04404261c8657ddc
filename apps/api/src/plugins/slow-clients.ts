import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyHttpOptions } from 'fastify';
import fp from 'fastify-plugin';
import { HTTP_TIMEOUTS, type MessageKey } from '@carta/shared';
import { errorBody } from './error-handler';

/*
 * Slow clients (docs/security.md, "Slow clients and timeouts"). Node bounds the time to the end
 * of the headers (headersTimeout) and of the whole request (requestTimeout), and Fastify the idle
 * and keep-alive time of a connection; what they leave open is a body that keeps trickling in,
 * a byte now and then, for the whole requestTimeout. The body-rate rule below cuts such a body
 * once it falls behind a minimum average rate.
 */

/** Fastify's options for the server's timeouts; buildApp spreads them into its options. */
export function serverTimeoutOptions(): FastifyHttpOptions<Server> {
  return {
    connectionTimeout: HTTP_TIMEOUTS.idleMs,
    keepAliveTimeout: HTTP_TIMEOUTS.keepAliveMs,
    requestTimeout: HTTP_TIMEOUTS.requestMs,
    http: {
      headersTimeout: HTTP_TIMEOUTS.headersMs,
      // Node looks for overdue headers and requests every 30 s by default: a 20 s bound would
      // then be up to 50 s.
      connectionsCheckingInterval: 2_000,
    },
    clientErrorHandler,
  };
}

/** A raw HTTP answer in the one error body, for a socket no reply owns (the connection closes). */
function rawErrorResponse(statusCode: number, code: MessageKey): string {
  const body = JSON.stringify(errorBody(statusCode, { code }));
  return [
    `HTTP/1.1 ${statusCode} ${errorBody(statusCode, { code }).error}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * Errors Node raises on a connection before there is a request to answer (Fastify's
 * `clientErrorHandler`): headers or a request over their time (408), headers too large (431),
 * anything unparsable (400), each in the one error body, then the connection is closed, as
 * Fastify's default does with its own body.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    socket.write(
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? rawErrorResponse(408, 'requestTimeout')
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? rawErrorResponse(431, 'requestTooLarge')
          : rawErrorResponse(400, 'requestInvalid'),
    );
  }
  socket.destroy();
}

export interface BodyRateOptions {
  /** Time allowed before any of the body has to have arrived. */
  graceMs?: number;
  /** Each this many bytes received moves the deadline one second later. */
  minBytesPerSecond?: number;
  /** How often bodies in progress are looked at. */
  checkIntervalMs?: number;
}

interface BodyInProgress {
  request: IncomingMessage;
  response: ServerResponse;
  socket: Socket;
  startedAt: number;
  bytesAtStart: number;
  /** Found behind at the last check: cut if it still is at the next. */
  behind: boolean;
}

const hasBody = (headers: IncomingHttpHeaders) =>
  headers['transfer-encoding'] !== undefined ||
  (headers['content-length'] !== undefined && headers['content-length'] !== '0');

/**
 * The body-rate rule: from the end of the headers, a body has `graceMs`, plus one second for each
 * `minBytesPerSecond` bytes received, to arrive whole; past that it gets 408 and its connection
 * is closed. Bytes are counted on the socket, so it works the same for JSON and for a multipart
 * upload read by its route. A body found behind is cut only if it is still behind a check later:
 * after the event loop was held up, bytes waiting in the kernel are read before that second look.
 * Requests made with `inject()` have no socket and are left alone.
 */
export const bodyRatePlugin = fp<BodyRateOptions>(
  async (
    app,
    {
      graceMs = HTTP_TIMEOUTS.bodyGraceMs,
      minBytesPerSecond = HTTP_TIMEOUTS.bodyMinBytesPerSecond,
      checkIntervalMs = 1_000,
    },
  ) => {
    const inProgress = new Set<BodyInProgress>();
    let timer: NodeJS.Timeout | undefined;

    const cut = (body: BodyInProgress, received: number) => {
      const seconds = Math.round((Date.now() - body.startedAt) / 1000);
      app.log.info({ received, seconds }, 'request body too slow: 408, connection closed');
      if (!body.response.headersSent && body.socket.writable) {
        body.socket.write(rawErrorResponse(408, 'requestTimeout'));
      }
      body.socket.destroy();
    };

    const check = () => {
      const now = Date.now();
      for (const body of inProgress) {
        if (body.request.complete || body.socket.destroyed) {
          inProgress.delete(body);
          continue;
        }
        const received = body.socket.bytesRead - body.bytesAtStart;
        const deadline = body.startedAt + graceMs + (received / minBytesPerSecond) * 1000;
        if (now <= deadline) {
          body.behind = false;
        } else if (!body.behind) {
          body.behind = true;
        } else {
          inProgress.delete(body);
          cut(body, received);
        }
      }
      if (inProgress.size === 0) {
        clearInterval(timer);
        timer = undefined;
      }
    };

    // A callback hook, not an async one: it runs on every request and most have no body.
    app.addHook('onRequest', (request, reply, done) => {
      const { raw } = request;
      const socket = raw.socket;
      if (!(socket instanceof Socket) || raw.complete || !hasBody(raw.headers)) return done();
      inProgress.add({
        request: raw,
        response: reply.raw,
        socket,
        startedAt: Date.now(),
        bytesAtStart: socket.bytesRead,
        behind: false,
      });
      if (!timer) {
        timer = setInterval(check, checkIntervalMs);
        timer.unref();
      }
      done();
    });

    app.addHook('onClose', async () => {
      clearInterval(timer);
      timer = undefined;
    });
  },
  { name: 'carta-body-rate' },
);
