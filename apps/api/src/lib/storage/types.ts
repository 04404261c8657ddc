import type { Readable } from 'node:stream';

/** An object read back from storage. */
export interface StoredObject {
  body: Readable;
  contentType: string;
  size: number;
  /** Quoted entity tag, ready for the ETag header. */
  etag: string;
}

/**
 * Where uploaded images live: local disk by default, S3-compatible object storage when
 * S3_BUCKET is set. Keys are flat names made by the API (see `assertStorageKey`).
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** Once, before serving: local storage removes the temporary files a killed write left. */
  open(): Promise<void>;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Null when the key does not exist. */
  get(key: string): Promise<StoredObject | null>;
  /** Idempotent: deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /**
   * A URL a browser can load the object from right away: `/api/files/<key>` on local disk, a
   * presigned GET URL on S3.
   */
  url(key: string): Promise<string>;
  close(): Promise<void>;
}

/** Where `GET /api/files/:name` serves stored objects. */
export const FILES_ROUTE_PREFIX = '/api/files/';

const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** Keys are single path segments: no traversal on disk, no surprises in object keys. */
export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.includes('..')) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}
