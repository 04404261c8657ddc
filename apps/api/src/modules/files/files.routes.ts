import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LookupKeySchema,
  ErrorBodySchema,
  IMAGE_QUEUE,
  MAX_UPLOAD_BYTES,
  UploadResponseSchema,
} from '@carta/shared';
import { httpError } from '../../lib/http-errors';
import { ImageQueueBusyError } from '../../lib/images/image-queue';
import { requireAuth } from '../../plugins/auth';
import { sendNotFound } from '../../plugins/error-handler';
import { createFilesService } from './files.service';

/** Stored objects never change (every upload gets a new name), so caches may keep them a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The multipart field that carries the image. */
const FILE_FIELD = 'file';

/** The first part of a multipart body and, when it is the file field, its bytes (up to the limit). */
async function readFilePart(request: FastifyRequest) {
  const part = await request.file();
  const isFile = part?.fieldname === FILE_FIELD;
  return { part, data: isFile ? await part.toBuffer() : Buffer.alloc(0) };
}

const tags = ['files'];

/**
 * POST /api/files/upload and GET /api/files/:name (limits and costs: docs/security.md, "Images").
 *
 * Serving: both storages are served through GET /api/files/:name (from disk, or proxied from the
 * bucket), so entity URLs (`logo_url`) are stable, same-origin and immutable-cacheable, whatever
 * the storage, and a CDN in front of the API absorbs the traffic. Only the upload's
 * `preSignedUrl` points straight at the bucket (a presigned GET URL) when S3 is configured.
 */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = createFilesService({
    db: app.db,
    storage: app.storage,
    log: app.log,
    imageQueue: app.uploads.imageQueue,
  });

  // Registered here so only this plugin accepts multipart bodies. The size limit is enforced
  // while streaming: toBuffer() stops reading at MAX_UPLOAD_BYTES (see the truncation check).
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });

  app.post(
    '/files/upload',
    {
      config: { auth: 'required' },
      // Before the body is read: a refused upload costs no parsing.
      preHandler: app.uploads.rateLimit,
      schema: {
        tags,
        summary: 'Upload a JPEG or PNG image (multipart field "file", at most 5 MB)',
        consumes: ['multipart/form-data'],
        response: {
          201: UploadResponseSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          413: ErrorBodySchema,
          415: ErrorBodySchema,
          429: ErrorBodySchema,
          503: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { accountId } = requireAuth(request);
      const fileRequired = () =>
        httpError(400, 'fileRequired', { fields: { [FILE_FIELD]: 'fileRequired' } });
      if (!request.isMultipart()) throw fileRequired();
      const { part, data } = await readFilePart(request).catch((error: unknown) => {
        // The parser's own errors (no boundary, a body cut short) carry no status: the client's.
        if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
        throw httpError(400, 'uploadMalformed', { fields: { [FILE_FIELD]: 'uploadMalformed' } });
      });
      if (!part || part.fieldname !== FILE_FIELD) throw fileRequired();
      // A part cut at the size limit must never reach the decoder as a "corrupt" image (415).
      if (part.file.truncated) throw httpError(413, 'imageTooLarge');
      if (data.length === 0) throw fileRequired();
      try {
        return reply.code(201).send(await files.upload(accountId, data));
      } catch (error) {
        if (!(error instanceof ImageQueueBusyError)) throw error;
        throw httpError(503, 'imageServerBusy', {
          retryAfterSeconds: IMAGE_QUEUE.retryAfterSeconds,
        });
      }
    },
  );

  app.get(
    '/files/:name',
    {
      config: { readOnly: true },
      schema: {
        tags,
        summary: 'A stored image variant (public: images appear on public menus)',
        params: z.object({ name: LookupKeySchema }),
      },
    },
    async (request, reply) => {
      const object = await files.open(request.params.name);
      if (!object) return sendNotFound(reply);
      reply
        .header('cache-control', IMMUTABLE_CACHE_CONTROL)
        .header('etag', object.etag)
        .header('content-type', object.contentType);
      if (request.headers['if-none-match'] === object.etag) {
        object.body.destroy();
        return reply.code(304).send();
      }
      return reply.header('content-length', object.size).send(object.body);
    },
  );
};
