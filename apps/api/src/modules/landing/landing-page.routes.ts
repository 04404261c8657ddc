import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGES, type RenderLandingPage } from '@carta/shared';
import type { AppConfig } from '../../config';
import { sendAppShell } from '../../plugins/static';
import { sendPayload } from '../public-menus/http-cache';
import { pageLanguage } from '../public-menus/public-menu-page.routes';
import { createLandingPages, type LandingPage } from './landing-pages';
import { loadLandingRenderer } from './landing-renderer';

/** The app's CSP with the page's inline scripts allowed by hash (and nothing else added). */
export const withScriptHashes = (csp: string, hashes: string[]): string =>
  hashes.length === 0
    ? csp
    : csp.replace(
        /(^|;)(\s*script-src)([^;]*)/,
        (_match, start, name, sources) => `${start}${name}${sources} ${hashes.join(' ')}`,
      );

/**
 * GET / — the landing page (docs/product.md §1, landing), prerendered per language on first
 * request and kept in memory: `?lang=` else Accept-Language picks English or Spanish, like the
 * public menu. Before a web build (no renderer) `/` is the dashboard's shell, as every page is.
 */
export const landingPageRoutes = (
  config: Readonly<AppConfig>,
  renderer?: RenderLandingPage,
): FastifyPluginAsyncZod =>
  async function landingPage(app) {
    const render = renderer ?? (await loadLandingRenderer(config.webSsrDir));
    if (!render) {
      app.log.warn(
        `The landing page is not built (no renderer in ${config.webSsrDir}): / serves the app shell until \`npm run build\``,
      );
    }
    const pages = render ? createLandingPages(config, render) : null;
    // The app's CSP is the same on every response: each page's version with its hashes is made once.
    const pageCsp = new WeakMap<LandingPage, { base: string; csp: string }>();
    const cspFor = (page: LandingPage, base: string) => {
      const known = pageCsp.get(page);
      if (known?.base === base) return known.csp;
      const csp = withScriptHashes(base, page.scriptHashes);
      pageCsp.set(page, { base, csp });
      return csp;
    };
    app.get(
      '/',
      {
        schema: {
          hide: true,
          querystring: z.object({ lang: z.enum(LANGUAGES).optional().catch(undefined) }),
        },
      },
      async (request, reply) => {
        if (!pages) return sendAppShell(reply, config.webDistDir);
        const language = pageLanguage(request.query.lang, request.headers['accept-language']);
        const page = await pages.get(language, request.query.lang !== undefined);
        const csp = reply.getHeader('content-security-policy');
        if (typeof csp === 'string') {
          reply.header('content-security-policy', cspFor(page, csp));
        }
        return sendPayload(request, reply, page.payload, 'Accept-Encoding, Accept-Language');
      },
    );
  };
