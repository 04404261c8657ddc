import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActivityEntrySchema,
  API_TOKEN_PREFIX,
  ApiTokenSchema,
  CreatedApiTokenSchema,
  IMPERSONATION_HEADER,
  MAX_ACTIVE_API_TOKENS,
  messages,
  type ApiTokenCreateRequest,
  type CreatedApiToken,
} from '@carta/shared';
import { accounts, activity, apiTokens } from '../../src/db/schema';
import { hashApiToken } from '../../src/modules/api-tokens/token-secret';
import { createTestApp, type TestApp } from '../helpers/app';
import { connectTestRedis, TEST_REDIS_URL } from '../helpers/redis';
import { createBusiness } from '../helpers/fixtures';
import {
  bearer,
  createOwner,
  type Owner,
  ownerSessionForSuite,
  PASSWORD,
} from '../helpers/sessions';

/** Issue 16, "Personal API tokens" (docs/integrations.md). */

const ADMIN_EMAIL = 'token-admin@example.com';
const TOKENS = '/api/accounts/api-tokens';
const { t, owner } = ownerSessionForSuite({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
let other: Owner;
let admin: Owner;

beforeAll(async () => {
  other = await createOwner(t);
  admin = await createOwner(t, ADMIN_EMAIL);
});

async function createToken(
  as: Owner,
  input: Partial<ApiTokenCreateRequest> = {},
): Promise<CreatedApiToken> {
  const response = await t.app.inject({
    method: 'POST',
    url: TOKENS,
    headers: as.headers,
    payload: { name: 'Script', scope: 'write', ...input },
  });
  expect(response.statusCode, response.body).toBe(201);
  return CreatedApiTokenSchema.strict().parse(response.json());
}

const listTokens = async (as: Owner) => {
  const response = await t.app.inject({ method: 'GET', url: TOKENS, headers: as.headers });
  expect(response.statusCode, response.body).toBe(200);
  return ApiTokenSchema.strict().array().parse(response.json());
};

const withToken = (
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(token), ...headers },
    ...(payload && { payload }),
  });

const errorOf = (code: keyof typeof messages, statusCode: number) =>
  expect.objectContaining({ statusCode, code, message: messages[code] });

describe('creating, listing and revoking tokens', () => {
  it('shows the token once: the creation answers it, the list never does, the database holds only its hash', async () => {
    const created = await createToken(owner, { name: '  Inventory sync  ', scope: 'read' });
    expect(created).toMatchObject({
      name: 'Inventory sync',
      scope: 'read',
      expires_at: null,
      last_used_at: null,
      revoked_at: null,
    });
    expect(created.token).toMatch(new RegExp(`^${API_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`));
    expect(created.hint).toBe(created.token.slice(-4));

    const listed = await listTokens(owner);
    const entry = listed.find((token) => token.id === created.id);
    const { token: _token, ...withoutToken } = created;
    expect(entry).toEqual(withoutToken);
    expect(JSON.stringify(listed)).not.toContain(created.token);

    const [row] = await t.app.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(row!.tokenHash).toBe(hashApiToken(created.token));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.token.slice(API_TOKEN_PREFIX.length));
  });

  it('sets the expiry from the chosen number of days', async () => {
    const before = Date.now();
    const created = await createToken(owner, { expires_in_days: 30 });
    const expires = Date.parse(created.expires_at!);
    const thirtyDays = 30 * 24 * 60 * 60 * 1000;
    expect(expires).toBeGreaterThanOrEqual(before + thirtyDays);
    expect(expires).toBeLessThanOrEqual(Date.now() + thirtyDays);
  });

  it('validates the name, scope and expiry with the shared messages', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: TOKENS,
      headers: owner.headers,
      payload: { name: '   ', scope: 'admin', expires_in_days: 12 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      name: expect.objectContaining({ code: 'apiTokenNameRequired' }),
      scope: expect.objectContaining({ code: 'apiTokenScopeInvalid' }),
      expires_in_days: expect.objectContaining({ code: 'apiTokenExpiryInvalid' }),
    });
    const long = await t.app.inject({
      method: 'POST',
      url: TOKENS,
      headers: owner.headers,
      payload: { name: 'x'.repeat(61), scope: 'read' },
    });
    expect(long.json().fields).toEqual({
      name: expect.objectContaining({ code: 'apiTokenNameTooLong' }),
    });
  });

  it('lists only the caller’s tokens, and another account’s token id answers 404 on revoke', async () => {
    const mine = await createToken(owner, { name: 'Mine' });
    const theirs = await createToken(other, { name: 'Theirs' });
    expect((await listTokens(owner)).map((token) => token.id)).not.toContain(theirs.id);
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `${TOKENS}/${theirs.id}`,
      headers: owner.headers,
    });
    expect(revoke.statusCode).toBe(404);
    expect((await withToken(theirs.token, 'GET', '/api/businesses')).statusCode).toBe(200);
    expect((await withToken(mine.token, 'GET', '/api/businesses')).statusCode).toBe(200);
  });

  it('revokes at once: the next request with the token answers 401, like a bad sign-in token', async () => {
    const created = await createToken(owner);
    expect((await withToken(created.token, 'GET', '/api/businesses')).statusCode).toBe(200);
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `${TOKENS}/${created.id}`,
      headers: owner.headers,
    });
    expect(revoke.statusCode).toBe(204);
    const after = await withToken(created.token, 'GET', '/api/businesses');
    expect(after.statusCode).toBe(401);
    const badJwt = await t.app.inject({
      method: 'GET',
      url: '/api/businesses',
      headers: bearer('not.a.jwt'),
    });
    expect(after.json()).toEqual(badJwt.json());
    const listed = (await listTokens(owner)).find((token) => token.id === created.id);
    expect(listed?.revoked_at).toEqual(expect.any(String));
  });

  it('an expired token answers 401', async () => {
    const created = await createToken(owner, { expires_in_days: 7 });
    expect((await withToken(created.token, 'GET', '/api/businesses')).statusCode).toBe(200);
    await t.app.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, created.id));
    const response = await withToken(created.token, 'GET', '/api/businesses');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(errorOf('notAuthenticated', 401));
  });

  it('an unknown token with the right prefix answers 401', async () => {
    const response = await withToken(
      `${API_TOKEN_PREFIX}${'A'.repeat(43)}`,
      'GET',
      '/api/businesses',
    );
    expect(response.statusCode).toBe(401);
  });

  it('a token of an account that is no longer active answers 401', async () => {
    const owner2 = await createOwner(t);
    const created = await createToken(owner2);
    await t.app.db.update(accounts).set({ active: false }).where(eq(accounts.id, owner2.id));
    expect((await withToken(created.token, 'GET', '/api/businesses')).statusCode).toBe(401);
  });

  it('records when a token was last used', async () => {
    const created = await createToken(owner);
    expect((await withToken(created.token, 'GET', '/api/businesses')).statusCode).toBe(200);
    await expect
      .poll(async () => (await listTokens(owner)).find((x) => x.id === created.id)?.last_used_at)
      .toEqual(expect.any(String));
  });

  it('writes last_used_at at most once a minute, not on every request', async () => {
    const created = await createToken(owner);
    const lastUsed = async () =>
      (await t.app.db.select().from(apiTokens).where(eq(apiTokens.id, created.id)))[0]!.lastUsedAt;
    expect((await withToken(created.token, 'GET', '/api/businesses')).statusCode).toBe(200);
    await expect.poll(lastUsed).not.toBeNull();
    const first = (await lastUsed())!.getTime();
    for (let i = 0; i < 3; i += 1) {
      expect((await withToken(created.token, 'GET', '/api/businesses')).statusCode).toBe(200);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await lastUsed())!.getTime()).toBe(first);
  });

  it(`refuses more than ${MAX_ACTIVE_API_TOKENS} active tokens (409); revoking one makes room`, async () => {
    const crowded = await createOwner(t);
    const made: CreatedApiToken[] = [];
    for (let i = 0; i < MAX_ACTIVE_API_TOKENS; i += 1) {
      made.push(await createToken(crowded, { name: `Token ${i}` }));
    }
    const refused = await t.app.inject({
      method: 'POST',
      url: TOKENS,
      headers: crowded.headers,
      payload: { name: 'One too many', scope: 'read' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(errorOf('apiTokensTooMany', 409));
    await t.app.inject({
      method: 'DELETE',
      url: `${TOKENS}/${made[0]!.id}`,
      headers: crowded.headers,
    });
    await createToken(crowded, { name: 'Room again' });
  });
});

describe('scopes', () => {
  // The API has no PUT route (updates are POST or PATCH, docs/architecture.md §5).
  it('a read token reads (GET 200) and cannot write: POST, PATCH and DELETE answer 403', async () => {
    const business = await createBusiness(t, owner, { name: 'Read Only Cafe' });
    const { token } = await createToken(owner, { scope: 'read' });
    expect((await withToken(token, 'GET', '/api/businesses')).statusCode).toBe(200);
    expect((await withToken(token, 'GET', `/api/businesses/${business.id}`)).statusCode).toBe(200);
    for (const [method, url] of [
      ['POST', '/api/businesses'],
      ['POST', `/api/businesses/${business.id}`],
      ['PATCH', `/api/businesses/${business.id}`],
      ['DELETE', `/api/businesses/${business.id}`],
    ] as const) {
      const response = await withToken(token, method, url, { name: 'Changed Cafe' });
      expect(response.json(), `${method} ${url}`).toEqual(errorOf('apiTokenReadOnly', 403));
    }
    const still = await withToken(token, 'GET', `/api/businesses/${business.id}`);
    expect(still.json()).toMatchObject({ name: 'Read Only Cafe' });
  });

  it('a write token writes, and the activity entry names the token', async () => {
    const created = await createToken(owner, { name: 'Menu importer', scope: 'write' });
    const response = await withToken(created.token, 'POST', '/api/businesses', {
      name: 'Token Cafe',
    });
    expect(response.statusCode, response.body).toBe(201);
    const business = response.json() as { id: string };
    const [row] = await t.app.db
      .select()
      .from(activity)
      .where(eq(activity.businessId, business.id));
    expect(row).toMatchObject({ apiTokenId: created.id, accountId: owner.id, actorId: null });

    const entries = await t.app.inject({
      method: 'GET',
      url: `/api/businesses/${business.id}/activity`,
      headers: owner.headers,
    });
    const [entry] = ActivityEntrySchema.array().parse(entries.json());
    expect(entry).toMatchObject({
      action: 'created',
      api_token: { id: created.id, name: 'Menu importer' },
    });

    // Made in the app: no token.
    await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}`,
      headers: owner.headers,
      payload: { name: 'Token Cafe Two' },
    });
    const [latest] = ActivityEntrySchema.array().parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/businesses/${business.id}/activity`,
          headers: owner.headers,
        })
      ).json(),
    );
    expect(latest).toMatchObject({ action: 'updated', api_token: null });
  });
});

describe('what a token can never do', () => {
  it('manage tokens, change the password, or reach admin routes and impersonation (403)', async () => {
    const { token } = await createToken(owner, { scope: 'write' });
    const adminToken = (await createToken(admin, { scope: 'write' })).token;
    const refused = [
      await withToken(token, 'GET', TOKENS),
      await withToken(token, 'POST', TOKENS, { name: 'Another', scope: 'write' }),
      await withToken(token, 'DELETE', `${TOKENS}/${(await createToken(owner)).id}`),
      await withToken(token, 'POST', '/api/accounts/change-password', {
        password: PASSWORD,
        new_password: 'taken-over-123',
      }),
      await withToken(adminToken, 'GET', '/api/accounts'),
      await withToken(adminToken, 'GET', '/api/admin/mail'),
      await withToken(adminToken, 'GET', '/api/businesses', undefined, {
        [IMPERSONATION_HEADER]: owner.id,
      }),
    ];
    for (const response of refused) {
      expect(response.json()).toEqual(errorOf('apiTokenNotAllowed', 403));
    }
    // The password did not change: the owner still signs in with it.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/signin',
      payload: { email: owner.email, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('an admin impersonating an owner may list the owner’s tokens but not create one', async () => {
    const headers = { ...admin.headers, [IMPERSONATION_HEADER]: owner.id };
    const list = await t.app.inject({ method: 'GET', url: TOKENS, headers });
    expect(list.statusCode).toBe(200);
    const create = await t.app.inject({
      method: 'POST',
      url: TOKENS,
      headers,
      payload: { name: 'Backdoor', scope: 'write' },
    });
    expect(create.json()).toEqual(errorOf('notAuthorized', 403));
  });
});

describe('per-token rate limit', () => {
  it('answers 429 with Retry-After once one token is over its limit; other tokens go on', async () => {
    const limited = await createTestApp({
      rateLimits: {
        perIp: { max: 1000, timeWindowMs: 60_000 },
        perEmail: { max: 1000, timeWindowMs: 60_000 },
        perApiToken: { max: 3, timeWindowMs: 60_000 },
      },
    });
    try {
      const someone = await createOwner(limited);
      const make = async () => {
        const response = await limited.app.inject({
          method: 'POST',
          url: TOKENS,
          headers: someone.headers,
          payload: { name: 'Busy', scope: 'read' },
        });
        return (response.json() as CreatedApiToken).token;
      };
      const [busy, calm] = [await make(), await make()];
      const get = (token: string) =>
        limited.app.inject({ method: 'GET', url: '/api/businesses', headers: bearer(token) });
      for (let i = 0; i < 3; i += 1) expect((await get(busy)).statusCode).toBe(200);
      const over = await get(busy);
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(over.json()).toEqual(errorOf('tooManyRequests', 429));
      expect((await get(calm)).statusCode).toBe(200);
      // The owner's own sign-in session is not limited by the token's bucket.
      const app = await limited.app.inject({
        method: 'GET',
        url: '/api/businesses',
        headers: someone.headers,
      });
      expect(app.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

const sharedRedis = await connectTestRedis();

// Reported as skipped where no Redis answers (docs/architecture.md §9).
describe.runIf(sharedRedis !== undefined)('per-token rate limit shared through Redis', () => {
  afterAll(async () => {
    await sharedRedis!.quit();
  });

  it('counts a token’s requests on every API instance together', async () => {
    const prefix = `carta:rl:test:tokens:${Date.now()}:`;
    const rateLimits = {
      perIp: { max: 1000, timeWindowMs: 60_000 },
      perEmail: { max: 1000, timeWindowMs: 60_000 },
      perApiToken: { max: 2, timeWindowMs: 60_000 },
      redisKeyPrefix: prefix,
    };
    const a = await createTestApp({ env: { REDIS_URL: TEST_REDIS_URL }, rateLimits });
    const b = await createTestApp({
      env: { REDIS_URL: TEST_REDIS_URL },
      rateLimits,
      database: { ...a.database, close: async () => {} },
    });
    try {
      const someone = await createOwner(a);
      const created = await a.app.inject({
        method: 'POST',
        url: TOKENS,
        headers: someone.headers,
        payload: { name: 'Shared', scope: 'read' },
      });
      const { id, token } = created.json() as CreatedApiToken;
      const get = (app: TestApp['app']) =>
        app.inject({ method: 'GET', url: '/api/businesses', headers: bearer(token) });
      expect((await get(a.app)).statusCode).toBe(200);
      expect((await get(b.app)).statusCode).toBe(200);
      expect((await get(a.app)).statusCode).toBe(429);
      expect((await get(b.app)).statusCode).toBe(429);
      expect(await sharedRedis!.get(`${prefix}api-token:${id}`)).toBe('4');
      await sharedRedis!.del(`${prefix}api-token:${id}`);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
