import { stat } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { sendNotFound } from './error-handler';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Unhashed files of the web app's public/ folder (favicon, robots.txt). */
const SHORT = 'public, max-age=3600';

const NOT_BUILT_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Carta is not built</title></head>
<body><h1>The web app is not built yet</h1>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds what is missing), then reload.</p>
</body></html>`;

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * The SPA's index.html (never cached), with a status of its own when asked (a 404 whose page the
 * app renders), or a 503 page while the web app is not built.
 */
export async function sendAppShell(reply: FastifyReply, root: string, statusCode = 200) {
  if (!(await isFile(join(root, 'index.html')))) {
    return reply.code(503).type('text/html; charset=utf-8').send(NOT_BUILT_HTML);
  }
  return reply.code(statusCode).header('cache-control', REVALIDATE).sendFile('index.html');
}

/**
 * Serves the built SPA (WEB_DIST_DIR): existing files as they are, hashed /assets/* cached for a
 * year, and index.html (never cached) for every other GET outside /api, so client routes load.
 * More specific routes (/api/*, /m/:menuId) win over this catch-all.
 */
export const staticPlugin = fp<{ root: string }>(
  async (app, { root }) => {
    if (!(await isFile(join(root, 'index.html')))) {
      app.log.warn(
        `The web app is not built (no ${join(root, 'index.html')}): pages answer 503 until \`npm run build\``,
      );
    }
    // Only for reply.sendFile (ranges, ETag, Last-Modified); the routing is below.
    await app.register(fastifyStatic, {
      root,
      serve: false,
      cacheControl: false,
      // build writes .br/.gz beside each asset (apps/web/scripts/precompress.mjs).
      preCompressed: true,
    });

    const sendIndex = (reply: FastifyReply) => sendAppShell(reply, root);

    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (path === '/api' || path.startsWith('/api/')) return sendNotFound(reply);
      // Every menu address the page route did not take (e.g. longer than Fastify's maxParamLength,
      // or with more segments) is a menu that does not exist.
      if (path.startsWith('/m/')) return sendAppShell(reply, root, 404);

      let relative: string;
      try {
        relative = normalize(decodeURIComponent(path)).replace(/^[/\\]+/, '');
      } catch {
        return sendIndex(reply);
      }
      const isAsset = relative.startsWith(`assets${sep}`);
      if (relative && !relative.split(sep).includes('..') && (await isFile(join(root, relative)))) {
        if (relative === 'index.html') return sendIndex(reply);
        return reply.header('cache-control', isAsset ? IMMUTABLE : SHORT).sendFile(relative);
      }
      // A missing hashed asset (e.g. from an older deploy) must not receive HTML.
      if (isAsset) return sendNotFound(reply);
      return sendIndex(reply);
    });
  },
  { name: 'carta-static' },
);
