import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { createOperationTransform, markOptionalBodies } from './openapi-operation';

export const DOCS_PREFIX = '/api/docs';

/**
 * OpenAPI document built from the routes' zod schemas, with Swagger UI at /api/docs (its assets
 * come from the installed package, never a CDN). Must be registered before the routes.
 */
export const swaggerPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Carta API',
          description:
            'Bilingual digital menus: accounts, businesses, products, categories and menus.',
          version: '0.1.0',
        },
        // Relative: the document describes whichever installation serves it.
        servers: [{ url: '/', description: 'This Carta installation' }],
        components: {
          securitySchemes: {
            bearerAuth: {
              type: 'http',
              scheme: 'bearer',
              description:
                "A session's access token (a JWT from /api/accounts/signin) or a personal API token (carta_pat_…, made in Settings; docs/integrations.md).",
            },
          },
        },
      },
      transform: createOperationTransform(),
      transformObject: (document) =>
        markOptionalBodies('openapiObject' in document ? document.openapiObject : {}),
    });
    // The package's own policy (staticCSP: true) adds upgrade-insecure-requests, which breaks the
    // page on a plain-http install; this is the same policy without it.
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      staticCSP: true,
      transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/g, ''),
    });
  },
  { name: 'carta-swagger' },
);
