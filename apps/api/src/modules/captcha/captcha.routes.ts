import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AltchaChallengeSchema } from '../../lib/captcha/altcha';
import { httpError } from '../../lib/http-errors';
import { CaptchaConfigSchema } from '@carta/shared';

export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/captcha/config',
    {
      schema: {
        summary: 'Which captcha sign-up and password reset ask for, and its public key',
        tags: ['captcha'],
        response: { 200: CaptchaConfigSchema },
      },
    },
    async () => ({ provider: app.captcha.provider, siteKey: app.captcha.siteKey }),
  );

  app.get(
    '/captcha/challenge',
    {
      config: { readOnly: true },
      schema: {
        summary: 'A new proof-of-work challenge (ALTCHA) to solve in the browser',
        tags: ['captcha'],
        response: { 200: AltchaChallengeSchema },
      },
    },
    async (_request, reply) => {
      if (!app.captcha.createChallenge) throw httpError(404, 'notFound');
      reply.header('cache-control', 'no-store');
      return app.captcha.createChallenge();
    },
  );
};
