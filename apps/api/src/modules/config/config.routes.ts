import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PublicConfigSchema } from '@carta/shared';
import type { AppConfig } from '../../config';

/**
 * GET /api/config: what the web app must know of this installation: the public address share
 * links and QR codes point to (APP_URL), and the support address.
 */
export const configRoutes =
  (config: Readonly<AppConfig>): FastifyPluginAsyncZod =>
  async (app) => {
    const body = { app_url: config.appUrl, support_email: config.supportEmail };
    app.get(
      '/config',
      {
        config: { readOnly: true },
        schema: {
          tags: ['public'],
          summary: "This installation's public address and support e-mail",
          response: { 200: PublicConfigSchema },
        },
      },
      async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(body),
    );
  };
