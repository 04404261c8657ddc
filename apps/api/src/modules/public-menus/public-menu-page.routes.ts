import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ALLERGENS,
  DEFAULT_LANGUAGE,
  DIET_FILTER_PARAMS,
  DIETARY_LABELS,
  guestLanguages,
  isIdShaped,
  isInterfaceLanguage,
  LIMITS,
  LookupKeySchema,
  MENU_PART_PARAM,
  parseDietFilter,
  PUBLIC_RENDER_QUEUE,
  VIEW_SOURCE_PARAM,
  type Language,
} from '@carta/shared';
import { sendAppShell } from '../../plugins/static';
import { guestLanguagesOf } from './guest-languages';
import { chooseEncoding, sendPayload } from './http-cache';
import type { ServedPayload } from './encoded-payload';
import { RenderBusyError } from './render-queue';
import { LangQuerySchema } from './public-menus.routes';

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

/**
 * A page's own texts: `?lang=` when it names a language of the interface, else the first of
 * the browser's languages (Accept-Language, by q) that the interface has, else English.
 */
export function pageLanguage(lang: unknown, acceptLanguage: string | undefined): Language {
  return guestLanguages(lang, acceptLanguage).find(isInterfaceLanguage) ?? DEFAULT_LANGUAGE;
}

// Any ?lang= is welcome: one the menu does not offer falls back (choosePageLanguages).
// ?diet= and ?without= are the guest's filter (parseDietFilter ignores unknown names); other
// parameters (a share's tracking tags) are dropped, though a redirect keeps them. ?src=qr
// marks a view from a QR code (docs/product.md, "Menu views"); it changes nothing on the page.
const MenuQuerySchema = z.object({
  lang: LangQuerySchema,
  [DIET_FILTER_PARAMS.labels]: DietQueryValueSchema,
  [DIET_FILTER_PARAMS.without]: DietQueryValueSchema,
  [VIEW_SOURCE_PARAM]: z.string().max(LIMITS.searchMax).optional().catch(undefined),
  // The part of a big menu (docs/public-menu.md, "A big menu in parts"); clamped by the cache.
  [MENU_PART_PARAM]: z.string().max(16).optional().catch(undefined),
});

const pathOf = (request: FastifyRequest) => {
  const at = request.url.indexOf('?');
  return at < 0 ? request.url : request.url.slice(0, at);
};
const queryOf = (request: FastifyRequest) => {
  const at = request.url.indexOf('?');
  return at < 0 ? '' : request.url.slice(at);
};

/**
 * Another address of the page (its id, a former slug, capitals): found, not moved for good, as
 * the owner may change the slug again; never cached, so a browser never loops between two.
 */
function redirectTo(request: FastifyRequest, reply: FastifyReply, path: string) {
  return reply.header('cache-control', 'no-cache').redirect(`${path}${queryOf(request)}`, 302);
}

/**
 * The page of `id` from `cache` at its canonical path: a redirect there from any other address,
 * the app's not-found page (404) when there is no such page.
 */
async function sendCanonical(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: {
    address: (id: string, bodyFollows?: boolean) => Promise<{ path: string | null } | null>;
  },
  id: string | null,
  render: (id: string) => Promise<ServedPayload | null>,
  webDistDir: string,
  busy: (reply: FastifyReply) => FastifyReply,
  onPage?: (id: string) => void,
) {
  // The page's body is read next, and its query checks the page's head (stored-public-cache.ts).
  const address = id ? await cache.address(id, true) : null;
  if (!id || !address) return sendAppShell(reply, webDistDir, 404);
  if (address.path && address.path !== pathOf(request)) {
    return redirectTo(request, reply, address.path);
  }
  let page: ServedPayload | null;
  try {
    page = await render(id);
  } catch (error) {
    if (error instanceof RenderBusyError) return busy(reply);
    throw error;
  }
  if (!page) return sendAppShell(reply, webDistDir, 404);
  onPage?.(id);
  return sendPayload(request, reply, page, 'Accept-Encoding, Accept-Language');
}

/**
 * The public pages (docs/public-menu.md), rendered on the server once per change and language:
 * readable with JavaScript off, then hydrated by their own small script. A page answers at its
 * readable address when it has one, and redirects there from its id address and former slugs
 * (docs/product.md, "Readable addresses"). Unknown addresses get the app's not-found page (404).
 */
export const publicMenuPageRoutes = (webDistDir: string): FastifyPluginAsyncZod =>
  async function publicMenuPage(app) {
    const notBuilt = (reply: FastifyReply) =>
      reply.code(503).type('text/html; charset=utf-8').send(NOT_BUILT_HTML);
    /** Renders waited too long (docs/public-menu.md): a small page that reloads by itself. */
    const busy = (request: FastifyRequest) => (reply: FastifyReply) =>
      reply
        .code(503)
        .header('retry-after', PUBLIC_RENDER_QUEUE.retryAfterSeconds)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(
          app.publicMenus.busyPage(
            pageLanguage(
              (request.query as { lang?: unknown }).lang,
              request.headers['accept-language'],
            ),
          ),
        );

    /**
     * The page of a menu for this request, and the view it counts once served (200, or 304 from
     * the guest's own copy: a reload the deduplication drops, or a return on a later day).
     */
    const menuPage = (request: FastifyRequest, query: z.infer<typeof MenuQuerySchema>) => {
      const guest = guestLanguagesOf(query.lang, request.headers['accept-language']);
      return {
        render: (menuId: string) =>
          app.publicMenus.page(
            menuId,
            guest,
            // No filter asked (nearly every guest): the cache's own empty filter, nothing parsed.
            query[DIET_FILTER_PARAMS.labels] === undefined &&
              query[DIET_FILTER_PARAMS.without] === undefined
              ? undefined
              : parseDietFilter(query),
            Boolean(query.lang),
            query[MENU_PART_PARAM],
            chooseEncoding(request.headers['accept-encoding']),
          ),
        counted: (menuId: string) => {
          const view = app.publicMenus.viewOf(menuId, guest);
          if (!view) return;
          const source = query[VIEW_SOURCE_PARAM] === 'qr' ? 'qr' : 'link';
          app.menuViews.record(request, { menuId, ...view, source });
        },
      };
    };

    // GET /m/:menuId — a menu by its id; `/m/casa-pepe` (a business's slug) leads to its page.
    app.get(
      '/m/:menuId',
      {
        schema: {
          hide: true,
          params: z.object({ menuId: LookupKeySchema }),
          querystring: MenuQuerySchema,
        },
      },
      async (request, reply) => {
        if (!app.publicMenus.pagesAvailable) return notBuilt(reply);
        const segment = request.params.menuId.toLowerCase();
        if (!isIdShaped(segment)) {
          const businessId = await app.publicAddresses.business(segment);
          const place = businessId ? await app.publicPlaces.address(businessId) : null;
          if (!place?.path) return sendAppShell(reply, webDistDir, 404);
          return redirectTo(request, reply, place.path);
        }
        const page = menuPage(request, request.query);
        return sendCanonical(
          request,
          reply,
          app.publicMenus,
          segment,
          page.render,
          webDistDir,
          busy(request),
          page.counted,
        );
      },
    );

    // GET /m/:business/:menuSlug — a menu by its slug, within its business's slug or id.
    app.get(
      '/m/:business/:menuSlug',
      {
        schema: {
          hide: true,
          params: z.object({ business: LookupKeySchema, menuSlug: LookupKeySchema }),
          querystring: MenuQuerySchema,
        },
      },
      async (request, reply) => {
        if (!app.publicMenus.pagesAvailable) return notBuilt(reply);
        const { business, menuSlug } = request.params;
        const menuId = await app.publicAddresses.menu(business, menuSlug);
        const page = menuPage(request, request.query);
        return sendCanonical(
          request,
          reply,
          app.publicMenus,
          menuId,
          page.render,
          webDistDir,
          busy(request),
          page.counted,
        );
      },
    );

    // GET /b/:business — a business's page (docs/product.md, "One QR for the place").
    app.get(
      '/b/:business',
      {
        schema: {
          hide: true,
          params: z.object({ business: LookupKeySchema }),
          querystring: z.object({ lang: LangQuerySchema }),
        },
      },
      async (request, reply) => {
        if (!app.publicMenus.pagesAvailable) return notBuilt(reply);
        const businessId = await app.publicAddresses.business(request.params.business);
        const guest = guestLanguagesOf(request.query.lang, request.headers['accept-language']);
        return sendCanonical(
          request,
          reply,
          app.publicPlaces,
          businessId,
          (id) =>
            app.publicPlaces.page(
              id,
              guest,
              undefined,
              Boolean(request.query.lang),
              undefined,
              chooseEncoding(request.headers['accept-encoding']),
            ),
          webDistDir,
          busy(request),
        );
      },
    );
  };
