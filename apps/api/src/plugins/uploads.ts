import type { preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { IMAGE_QUEUE, IMAGE_UPLOAD_RATE_LIMIT } from '@carta/shared';
import { createImageQueue, type ImageQueue } from '../lib/images/image-queue';
import { accountRateLimit } from './account-rate-limit';
import type { RateLimitWindow } from './rate-limit';

export interface UploadsPluginOptions {
  /** Where image work waits its turn; default one sized by IMAGE_QUEUE. Tests pass their own. */
  imageQueue?: ImageQueue;
  /** Uploads per signed-in account and window; `false` turns it off. Default IMAGE_UPLOAD_RATE_LIMIT. */
  rateLimit?: RateLimitWindow | false;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What bounds the cost of image uploads (see docs/security.md, "Images"). */
    uploads: {
      imageQueue: ImageQueue;
      /** preHandler: 429 with Retry-After once the signed-in account exceeds its upload limit. */
      rateLimit: preHandlerAsyncHookHandler;
    };
  }
}

/** One image queue per process and the per-account upload limit (./account-rate-limit.ts). */
export const uploadsPlugin = fp<UploadsPluginOptions>(
  async (
    app,
    { imageQueue = createImageQueue(IMAGE_QUEUE), rateLimit = IMAGE_UPLOAD_RATE_LIMIT },
  ) => {
    const limitUploads = accountRateLimit(app, 'upload', rateLimit, 'tooManyUploads');
    app.decorate('uploads', { imageQueue, rateLimit: limitUploads });
  },
  { name: 'carta-uploads', dependencies: ['carta-rate-limit'] },
);
