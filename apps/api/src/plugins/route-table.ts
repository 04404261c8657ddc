import type { FastifySchema, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthMode } from './auth';

/** One registered route, as the access matrix and the generated-input tests walk them. */
export interface RouteEntry {
  method: HTTPMethods;
  url: string;
  auth: AuthMode | null;
  /** False where the route ignores X-Impersonate-Account. */
  impersonation: boolean;
  /** False where a personal API token is refused (admin routes, token and password management). */
  apiTokens: boolean;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after this plugin, in registration order (HEAD twins left out). */
    routeTable: readonly RouteEntry[];
  }
}

/**
 * Records the route table so that tests can be generated from it: a route added later cannot
 * escape the access matrix (docs/security.md, "Access matrix and generated input").
 */
export const routeTablePlugin = fp(
  async (app) => {
    const routes: RouteEntry[] = [];
    app.decorate('routeTable', routes);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method === 'HEAD' && route.url !== '*') continue;
        routes.push({
          method,
          url: route.url,
          auth: route.config?.auth ?? null,
          impersonation: route.config?.impersonation !== false,
          apiTokens: route.config?.auth !== 'admin' && route.config?.apiTokens !== false,
          schema: route.schema,
        });
      }
    });
  },
  { name: 'carta-route-table' },
);
