import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { RenderLandingPage, RenderPublicMenuPage } from '@carta/shared';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { apiRoutes } from './modules';
import { accountsPlugin } from './modules/accounts/accounts.plugin';
import { configRoutes } from './modules/config/config.routes';
import { landingPageRoutes } from './modules/landing/landing-page.routes';
import { mailPlugin, type MailPluginOptions } from './modules/mail/mail.plugin';
import { webhooksPlugin, type WebhooksPluginOptions } from './modules/webhooks/webhooks.plugin';
import {
  menuViewsPlugin,
  type MenuViewsPluginOptions,
} from './modules/menu-views/menu-views.plugin';
import { publicMenuPageRoutes } from './modules/public-menus/public-menu-page.routes';
import { publicMenusPlugin } from './modules/public-menus/public-menus.plugin';
import { printKitRoutes, type PrintKitRoutesOptions } from './modules/print-kit/print-kit.routes';
import { authPlugin, type AuthPluginOptions } from './plugins/auth';
import { dbPlugin } from './plugins/db';
import { errorHandlerPlugin, frameworkErrorHandler } from './plugins/error-handler';
import { rateLimitPlugin, type AuthRateLimits } from './plugins/rate-limit';
import { unvalidatedSerializerCompiler } from './plugins/unvalidated-serializer';
import {
  loggerOptions,
  requestLoggingPlugin,
  ResponseLineLogController,
  type LogStream,
} from './plugins/request-logging';
import { ownerReadCachePlugin } from './plugins/owner-read-cache';
import { routeTablePlugin } from './plugins/route-table';
import { cacheControlDefaultPlugin } from './plugins/cache-control-default';
import { securityHeadersPlugin } from './plugins/security-headers';
import { bodyRatePlugin, serverTimeoutOptions } from './plugins/slow-clients';
import { staticPlugin } from './plugins/static';
import { storagePlugin } from './plugins/storage';
import { swaggerPlugin } from './plugins/swagger';
import { uploadsPlugin, type UploadsPluginOptions } from './plugins/uploads';

export interface BuildAppOptions {
  config: Readonly<AppConfig>;
  /** Open and migrated; the app closes it on `app.close()`. */
  database: DatabaseHandle;
  /** Overrides for tests, e.g. `{ logger: false }`. */
  fastify?: FastifyServerOptions;
  /** Limits of the sign-in/sign-up/reset/resend calls; `false` turns them off. Default: DEFAULT_AUTH_RATE_LIMITS. */
  rateLimits?: AuthRateLimits | false;
  /** Test hooks for the identity services: a mailer, ALTCHA difficulty, a fetch for reCAPTCHA. */
  auth?: AuthPluginOptions['overrides'];
  /** The public menu page renderer; by default the web build's (tests render from source). */
  publicMenuRenderer?: RenderPublicMenuPage;
  /** The landing page renderer; by default the web build's (tests render from source). */
  landingRenderer?: RenderLandingPage;
  /** Where log lines go instead of stdout, with the same logger options (tests read them). */
  logStream?: LogStream;
  /** The image queue and per-account upload limit; defaults from the shared constants. */
  uploads?: UploadsPluginOptions;
  /** The print kit's per-account PDF limit (tests lower it or turn it off). */
  printKit?: Pick<PrintKitRoutesOptions, 'rateLimit' | 'printer'>;
  /** The outgoing mail queue's timings; defaults in DEFAULT_MAIL_QUEUE_OPTIONS. */
  mail?: MailPluginOptions['queue'];
  /** The webhook queue's timings; defaults in DEFAULT_WEBHOOK_QUEUE_OPTIONS. */
  webhooks?: WebhooksPluginOptions['queue'];
  /** Menu views' timings (tests flush by hand); the flush interval defaults to the config's. */
  menuViews?: MenuViewsPluginOptions;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** Content-Security-Policy: same origin only, plus what the configured services need. */
function contentSecurityPolicy(config: Readonly<AppConfig>) {
  const imgSrc = ["'self'", 'data:', 'blob:'];
  if (config.s3?.endpoint) imgSrc.push(new URL(config.s3.endpoint).origin);
  else if (config.s3)
    imgSrc.push(`https://${config.s3.bucket}.s3.${config.s3.region}.amazonaws.com`);

  const recaptcha = config.captcha.provider === 'recaptcha';
  const google = ['https://www.google.com', 'https://www.gstatic.com'];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
      frameSrc: recaptcha ? google : ["'none'"],
      imgSrc,
      objectSrc: ["'none'"],
      scriptSrc: recaptcha ? ["'self'", ...google] : ["'self'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      workerSrc: ["'self'", 'blob:'],
      // On plain-http installs (a LAN address) upgrading would break every asset.
      ...(config.appUrl.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

/** The Fastify instance with every plugin and route; server.ts listens, tests use inject(). */
export async function buildApp({
  config,
  database,
  fastify,
  rateLimits,
  auth,
  publicMenuRenderer,
  landingRenderer,
  logStream,
  uploads = {},
  printKit = {},
  mail,
  webhooks,
  menuViews,
}: BuildAppOptions) {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    // One line per response instead of two per request, without secrets.
    logController: new ResponseLineLogController(),
    trustProxy: config.trustProxy,
    // A malformed URL (bad percent-encoding, an overlong parameter) answers the one error body.
    frameworkErrors: frameworkErrorHandler,
    // Header, request, idle and keep-alive timeouts (docs/security.md, "Slow clients and timeouts").
    ...serverTimeoutOptions(),
    ...fastify,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    config.validateResponses ? serializerCompiler : unvalidatedSerializerCompiler,
  );

  await app.register(requestLoggingPlugin);
  // A body that trickles in is cut once it falls behind a minimum rate.
  await app.register(bodyRatePlugin);
  await app.register(routeTablePlugin);
  await app.register(errorHandlerPlugin);
  await app.register(dbPlugin, { database });
  await app.register(cacheControlDefaultPlugin);
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: contentSecurityPolicy(config),
  });
  await app.register(swaggerPlugin);
  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl, limits: rateLimits });
  await app.register(authPlugin, { config, overrides: auth });
  await app.register(mailPlugin, { queue: mail });
  await app.register(webhooksPlugin, {
    allowPrivate: config.webhooksAllowPrivateAddresses,
    queue: webhooks,
  });
  await app.register(accountsPlugin, { config });
  // Only the embedded database is sure to have no writer but this process (its DATA_DIR lock).
  if (config.ownerReadCache && database.kind === 'pglite') {
    await app.register(ownerReadCachePlugin, { database });
  }
  await app.register(storagePlugin, { config });
  await app.register(uploadsPlugin, uploads);
  await app.register(publicMenusPlugin, { config, renderer: publicMenuRenderer });
  await app.register(menuViewsPlugin, { flushIntervalMs: config.menuViewsFlushMs, ...menuViews });
  await app.register(configRoutes(config), { prefix: '/api' });
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(printKitRoutes, { prefix: '/api', appUrl: config.appUrl, ...printKit });
  await app.register(publicMenuPageRoutes(config.webDistDir));
  await app.register(landingPageRoutes(config, landingRenderer));
  await app.register(staticPlugin, { root: config.webDistDir });

  return app;
}
