import type { ErrorCode } from '@carta/shared';

/** Field path ("items.0.name") → message from the shared schemas. */
export type FieldErrors = Record<string, string>;

/**
 * An error meant for the client: the error handler answers with its status, message and fields
 * (DESIGN §5). Services throw these; anything else becomes a 500 that hides its details.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly fields?: FieldErrors;
  readonly code?: ErrorCode;

  constructor(statusCode: number, message: string, fields?: FieldErrors, code?: ErrorCode) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.fields = fields;
    this.code = code;
  }
}

/** `throw httpError(404, messages.notFound)` */
export function httpError(
  statusCode: number,
  message: string,
  fields?: FieldErrors,
  code?: ErrorCode,
): HttpError {
  return new HttpError(statusCode, message, fields, code);
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
