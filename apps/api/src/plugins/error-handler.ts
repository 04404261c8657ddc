import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type FieldErrors, isHttpError, toMessageRef } from '../lib/http-errors';
import { DATABASE_RETRY_AFTER_SECONDS, infrastructureFault } from '../lib/infrastructure-faults';
import {
  type ErrorBody,
  type MessageKey,
  type MessageRef,
  issueRef,
  messageRef,
  messageText,
} from '@carta/shared';
import { sqlState } from '../lib/sql-state';

interface ValidationIssue {
  instancePath: string;
  message?: string;
}

/** @fastify/multipart: the uploaded file exceeds the size limit. */
const MULTIPART_TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';

/** PostgreSQL foreign_key_violation: a row the write refers to does not exist (any more). */
const FOREIGN_KEY_VIOLATION = '23503';

/** The code of a 4xx that is not an HttpError (Fastify's own, a plugin's), by status. */
const CODE_OF_STATUS: Partial<Record<number, MessageKey>> = {
  400: 'requestInvalid',
  401: 'notAuthenticated',
  403: 'notAuthorized',
  404: 'notFound',
  413: 'requestTooLarge',
  415: 'unsupportedMediaType',
  429: 'tooManyRequests',
};

/** `{ code, message, params? }`: a reference with its English text. */
const described = ({ code, params }: MessageRef) => ({
  code,
  message: messageText(code, params),
  ...(params ? { params } : {}),
});

/** The one error body: the code's English text as `message`, field errors likewise. */
export function errorBody(statusCode: number, ref: MessageRef, fields?: FieldErrors): ErrorBody {
  const { code, message, params } = described(ref);
  const entries = Object.entries(fields ?? {});
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    code,
    ...(params ? { params } : {}),
    ...(entries.length > 0
      ? {
          fields: Object.fromEntries(
            entries.map(([path, error]) => [path, described(toMessageRef(error))]),
          ),
        }
      : {}),
  };
}

/**
 * zod issues ("/items/0/name") → { "items.0.name": field error }, keeping the first per field.
 * The shared schemas build their messages from `messages`, so `issueRef` finds each one's code.
 */
export function validationBody(issues: ValidationIssue[]): ErrorBody {
  const fields: Record<string, MessageRef> = {};
  let root: MessageRef | undefined;
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean).join('.');
    if (!path) root ??= (issue.message && messageRef(issue.message)) || { code: 'requestInvalid' };
    else fields[path] ??= issueRef(issue.message ?? '');
  }
  if (Object.keys(fields).length > 0) return errorBody(400, { code: 'formInvalid' }, fields);
  return errorBody(400, root ?? { code: 'formInvalid' });
}

function statusOf(error: unknown): number {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/**
 * The one error format of the API (docs/architecture.md §5):
 * `{ statusCode, error, message, code, params?, fields? }`. Every 4xx carries a code; 5xx are
 * logged and answer only `unexpectedError`, but for a deliberate 503 (busy, try again).
 */
export function toErrorBody(error: unknown, request: FastifyRequest): ErrorBody {
  const validation = (error as { validation?: unknown } | null)?.validation;
  if (Array.isArray(validation) && validation.length > 0) {
    return validationBody(validation as ValidationIssue[]);
  }

  // A write that refers to a row deleted meanwhile (another session deleted the business), or
  // made with a valid token of an account that no longer exists: missing, so 404, not a 500.
  if (sqlState(error) === FOREIGN_KEY_VIOLATION) {
    request.log.info({ err: error }, 'write refers to a missing row');
    return errorBody(404, { code: 'notFound' });
  }

  // The database gone or a disk full (docs/security.md, "When the database goes away"): the
  // client is told to retry (503, Retry-After) or that nothing was saved (507), not a bare 500.
  const fault = infrastructureFault(error);
  if (fault === 'databaseUnavailable') {
    request.log.warn({ err: error }, 'database unavailable');
    return errorBody(503, { code: 'databaseUnavailable' });
  }
  if (fault === 'storageFull') {
    request.log.error({ err: error }, 'storage full');
    return errorBody(507, { code: 'storageFull' });
  }

  const statusCode = statusOf(error);
  // A deliberate 503 (busy, try again) speaks to the user; every other 5xx hides its cause.
  if (statusCode === 503 && isHttpError(error)) return errorBody(503, error);
  if (statusCode >= 500) {
    request.log.error({ err: error }, 'request failed');
    return errorBody(statusCode, { code: 'unexpectedError' });
  }
  if (isHttpError(error)) return errorBody(statusCode, error, error.fields);
  if (statusCode === 413 && (error as FastifyError).code === MULTIPART_TOO_LARGE) {
    return errorBody(413, { code: 'imageTooLarge' });
  }
  // Fastify's and its plugins' own 4xx: their text may echo the request, so only the code's.
  const code = CODE_OF_STATUS[statusCode];
  return errorBody(
    statusCode,
    code ? { code } : { code: 'requestFailed', params: { status: statusCode } },
  );
}

/**
 * Errors Fastify raises before routing (its `frameworkErrors` option): a malformed URL answers
 * 400 and an overlong path parameter 404 (no id that long exists), in the one error body and
 * without echoing the path.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const payload =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? errorBody(404, { code: 'notFound' })
      : errorBody(400, { code: 'malformedUrl' });
  void reply.code(payload.statusCode).send(payload);
}

export function sendNotFound(reply: FastifyReply) {
  return reply.code(404).send(errorBody(404, { code: 'notFound' }));
}

export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      const payload = toErrorBody(error, request);
      // When to try again: a deliberate 503 says it itself, a database away takes a few seconds.
      const retryAfter =
        (isHttpError(error) ? error.retryAfterSeconds : undefined) ??
        (payload.code === 'databaseUnavailable' ? DATABASE_RETRY_AFTER_SECONDS : undefined);
      if (retryAfter !== undefined && !reply.hasHeader('retry-after')) {
        void reply.header('retry-after', retryAfter);
      }
      return reply.code(payload.statusCode).send(payload);
    });
    // Unknown /api paths and any other unmatched request answer JSON; the SPA fallback is a route.
    app.setNotFoundHandler((_request, reply) => sendNotFound(reply));
  },
  { name: 'carta-error-handler' },
);
