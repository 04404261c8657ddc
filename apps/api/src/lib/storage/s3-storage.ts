import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../../config';
import { assertStorageKey, type Storage, type StoredObject } from './types';

/** Lifetime of the URLs `url()` signs (the upload preview); SigV4 allows at most 7 days. */
export const PRESIGNED_URL_TTL_SECONDS = 24 * 60 * 60;

/** Objects are immutable: each upload gets new keys, so caches may keep them for a year. */
const OBJECT_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** AWS S3, or any S3-compatible server (MinIO, s3rver, …) named by S3_ENDPOINT. */
export function createS3Storage(config: S3Config): Storage {
  const client = new S3Client({
    region: config.region,
    // S3-compatible servers rarely have per-bucket DNS names, and several reject the CRC32
    // checksum headers the SDK adds by default; checksums are then sent only where required.
    ...(config.endpoint
      ? {
          endpoint: config.endpoint,
          forcePathStyle: true,
          requestChecksumCalculation: 'WHEN_REQUIRED' as const,
          responseChecksumValidation: 'WHEN_REQUIRED' as const,
        }
      : {}),
    ...(config.accessKeyId && config.secretAccessKey
      ? {
          credentials: {
            accessKeyId: config.accessKeyId,
            secretAccessKey: config.secretAccessKey,
          },
        }
      : {}),
  });
  const Bucket = config.bucket;

  return {
    kind: 's3',

    async open() {},

    async put(key, body, contentType) {
      assertStorageKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: OBJECT_CACHE_CONTROL,
        }),
      );
    },

    async get(key): Promise<StoredObject | null> {
      assertStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? 'application/octet-stream',
          size: object.ContentLength ?? 0,
          etag: object.ETag ?? `"${key}"`,
        };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) {
          return null;
        }
        throw error;
      }
    },

    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async url(key) {
      assertStorageKey(key);
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key }), {
        expiresIn: PRESIGNED_URL_TTL_SECONDS,
      });
    },

    async close() {
      client.destroy();
    },
  };
}
