import type { preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { IMAGE_QUEUE, IMAGE_UPLOAD_RATE_LIMIT } from '@carta/shared';
import { httpError } from '../lib/http-errors';
import { createImageQueue, type ImageQueue } from '../lib/images/image-queue';

export interface UploadRateLimit {
  max: number;
  timeWindowMs: number;
}

export interface UploadsPluginOptions {
  /** Where image work waits its turn; default one sized by IMAGE_QUEUE. Tests pass their own. */
  imageQueue?: ImageQueue;
  /** Uploads per signed-in account and window; `false` turns it off. Default IMAGE_UPLOAD_RATE_LIMIT. */
  rateLimit?: UploadRateLimit | false;
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

/**
 * One image queue per process and the per-account upload limit. The limit counts in the rate
 * limiter's store (Redis when REDIS_URL is set, so every API instance shares it), keyed by the
 * signed-in account: an admin impersonating an owner spends the admin's own allowance.
 */
export const uploadsPlugin = fp<UploadsPluginOptions>(
  async (
    app,
    { imageQueue = createImageQueue(IMAGE_QUEUE), rateLimit = IMAGE_UPLOAD_RATE_LIMIT },
  ) => {
    let limitUploads: preHandlerAsyncHookHandler = async () => {};
    if (rateLimit) {
      const limit = app.createRateLimit({
        max: rateLimit.max,
        timeWindow: rateLimit.timeWindowMs,
        keyGenerator: (request) => `upload:account:${request.auth?.actorId ?? `ip:${request.ip}`}`,
      });
      limitUploads = async (request, reply) => {
        const result = await limit(request);
        if (!result.isAllowed && result.isExceeded) {
          reply.header('retry-after', result.ttlInSeconds);
          throw httpError(429, 'tooManyUploads');
        }
      };
    }
    app.decorate('uploads', { imageQueue, rateLimit: limitUploads });
  },
  { name: 'carta-uploads', dependencies: ['carta-rate-limit'] },
);
