import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health/health.routes';

/** Every feature's routes, mounted under /api by app.ts. Add one line per module. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
};
