import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { createAccountsService, type AccountsService } from './accounts.service';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountsService;
  }
}

/** The accounts service for every module, built from the auth plugin's tokens and captcha and the mail queue. */
export const accountsPlugin = fp<{ config: Readonly<AppConfig> }>(
  async (app, { config }) => {
    const accounts = createAccountsService({
      db: app.db,
      appUrl: config.appUrl,
      adminEmails: config.adminEmails,
      accessTokens: app.accessTokens,
      sessionVersions: app.sessionVersions,
      mailQueue: app.mailQueue,
      captcha: app.captcha,
      log: app.log,
    });
    app.decorate('accounts', accounts);
    // Before the mail queue stops and the database closes: background work still queues mail.
    app.addHook('preClose', async () => accounts.settled());
  },
  { name: 'carta-accounts', dependencies: ['carta-db', 'carta-auth', 'carta-mail'] },
);
