import { messageText, type MessageKey, type MessageParams, type MessageRef } from '@carta/shared';

/** A field error as thrown: a message key, or a key with parameters. */
export type FieldErrorRef = MessageKey | MessageRef;

/** Field path ("items.0.name") → its error, by message key. */
export type FieldErrors = Record<string, FieldErrorRef>;

export interface HttpErrorOptions {
  /** The parameters of a parametrised message. */
  params?: MessageParams;
  /** Errors of single fields (400 answers). */
  fields?: FieldErrors;
  /** Sent as Retry-After by the error handler: a busy 503 worth trying again then. */
  retryAfterSeconds?: number;
}

/**
 * An error meant for the client: the error handler answers with its status, code (a key of
 * `messages`), the English text of that key, and its field errors (docs/architecture.md §5).
 * Services throw these; anything else becomes a 500 that hides its details.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: MessageKey;
  readonly params?: MessageParams;
  readonly fields?: FieldErrors;
  readonly retryAfterSeconds?: number;

  constructor(statusCode: number, code: MessageKey, options: HttpErrorOptions = {}) {
    super(messageText(code, options.params));
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = code;
    this.params = options.params;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** `throw httpError(404, 'notFound')`, `httpError(400, 'formInvalid', { fields: { logo: 'fileNotYours' } })` */
export function httpError(
  statusCode: number,
  code: MessageKey,
  options?: HttpErrorOptions,
): HttpError {
  return new HttpError(statusCode, code, options);
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

/** A field error as thrown → its reference. */
export const toMessageRef = (error: FieldErrorRef): MessageRef =>
  typeof error === 'string' ? { code: error } : error;
