import type { FastifyBaseLogger } from 'fastify';
import { IMAGE_VARIANTS, messages, type UploadResponse } from '@carta/shared';
import type { Database } from '../../db/client';
import { httpError } from '../../lib/http-errors';
import { ImageRejectedError, processImage, VARIANT_CONTENT_TYPE } from '../../lib/images';
import type { Storage, StoredObject } from '../../lib/storage';
import { isVariantKey, newFileName, variantKey } from './file-names';
import { createFilesRepository } from './files.repository';

export interface FilesServiceDeps {
  db: Database;
  storage: Storage;
  log: FastifyBaseLogger;
}

export function createFilesService({ db, storage, log }: FilesServiceDeps) {
  const files = createFilesRepository(db);

  return {
    /** Runs the image pipeline, stores both variants and records the upload for `ownerId`. */
    async upload(ownerId: string, data: Buffer): Promise<UploadResponse> {
      const image = await processImage(data).catch((error: unknown) => {
        if (!(error instanceof ImageRejectedError)) throw error;
        log.info({ reason: error.reason, detail: error.message }, 'upload rejected');
        throw error.reason === 'too-many-pixels'
          ? httpError(413, messages.imageTooManyPixels)
          : httpError(415, messages.unsupportedImageType);
      });

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

export type FilesService = ReturnType<typeof createFilesService>;
