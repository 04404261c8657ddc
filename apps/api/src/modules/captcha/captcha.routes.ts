import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AltchaChallengeSchema } from '../../lib/captcha/altcha';
import { httpError } from '../../lib/http-errors';
import { CaptchaConfigSchema } from '@carta/shared';

export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/captcha/config',
    { schema: { tags: ['captcha'], response: { 200: CaptchaConfigSchema } } },
    async () => ({ provider: app.captcha.provider, siteKey: app.captcha.siteKey }),
  );

  app.get(
    '/captcha/challenge',
    {
      config: { readOnly: true },
      schema: { tags: ['captcha'], response: { 200: AltchaChallengeSchema } },
    },
    async (_request, reply) => {
      if (!app.captcha.createChallenge) throw httpError(404, 'notFound');
      reply.header('cache-control', 'no-store');
      return app.captcha.createChallenge();
    },
  );
};
