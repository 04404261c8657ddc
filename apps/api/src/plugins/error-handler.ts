import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type FieldErrors, isHttpError } from '../lib/http-errors';
import { type ErrorBody, type ErrorCode, messages } from '@carta/shared';

interface ValidationIssue {
  instancePath: string;
  message?: string;
}

/** @fastify/multipart: the uploaded file exceeds the size limit. */
const MULTIPART_TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';

/** PostgreSQL foreign_key_violation: a row the write refers to does not exist (any more). */
const FOREIGN_KEY_VIOLATION = '23503';

/** The SQLSTATE of a database error, also when the query builder wraps it (`cause`). */
function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 3; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function body(
  statusCode: number,
  message: string,
  fields?: FieldErrors,
  code?: ErrorCode,
): ErrorBody {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    ...(fields && Object.keys(fields).length > 0 ? { fields } : {}),
    ...(code ? { code } : {}),
  };
}

/** zod issues ("/items/0/name") → { "items.0.name": message }, keeping the first message per field. */
export function validationBody(issues: ValidationIssue[]): ErrorBody {
  const fields: FieldErrors = {};
  let rootMessage: string | undefined;
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean).join('.');
    const message = issue.message ?? messages.formInvalid;
    if (!path) rootMessage ??= message;
    else fields[path] ??= message;
  }
  if (Object.keys(fields).length > 0) return body(400, messages.formInvalid, fields);
  return body(400, rootMessage ?? messages.formInvalid);
}

function statusOf(error: unknown): number {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/**
 * The one error format of the API (DESIGN §5): `{ statusCode, error, message, fields? }`.
 * 4xx keep their message; 5xx are logged and answer only messages.unexpectedError.
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
    return body(404, messages.notFound);
  }

  const statusCode = statusOf(error);
  // A deliberate 503 (busy, try again) speaks to the user; every other 5xx hides its cause.
  if (statusCode === 503 && isHttpError(error)) return body(503, error.message);
  if (statusCode >= 500) {
    request.log.error({ err: error }, 'request failed');
    return body(statusCode, messages.unexpectedError);
  }
  if (isHttpError(error)) return body(statusCode, error.message, error.fields, error.code);
  if (statusCode === 429) return body(429, messages.tooManyRequests);
  if (statusCode === 413 && (error as FastifyError).code === MULTIPART_TOO_LARGE) {
    return body(413, messages.imageTooLarge);
  }
  const message = (error as { message?: unknown }).message;
  return body(
    statusCode,
    typeof message === 'string' && message ? message : (STATUS_CODES[statusCode] ?? 'Error'),
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
      ? body(404, messages.notFound)
      : body(400, messages.malformedUrl);
  void reply.code(payload.statusCode).send(payload);
}

export function sendNotFound(reply: FastifyReply) {
  return reply.code(404).send(body(404, messages.notFound));
}

export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      const payload = toErrorBody(error, request);
      return reply.code(payload.statusCode).send(payload);
    });
    // Unknown /api paths and any other unmatched request answer JSON; the SPA fallback is a route.
    app.setNotFoundHandler((_request, reply) => sendNotFound(reply));
  },
  { name: 'carta-error-handler' },
);
