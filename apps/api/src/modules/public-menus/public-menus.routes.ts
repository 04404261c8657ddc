import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBodySchema,
  guestLanguages,
  isIdShaped,
  LookupKeySchema,
  PublicMenuSchema,
  PublicPlaceSchema,
  PUBLIC_RENDER_QUEUE,
} from '@carta/shared';
import { httpError } from '../../lib/http-errors';
import { sendNotFound } from '../../plugins/error-handler';
import { chooseEncoding, sendPayload } from './http-cache';
import { RenderBusyError } from './render-queue';

/** Any string fits the path; one that is not a UUID is simply a menu that does not exist. */
export const MenuIdParamsSchema = z.object({ id: LookupKeySchema });

/** `?lang=` as a guest may send it: any short value; one the menu does not offer is ignored. */
export const LangQuerySchema = z.string().max(16).optional().catch(undefined);

/**
 * GET /api/public/menus/:id (docs/public-menu.md): no sign-in. Answered from the rendered-menu cache
 * with ETag and Cache-Control; a disabled menu is `{ enabled: false }`; unknown or malformed ids
 * answer 404.
 */
/**
 * A body that waited too long for the render queue (docs/public-menu.md): 503 `publicMenuBusy`
 * with Retry-After.
 */
async function unlessBusy<T>(body: Promise<T>): Promise<T> {
  try {
    return await body;
  } catch (error) {
    if (!(error instanceof RenderBusyError)) throw error;
    throw httpError(503, 'publicMenuBusy', {
      retryAfterSeconds: PUBLIC_RENDER_QUEUE.retryAfterSeconds,
    });
  }
}

export const publicMenusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/menus/:id',
    {
      config: { readOnly: true },
      schema: {
        tags: ['public'],
        summary: 'A menu as guests see it: only enabled categories with enabled products',
        params: MenuIdParamsSchema,
        // The language of its texts: ?lang=, else Accept-Language, else the business's primary.
        // A menu of more than PUBLIC_MENU_JSON_PART_DISHES dishes answers in parts (?part=).
        querystring: z.object({
          lang: LangQuerySchema,
          part: z.string().max(16).optional().catch(undefined),
        }),
        response: { 200: PublicMenuSchema, 304: z.null(), 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const guest = guestLanguages(request.query.lang, request.headers['accept-language']);
      const payload = isIdShaped(id)
        ? await unlessBusy(
            app.publicMenus.json(
              id.toLowerCase(),
              guest,
              request.query.part,
              chooseEncoding(request.headers['accept-encoding']),
            ),
          )
        : null;
      if (!payload) return sendNotFound(reply);
      return sendPayload(request, reply, payload, 'Accept-Encoding, Accept-Language');
    },
  );

  app.get(
    '/public/businesses/:id',
    {
      config: { readOnly: true },
      schema: {
        tags: ['public'],
        summary:
          "A business's public page by its id or slug: its enabled menus, those served now first",
        params: MenuIdParamsSchema,
        querystring: z.object({ lang: LangQuerySchema }),
        response: { 200: PublicPlaceSchema, 304: z.null(), 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const guest = guestLanguages(request.query.lang, request.headers['accept-language']);
      const businessId = await app.publicAddresses.business(id);
      const payload = businessId
        ? await unlessBusy(
            app.publicPlaces.json(
              businessId,
              guest,
              undefined,
              chooseEncoding(request.headers['accept-encoding']),
            ),
          )
        : null;
      if (!payload) return sendNotFound(reply);
      return sendPayload(request, reply, payload, 'Accept-Encoding, Accept-Language');
    },
  );
};
