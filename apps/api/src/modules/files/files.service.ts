import type { FastifyBaseLogger } from 'fastify';
import { IMAGE_VARIANTS, type UploadResponse } from '@carta/shared';
import type { Database } from '../../db/client';
import { httpError } from '../../lib/http-errors';
import {
  ImageRejectedError,
  inspectImage,
  renderVariants,
  VARIANT_CONTENT_TYPE,
} from '../../lib/images';
import type { ImageQueue } from '../../lib/images/image-queue';
import type { Storage, StoredObject } from '../../lib/storage';
import { isVariantKey, newFileName, variantKey } from './file-names';
import { createFilesRepository } from './files.repository';

export interface FilesServiceDeps {
  db: Database;
  storage: Storage;
  log: FastifyBaseLogger;
  imageQueue: ImageQueue;
}

const REJECTION_ANSWER = {
  'unsupported-type': [415, 'unsupportedImageType'],
  'too-many-pixels': [413, 'imageTooManyPixels'],
  'too-costly': [413, 'imageTooComplex'],
} as const;

export function createFilesService({ db, storage, log, imageQueue }: FilesServiceDeps) {
  const files = createFilesRepository(db);

  const refuse = (error: unknown): never => {
    if (!(error instanceof ImageRejectedError)) throw error;
    log.info({ reason: error.reason, detail: error.message }, 'upload rejected');
    const [status, code] = REJECTION_ANSWER[error.reason];
    throw httpError(status, code);
  };

  return {
    /**
     * Runs the image pipeline, stores both variants and records the upload for `ownerId`. The
     * header is judged at once; the decode waits its turn in the image queue, which may refuse
     * it with ImageQueueBusyError (the route answers 503).
     */
    async upload(ownerId: string, data: Buffer): Promise<UploadResponse> {
      const inspected = await inspectImage(data).catch(refuse);
      const image = await imageQueue.run(() => renderVariants(data, inspected)).catch(refuse);

      const fileName = newFileName();
      const keys = IMAGE_VARIANTS.map((variant) => variantKey(fileName, variant));
      try {
        await Promise.all(
          IMAGE_VARIANTS.map((variant) =>
            storage.put(
              variantKey(fileName, variant),
              image.variants[variant].data,
              VARIANT_CONTENT_TYPE,
            ),
          ),
        );
        await files.insert({
          name: fileName,
          ownerId,
          contentType: image.contentType,
          size: data.length,
          width: image.width,
          height: image.height,
        });
      } catch (error) {
        // Nothing references the objects yet: leave no orphans behind.
        await Promise.allSettled(keys.map((key) => storage.delete(key)));
        throw error;
      }

      return { fileName, preSignedUrl: await storage.url(variantKey(fileName, 'large')) };
    },

    /** A stored variant by its key (`<fileName>-large.webp`), or null. */
    async open(key: string): Promise<StoredObject | null> {
      if (!isVariantKey(key)) return null;
      return storage.get(key);
    },
  };
}
