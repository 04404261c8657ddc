import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessSchema,
  CatalogueDocumentSchema,
  CatalogueExportSchema,
  CsvImportInputSchema,
  ErrorBodySchema,
  IdParamsSchema,
  ImportPreviewSchema,
  ImportResultSchema,
  TRANSFER_LIMITS,
  type MessageKey,
} from '@carta/shared';
import { httpError } from '../../lib/http-errors';
import { requireAuth } from '../../plugins/auth';
import { activityAuthor } from '../activity/author';
import { parseCatalogueDocument } from './document-validation';
import { createTransferService } from './transfer.service';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  404: ErrorBodySchema,
} as const;
const importErrors = {
  ...errors,
  413: ErrorBodySchema,
  415: ErrorBodySchema,
  503: ErrorBodySchema,
} as const;

/** The CSV arrives as JSON text: escaping may double its size (quotes, line breaks). */
const CSV_BODY_LIMIT = TRANSFER_LIMITS.csvBytesMax * 2 + 64 * 1024;
const JSON_BODY_LIMIT = TRANSFER_LIMITS.jsonBytesMax;

/** 413 with the import's own message when the declared size is already too large. */
const refuseLarger =
  (limit: number, code: MessageKey): onRequestHookHandler =>
  async (request) => {
    if (Number(request.headers['content-length'] ?? 0) > limit) throw httpError(413, code);
  };

/**
 * Import and export of a business's catalogue (docs/product.md, "Import and export"): the
 * signed-in owner's businesses only; another owner's id answers 404.
 */
export const transferRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createTransferService(app.db);
  // A process that stopped mid-import left a hidden business: removed at start, once it is older
  // than any running import can be (docs/security.md, "Imports"). Each import sweeps again first.
  // Not awaited: a database that is away at start must not keep the server from answering (its
  // health check says 503); the next import sweeps anyway.
  app.addHook('onReady', (done) => {
    service.sweepAbandonedImports().then(
      (removed) => {
        if (removed > 0) app.log.warn({ removed }, 'removed businesses of unfinished imports');
      },
      (error: unknown) =>
        app.log.warn({ err: error }, 'could not sweep unfinished imports at start'),
    );
    done();
  });

  app.get(
    '/businesses/:id/export.json',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['import and export'],
        summary: "The business's whole catalogue as a versioned JSON document",
        params: IdParamsSchema,
        response: { 200: CatalogueExportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const document = await service.exportJson(requireAuth(request).accountId, request.params.id);
      reply.header('content-disposition', 'attachment; filename="catalogue.json"');
      return document;
    },
  );

  app.get(
    '/businesses/:id/products.csv',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['import and export'],
        summary: "The business's products as CSV (UTF-8 with BOM), one row per product",
        params: IdParamsSchema,
        response: { 200: z.unknown().describe('CSV text'), ...errors },
      },
    },
    async (request, reply) => {
      const csv = await service.exportCsv(requireAuth(request).accountId, request.params.id);
      // A Buffer goes out as it is (no JSON serialisation).
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="products.csv"')
        .send(Buffer.from(csv, 'utf8'));
    },
  );

  app.post(
    '/businesses/:id/imports/products/preview',
    {
      config: { auth: 'required' },
      bodyLimit: CSV_BODY_LIMIT,
      onRequest: refuseLarger(CSV_BODY_LIMIT, 'importCsvTooLarge'),
      schema: {
        tags: ['import and export'],
        summary:
          'Check a products CSV: what each row would do, and its errors (nothing is written)',
        params: IdParamsSchema,
        body: CsvImportInputSchema,
        response: { 200: ImportPreviewSchema, ...importErrors },
      },
    },
    async (request) =>
      service.preview(requireAuth(request).accountId, request.params.id, request.body.csv),
  );

  app.post(
    '/businesses/:id/imports/products',
    {
      config: { auth: 'required' },
      bodyLimit: CSV_BODY_LIMIT,
      onRequest: refuseLarger(CSV_BODY_LIMIT, 'importCsvTooLarge'),
      schema: {
        tags: ['import and export'],
        summary: 'Import a products CSV in one transaction (any bad row: 400, nothing written)',
        params: IdParamsSchema,
        body: CsvImportInputSchema,
        response: { 200: ImportResultSchema, ...importErrors },
      },
    },
    async (request) =>
      service.confirm(activityAuthor(requireAuth(request)), request.params.id, request.body.csv),
  );

  app.post(
    '/businesses/import',
    {
      config: { auth: 'required' },
      bodyLimit: JSON_BODY_LIMIT,
      onRequest: refuseLarger(JSON_BODY_LIMIT, 'importJsonTooLarge'),
      // The schema documents the body; the handler checks it in slices (document-validation.ts)
      // instead of in one synchronous pass that would hold the event loop.
      validatorCompiler: () => (data) => ({ value: data }),
      schema: {
        tags: ['import and export'],
        summary: 'Create a business from a catalogue export (images and addresses are not copied)',
        body: CatalogueDocumentSchema,
        response: {
          201: BusinessSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          413: ErrorBodySchema,
          415: ErrorBodySchema,
          503: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const author = activityAuthor(requireAuth(request));
      const document = await parseCatalogueDocument(request.body);
      const business = await service.importDocument(author, document);
      return reply.code(201).send(business);
    },
  );
};
