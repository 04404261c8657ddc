import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBodySchema,
  IdParamsSchema,
  PRINT_KIT_RATE_LIMIT,
  PrintMenuQuerySchema,
  TableCardsQuerySchema,
} from '@carta/shared';
import { accountRateLimit } from '../../plugins/account-rate-limit';
import type { RateLimitWindow } from '../../plugins/rate-limit';
import { requireAuth } from '../../plugins/auth';
import { type ValidatedQuery, type ZodRequestTypeProvider } from '../owned/crud-routes';
import { createPrintKitService, type PdfFile } from './print-kit.service';
import { createPrinter, DEFAULT_PRINTER, type PrinterOptions } from './printer';

export interface PrintKitRoutesOptions {
  /** The public base URL the QR codes lead to (APP_URL). */
  appUrl: string;
  /** PDFs per signed-in account and window; `false` turns it off. Default PRINT_KIT_RATE_LIMIT. */
  rateLimit?: RateLimitWindow | false;
  /** The worker threads that draw the PDFs (tests shrink the budget). Default DEFAULT_PRINTER. */
  printer?: Partial<PrinterOptions>;
}

const tags = ['print kit'];
const config = { auth: 'required' } as const;
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  404: ErrorBodySchema,
  413: ErrorBodySchema,
  429: ErrorBodySchema,
  503: ErrorBodySchema,
};
/** The 200 answer: the PDF itself. */
const pdfResponse = {
  description: 'The PDF, to download',
  content: { 'application/pdf': { schema: z.file() } },
};

/** A PDF as a download: never cached by a shared cache (it is the owner's), named in ASCII. */
function sendPdf(reply: FastifyReply, { pdf, fileName }: PdfFile) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .header('content-length', pdf.length)
    .send(pdf);
}

/**
 * The print kit (docs/product.md, "Print kit"): table cards with a menu's or a place's QR code,
 * and the printable menu, as PDFs made on request for the signed-in owner; others' ids are 404.
 */
export const printKitRoutes: FastifyPluginAsyncZod<PrintKitRoutesOptions> = async (
  app,
  { appUrl, rateLimit = PRINT_KIT_RATE_LIMIT, printer: printerOptions },
) => {
  const printer = createPrinter({ ...DEFAULT_PRINTER, ...printerOptions });
  app.addHook('onClose', () => printer.close());
  const printKit = createPrintKitService({
    db: app.db,
    storage: app.storage,
    appUrl,
    log: app.log,
    print: printer.print,
  });
  const limitPrints = accountRateLimit(app, 'print', rateLimit, 'tooManyPrints');

  /** A PDF of the signed-in owner's `:id`, made by `make` from the validated query. */
  const pdfRoute = <Query extends z.ZodType>(
    url: string,
    summary: string,
    querystring: Query,
    make: (accountId: string, id: string, query: ValidatedQuery<Query>) => Promise<PdfFile>,
  ) =>
    app.withTypeProvider<ZodRequestTypeProvider>().get(
      url,
      {
        config,
        preHandler: limitPrints,
        schema: {
          tags,
          summary,
          params: IdParamsSchema,
          querystring,
          response: { 200: pdfResponse, ...errors },
        },
      },
      async (request, reply) =>
        sendPdf(
          reply,
          await make(requireAuth(request).accountId, request.params.id, request.query),
        ),
    );

  pdfRoute(
    '/menus/:id/table-cards.pdf',
    "Table cards with the menu's QR code, as a PDF to print (pages of identical cards)",
    TableCardsQuerySchema,
    printKit.menuTableCards,
  );
  pdfRoute(
    '/businesses/:id/table-cards.pdf',
    "Table cards with the place's QR code (its page lists all its menus), as a PDF to print",
    TableCardsQuerySchema,
    printKit.placeTableCards,
  );
  pdfRoute(
    '/menus/:id/print.pdf',
    'The whole menu as a PDF to print: categories, products, prices and the allergen legend',
    PrintMenuQuerySchema,
    printKit.menuPrint,
  );
};
