import type { FastifyPluginAsync } from 'fastify';
import { accountsRoutes } from './accounts/accounts.routes';
import { activityRoutes } from './activity/activity.routes';
import { apiTokensRoutes } from './api-tokens/api-tokens.routes';
import { businessesRoutes } from './businesses/businesses.routes';
import { categoriesRoutes } from './categories/categories.routes';
import { captchaRoutes } from './captcha/captcha.routes';
import { filesRoutes } from './files/files.routes';
import { healthRoutes } from './health/health.routes';
import { mailAdminRoutes } from './mail/mail-admin.routes';
import { menusRoutes } from './menus/menus.routes';
import { productsRoutes } from './products/products.routes';
import { publicMenusRoutes } from './public-menus/public-menus.routes';
import { statsRoutes } from './stats/stats.routes';
import { transferRoutes } from './transfer/transfer.routes';
import { webhooksRoutes } from './webhooks/webhooks.routes';

/** Every feature's routes, mounted under /api by app.ts. Add one line per module. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(accountsRoutes);
  await app.register(captchaRoutes);
  await app.register(filesRoutes);
  await app.register(businessesRoutes);
  await app.register(statsRoutes);
  await app.register(activityRoutes);
  await app.register(productsRoutes);
  await app.register(categoriesRoutes);
  await app.register(menusRoutes);
  await app.register(publicMenusRoutes);
  await app.register(mailAdminRoutes);
  await app.register(transferRoutes);
  await app.register(apiTokensRoutes);
  await app.register(webhooksRoutes);
};
