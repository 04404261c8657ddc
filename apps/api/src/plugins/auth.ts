import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
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
import type { Database, DatabaseHandle } from '../db/client';
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
  /**
   * The signed-in account's session version the access token carries (checked current when the
   * request began); null for an API token. A write that must not outlive a password change
   * re-checks it under the account's row lock (docs/security.md, "Sessions").
   */
  sessionVersion: number | null;
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

/**
 * Each account's session version (accounts.session_version): a password change or reset moves it,
 * and an access token issued under another version is refused (docs/security.md, "Sessions").
 */
export interface SessionVersions {
  /** The current version of each of `ids` that is an account (one indexed read at most). */
  current(ids: readonly string[]): Promise<Map<string, number>>;
  /** Tells the checks that `accountId` is now at `version`; call it after the commit. */
  moved(accountId: string, version: number): void;
}

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
    sessionVersions: SessionVersions;
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

/**
 * Versions remembered per embedded database (two app instances on one database share them), and
 * how many times one moved: a read that overlapped a move may predate it and is not remembered.
 */
const rememberedVersions = new WeakMap<Database, { known: Map<string, number>; moves: number }>();
/** Accounts remembered at most; beyond, the memory starts again (about 10 MB at worst). */
const MAX_REMEMBERED_VERSIONS = 100_000;

/**
 * One primary-key read per request on PostgreSQL, where another process may change a password.
 * On the embedded database every change passes through this process (its DATA_DIR is locked to
 * it, like the owner read cache relies on: docs/performance.md), so the versions read are kept in
 * memory and `moved` keeps them exact: a signed-in request then costs no statement for this check.
 */
function createSessionVersions(database: DatabaseHandle): SessionVersions {
  const read = async (ids: readonly string[]) => {
    const rows = await database.db
      .select({ id: accounts.id, version: accounts.sessionVersion })
      .from(accounts)
      .where(inArray(accounts.id, [...ids]));
    return new Map(rows.map((row) => [row.id, row.version]));
  };
  if (database.kind !== 'pglite') return { current: read, moved: () => {} };

  const memory = rememberedVersions.get(database.db) ?? { known: new Map(), moves: 0 };
  rememberedVersions.set(database.db, memory);
  const { known } = memory;
  return {
    async current(ids) {
      const found = new Map<string, number>();
      const missing = ids.filter((id) => {
        const version = known.get(id);
        if (version !== undefined) found.set(id, version);
        return version === undefined;
      });
      if (missing.length === 0) return found;
      const movesBefore = memory.moves;
      const rows = await read(missing);
      if (known.size + rows.size > MAX_REMEMBERED_VERSIONS) known.clear();
      for (const [id, version] of rows) {
        found.set(id, version);
        if (memory.moves === movesBefore) known.set(id, version);
      }
      return found;
    },
    moved(accountId, version) {
      memory.moves += 1;
      // Versions only move forward.
      known.set(accountId, Math.max(version, known.get(accountId) ?? version));
    },
  };
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
    const sessionVersions = createSessionVersions(app.database);
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
    app.decorate('sessionVersions', sessionVersions);
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
        const header = honourImpersonation ? request.headers[IMPERSONATION] : undefined;
        const target = typeof header === 'string' && header !== '' ? header : undefined;
        const validTarget = isAdmin && target !== undefined && Uuid.safeParse(target).success;
        // The signer's session version and, for an admin impersonating, whether the target
        // exists: one read (none from memory on the embedded database).
        const versions = await sessionVersions.current(
          validTarget ? [claims.sub, target] : [claims.sub],
        );
        // A password change or reset since the token was issued ended its session.
        if (versions.get(claims.sub) !== claims.ver) throw httpError(401, 'notAuthenticated');
        if (mode === 'admin' && !isAdmin) throw httpError(403, 'notAuthorized');
        if (target !== undefined) {
          if (!isAdmin) throw httpError(403, 'notAuthorized');
          if (!validTarget || !versions.has(target)) throw httpError(404, 'notFound');
        }
        const accountId = target ?? claims.sub;
        request.auth = {
          accountId,
          actorId: claims.sub,
          roles: claims.roles,
          impersonating: accountId !== claims.sub,
          sessionId: claims.sid,
          sessionVersion: claims.ver,
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
