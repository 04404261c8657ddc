import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ALLERGENS,
  DEFAULT_LANGUAGE,
  DIET_FILTER_PARAMS,
  DIETARY_LABELS,
  guestLanguages,
  LANGUAGES,
  LIMITS,
  LookupKeySchema,
  parseDietFilter,
  type Language,
} from '@carta/shared';
import { sendAppShell } from '../../plugins/static';
import { sendPayload } from './http-cache';
import { isMenuId, LangQuerySchema } from './public-menus.routes';

const NOT_BUILT_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Carta is not built</title></head>
<body><h1>The public menu page is not built yet</h1>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds what is missing), then reload.</p>
</body></html>`;

/** One or repeated `?diet=` / `?without=` values; anything else is ignored, not refused. */
const DietQueryValueSchema = z
  .union([
    z.string().max(LIMITS.searchMax),
    z.array(z.string().max(LIMITS.searchMax)).max(DIETARY_LABELS.length + ALLERGENS.length),
  ])
  .optional()
  .catch(undefined);

const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * A page's own texts: `?lang=` when it names a language of the interface, else the first of
 * the browser's languages (Accept-Language, by q) that the interface has, else English.
 */
export function pageLanguage(lang: unknown, acceptLanguage: string | undefined): Language {
  return guestLanguages(lang, acceptLanguage).find(isLanguage) ?? DEFAULT_LANGUAGE;
}

/**
 * GET /m/:menuId — the public menu page, rendered on the server once per change and language
 * (docs/public-menu.md): readable with JavaScript off, then hydrated by its own small script. Unknown or
 * malformed ids get the app's not-found page with a 404 status.
 */
export const publicMenuPageRoutes = (webDistDir: string): FastifyPluginAsyncZod =>
  async function publicMenuPage(app) {
    app.get(
      '/m/:menuId',
      {
        schema: {
          hide: true,
          params: z.object({ menuId: LookupKeySchema }),
          // Any ?lang= is welcome: one the menu does not offer falls back (choosePageLanguages).
          // ?diet= and ?without= are the guest's filter (parseDietFilter ignores unknown names);
          // other parameters (a share's tracking tags) are dropped.
          querystring: z.object({
            lang: LangQuerySchema,
            [DIET_FILTER_PARAMS.labels]: DietQueryValueSchema,
            [DIET_FILTER_PARAMS.without]: DietQueryValueSchema,
          }),
        },
      },
      async (request, reply) => {
        const { menuId } = request.params;
        if (!app.publicMenus.pagesAvailable) {
          return reply.code(503).type('text/html; charset=utf-8').send(NOT_BUILT_HTML);
        }
        const guest = guestLanguages(request.query.lang, request.headers['accept-language']);
        const page = isMenuId(menuId)
          ? await app.publicMenus.page(menuId.toLowerCase(), guest, parseDietFilter(request.query))
          : null;
        if (!page) return sendAppShell(reply, webDistDir, 404);
        return sendPayload(request, reply, page, 'Accept-Encoding, Accept-Language');
      },
    );

    app.get(
      '/b/:businessId',
      {
        schema: {
          hide: true,
          params: z.object({ businessId: LookupKeySchema }),
          querystring: z.object({ lang: LangQuerySchema }),
        },
      },
      async (request, reply) => {
        const { businessId } = request.params;
        if (!app.publicMenus.pagesAvailable) {
          return reply.code(503).type('text/html; charset=utf-8').send(NOT_BUILT_HTML);
        }
        const guest = guestLanguages(request.query.lang, request.headers['accept-language']);
        const page = isMenuId(businessId)
          ? await app.publicPlaces.page(businessId.toLowerCase(), guest)
          : null;
        if (!page) return sendAppShell(reply, webDistDir, 404);
        return sendPayload(request, reply, page, 'Accept-Encoding, Accept-Language');
      },
    );
  };
