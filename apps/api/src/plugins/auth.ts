import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import {
  ADMIN_ROLE,
  IMPERSONATION_HEADER,
  looksLikeApiToken,
  type ApiTokenScope,
} from '@carta/shared';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { accounts } from '../db/schema';
import { createAccessTokens, type AccessTokens } from '../lib/access-tokens';
import { createCaptcha, type Captcha, type CaptchaDeps } from '../lib/captcha';
import { createUsedChallengeStore } from '../lib/captcha/database-store';
import { httpError } from '../lib/http-errors';
import { createMailer, type Mailer } from '../lib/mail/mailer';

/** Who a request is from (set on routes with `config: { auth: … }`). */
export interface RequestAuth {
  /** The account the request acts as: the impersonated account while an admin impersonates. */
  accountId: string;
  /** The signed-in account; the admin while impersonating. Record it as the author of writes. */
  actorId: string;
  /** Roles of the signed-in account (from its access token). */
  roles: readonly string[];
  impersonating: boolean;
  /** The sign-in session (refresh-token family) of the access token; an API token's id. */
  sessionId: string;
  /** The personal API token the request was made with; null for the app's sign-in tokens. */
  apiToken: { id: string; scope: ApiTokenScope } | null;
}

export type AuthMode = 'required' | 'admin';

/** What a route allows a personal API token (docs/integrations.md, "Personal API tokens"). */
export interface ApiTokenRouteRules {
  /** The route takes API tokens at all (not an admin route, not token or password management). */
  allowed: boolean;
  /** The route honours X-Impersonate-Account: a token sending it is refused. */
  impersonation: boolean;
}

/** Authenticates a bearer value with the API token prefix, or throws 401/403/429. */
export type ApiTokenAuthenticator = (
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  rules: ApiTokenRouteRules,
) => Promise<RequestAuth>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'required': a valid bearer access token (else 401); 'admin': also the admin role (else 403). */
    auth?: AuthMode;
    /** false: the route ignores X-Impersonate-Account (GET /api/accounts). Default true. */
    impersonation?: boolean;
    /**
     * false: a personal API token is refused with 403 (token management, password change); only
     * the app's sign-in tokens pass. Admin routes always refuse API tokens. Default true.
     */
    apiTokens?: boolean;
  }
  interface FastifyRequest {
    /** Null on routes without `config.auth`; read it through `requireAuth(request)`. */
    auth: RequestAuth | null;
  }
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** The api-tokens module installs how personal API tokens are checked; until then, 401. */
    useApiTokenAuthenticator(authenticator: ApiTokenAuthenticator): void;
    captcha: Captcha;
    mailer: Mailer;
  }
}

/** The caller of a route declared with `config: { auth: 'required' | 'admin' }`; 401 otherwise. */
export function requireAuth(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw httpError(401, 'notAuthenticated');
  return request.auth;
}

export interface AuthPluginOptions {
  config: Readonly<AppConfig>;
  /** For tests: a mailer, ALTCHA difficulty, a fetch for reCAPTCHA. */
  overrides?: {
    mailer?: Mailer;
    altcha?: CaptchaDeps['altcha'];
    fetch?: typeof fetch;
  };
}

const BEARER = /^Bearer\s+(\S+)$/i;
const IMPERSONATION = IMPERSONATION_HEADER.toLowerCase();
const Uuid = z.guid();

async function accountExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.id, id))
    .limit(1);
  return row !== undefined;
}

/**
 * Identity for every module: access tokens, the captcha and the mailer (the accounts module builds
 * its service from them), plus the `config.auth` route option. Routes opt in declaratively:
 *
 *   app.get('/things', { config: { auth: 'required' } }, (request) => {
 *     const { accountId } = requireAuth(request);
 *   });
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app, { config, overrides = {} }) => {
    const accessTokens = createAccessTokens(config.jwtSecret, undefined, () => app.clock.now());
    const mailer =
      overrides.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        smtpTimeoutMs: config.smtpTimeoutMs,
        from: config.mailFrom,
        outboxDir: join(config.dataDir, 'outbox'),
        logger: app.log,
      });
    const captcha = createCaptcha(config.captcha, {
      secret: config.jwtSecret,
      store: createUsedChallengeStore(app.db),
      altcha: overrides.altcha,
      fetch: overrides.fetch,
    });

    app.decorate('accessTokens', accessTokens);
    app.decorate('captcha', captcha);
    app.decorate('mailer', mailer);
    app.decorateRequest('auth', null);
    app.addHook('onClose', async () => mailer.close());

    let apiTokenAuth: ApiTokenAuthenticator = async () => {
      throw httpError(401, 'notAuthenticated');
    };
    app.decorate('useApiTokenAuthenticator', (authenticator: ApiTokenAuthenticator) => {
      apiTokenAuth = authenticator;
    });

    const authenticate =
      (
        mode: AuthMode,
        honourImpersonation: boolean,
        allowApiTokens: boolean,
      ): onRequestHookHandler =>
      async (request, reply) => {
        const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
        if (token && looksLikeApiToken(token)) {
          request.auth = await apiTokenAuth(request, reply, token, {
            // Admin routes and impersonation are never open to a token, whoever owns it.
            allowed: allowApiTokens && mode !== 'admin',
            impersonation: honourImpersonation,
          });
          return;
        }
        const claims = token ? await accessTokens.verify(token) : null;
        if (!claims) throw httpError(401, 'notAuthenticated');
        const isAdmin = claims.roles.includes(ADMIN_ROLE);
        if (mode === 'admin' && !isAdmin) throw httpError(403, 'notAuthorized');

        let accountId = claims.sub;
        const target = honourImpersonation ? request.headers[IMPERSONATION] : undefined;
        if (typeof target === 'string' && target !== '') {
          if (!isAdmin) throw httpError(403, 'notAuthorized');
          if (!Uuid.safeParse(target).success || !(await accountExists(app.db, target))) {
            throw httpError(404, 'notFound');
          }
          accountId = target;
        }
        request.auth = {
          accountId,
          actorId: claims.sub,
          roles: claims.roles,
          impersonating: accountId !== claims.sub,
          sessionId: claims.sid,
          apiToken: null,
        };
      };

    // Attached per route, so routes without `config.auth` (public menus) pay nothing.
    app.addHook('onRoute', (route) => {
      const mode = route.config?.auth;
      if (!mode) return;
      const hook = authenticate(
        mode,
        route.config?.impersonation !== false,
        route.config?.apiTokens !== false,
      );
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [hook, ...existing] as typeof route.onRequest;
    });
  },
  { name: 'carta-auth', dependencies: ['carta-db'] },
);
