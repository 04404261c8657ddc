import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ROLE,
  AccountSchema,
  IMPERSONATION_HEADER,
  messages,
  pagedListSchema,
} from '@carta/shared';
import { testAppForSuite, createTestApp } from '../helpers/app';
import { bearer, createActiveAccount, signUp, uniqueEmail } from '../helpers/sessions';

const ADMIN_EMAIL = 'admin@example.com';
const t = testAppForSuite({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
let admin: Awaited<ReturnType<typeof createActiveAccount>>;
let owner: Awaited<ReturnType<typeof createActiveAccount>>;

beforeAll(async () => {
  admin = await createActiveAccount(t, ADMIN_EMAIL);
  owner = await createActiveAccount(t);
});

const list = (accessToken: string, query = '', headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/accounts${query}`,
    headers: { ...bearer(accessToken), ...headers },
  });
const me = (accessToken: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: '/api/accounts/me',
    headers: { ...bearer(accessToken), ...headers },
  });

describe('GET /api/accounts (docs/product.md §6: admins only)', () => {
  it('answers 403 to a non-admin and 401 without a token', async () => {
    const response = await list(owner.tokens.access_token);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(messages.notAuthorized);
    expect((await t.app.inject({ method: 'GET', url: '/api/accounts' })).statusCode).toBe(401);
  });

  it('pages every account, newest first, with roles and the active flag', async () => {
    const inactive = uniqueEmail('inactive');
    await signUp(t.app, inactive);
    const response = await list(admin.tokens.access_token, '?page=1&items_per_page=2');
    expect(response.statusCode).toBe(200);
    const body = pagedListSchema(AccountSchema).parse(response.json());
    expect(body.pagination).toEqual({ page: 1, items_per_page: 2, total: 3 });
    expect(body.items.map((item) => item.email)).toEqual([inactive, owner.email]);
    expect(body.items[0]).toMatchObject({ active: false, roles: [] });

    const second = pagedListSchema(AccountSchema).parse(
      (await list(admin.tokens.access_token, '?page=2&items_per_page=2')).json(),
    );
    expect(second.items).toEqual([
      expect.objectContaining({ email: ADMIN_EMAIL, roles: [ADMIN_ROLE], active: true }),
    ]);
  });

  it('defaults to page 1 with 25 items and refuses bad paging', async () => {
    const body = (await list(admin.tokens.access_token)).json();
    expect(body.pagination).toMatchObject({ page: 1, items_per_page: 25 });
    expect((await list(admin.tokens.access_token, '?page=0')).statusCode).toBe(400);
  });

  it('ignores the impersonation header (never impersonated)', async () => {
    const response = await list(admin.tokens.access_token, '', {
      [IMPERSONATION_HEADER]: owner.account_id,
    });
    expect(response.statusCode).toBe(200);
    const missing = await list(admin.tokens.access_token, '', {
      [IMPERSONATION_HEADER]: randomUUID(),
    });
    expect(missing.statusCode).toBe(200);
  });
});

describe(`${IMPERSONATION_HEADER} (docs/architecture.md §5)`, () => {
  it('lets an admin act as the account', async () => {
    const response = await me(admin.tokens.access_token, {
      [IMPERSONATION_HEADER]: owner.account_id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: owner.account_id, email: owner.email });
  });

  it('answers 403 when a non-admin sends it', async () => {
    const response = await me(owner.tokens.access_token, {
      [IMPERSONATION_HEADER]: admin.account_id,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(messages.notAuthorized);
  });

  it('answers 404 for an unknown or malformed account id', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const response = await me(admin.tokens.access_token, { [IMPERSONATION_HEADER]: id });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(messages.notFound);
    }
  });

  it('is ignored when empty', async () => {
    const response = await me(owner.tokens.access_token, { [IMPERSONATION_HEADER]: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(owner.account_id);
  });

  it('fills request.auth with the effective account and the real actor', async () => {
    // A probe route declared like any module's route.
    const probe = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
    try {
      await probe.app.register(
        async (api) => {
          api.get('/probe', { config: { auth: 'required' } }, async (request) => request.auth);
        },
        { prefix: '/api' },
      );
      const boss = await createActiveAccount(probe, ADMIN_EMAIL);
      const user = await createActiveAccount(probe);
      const as = await probe.app.inject({
        method: 'GET',
        url: '/api/probe',
        headers: { ...bearer(boss.tokens.access_token), [IMPERSONATION_HEADER]: user.account_id },
      });
      expect(as.json()).toEqual({
        accountId: user.account_id,
        actorId: boss.account_id,
        roles: [ADMIN_ROLE],
        impersonating: true,
        sessionId: expect.any(String),
        sessionVersion: 0,
        apiToken: null,
      });
      const self = await probe.app.inject({
        method: 'GET',
        url: '/api/probe',
        headers: bearer(user.tokens.access_token),
      });
      expect(self.json()).toMatchObject({
        accountId: user.account_id,
        actorId: user.account_id,
        impersonating: false,
      });
    } finally {
      await probe.close();
    }
  });
});
