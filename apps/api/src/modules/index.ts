import type { FastifyPluginAsync } from 'fastify';
import { accountsRoutes } from './accounts/accounts.routes';
import { captchaRoutes } from './captcha/captcha.routes';
import { healthRoutes } from './health/health.routes';

/** Every feature's routes, mounted under /api by app.ts. Add one line per module. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(accountsRoutes);
  await app.register(captchaRoutes);
};
