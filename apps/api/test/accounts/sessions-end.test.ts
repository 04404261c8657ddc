import { describe, expect, it } from 'vitest';
import { ApiTokenSchema, CreatedApiTokenSchema, IMPERSONATION_HEADER } from '@carta/shared';
import { createTestApp, testAppForSuite } from '../helpers/app';
import { lastLink, RESET_LINK, tokenOf } from '../helpers/mail';
import { bearer, createActiveAccount, PASSWORD, signIn } from '../helpers/sessions';

// Issue 26 items 3 and 10 (docs/security.md, "Sessions"): a password change or reset ends every
// other session at once, access tokens included (they carry the account's session version, which
// the auth hook checks on every request); a reset also revokes the personal API tokens, a change
// keeps them. Whoever took an account over loses it when the owner recovers it.

const ADMIN_EMAIL = 'sessions-admin@example.com';
const OTHER_ADMIN_EMAIL = 'sessions-admin-2@example.com';
const t = testAppForSuite({ env: { ADMIN_EMAILS: `${ADMIN_EMAIL},${OTHER_ADMIN_EMAIL}` } });

const me = (accessToken: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: '/api/accounts/me',
    headers: { ...bearer(accessToken), ...headers },
  });
const refresh = (refresh_token: string) =>
  t.app.inject({ method: 'POST', url: '/api/accounts/refresh', payload: { refresh_token } });
const change = (accessToken: string, password: string, newPassword: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/accounts/change-password',
    headers: bearer(accessToken),
    payload: { password, new_password: newPassword },
  });

async function reset(email: string, password: string) {
  const requested = await t.app.inject({
    method: 'POST',
    url: '/api/accounts/request-reset-password',
    payload: { email },
  });
  expect(requested.statusCode).toBe(200);
  const token = tokenOf(await lastLink(t, email, RESET_LINK));
  const done = await t.app.inject({
    method: 'POST',
    url: `/api/accounts/reset-password/${token}`,
    payload: { password },
  });
  expect(done.statusCode, done.body).toBe(200);
}

async function createApiToken(accessToken: string, scope: 'read' | 'write' = 'write') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/accounts/api-tokens',
    headers: bearer(accessToken),
    payload: { name: `Script ${scope}`, scope },
  });
  expect(response.statusCode, response.body).toBe(201);
  return CreatedApiTokenSchema.parse(response.json());
}

const createBusinessWith = (token: string, name: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/businesses',
    headers: bearer(token),
    payload: { name },
  });

describe('a password change', () => {
  it("refuses another session's access token at once (401), and its refresh token", async () => {
    const owner = await createActiveAccount(t);
    const intruder = (await signIn(t.app, owner.email)).json();
    expect((await me(intruder.tokens.access_token)).statusCode).toBe(200);

    const response = await change(owner.tokens.access_token, PASSWORD, 'brand-new-password');
    expect(response.statusCode, response.body).toBe(200);

    expect((await me(intruder.tokens.access_token)).statusCode).toBe(401);
    expect((await createBusinessWith(intruder.tokens.access_token, 'Taken Over')).statusCode).toBe(
      401,
    );
    expect((await refresh(intruder.tokens.refresh_token)).statusCode).toBe(401);
  });

  it('keeps the session that changed it signed in: the answer carries its fresh tokens', async () => {
    const owner = await createActiveAccount(t);
    const response = await change(owner.tokens.access_token, PASSWORD, 'brand-new-password');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      tokens: { access_token: expect.any(String), refresh_token: expect.any(String) },
    });
    expect((await me(body.tokens.access_token)).json().id).toBe(owner.account_id);
    // The tokens held before the change are replaced by the ones in the answer.
    expect((await me(owner.tokens.access_token)).statusCode).toBe(401);
    expect((await refresh(owner.tokens.refresh_token)).statusCode).toBe(401);
    const rotated = await refresh(body.tokens.refresh_token);
    expect(rotated.statusCode).toBe(200);
    expect((await me(rotated.json().tokens.access_token)).statusCode).toBe(200);
  });

  it('keeps the personal API tokens (a change is made by someone signed in)', async () => {
    const owner = await createActiveAccount(t);
    const apiToken = await createApiToken(owner.tokens.access_token);
    expect(
      (await change(owner.tokens.access_token, PASSWORD, 'brand-new-password')).statusCode,
    ).toBe(200);
    expect((await me(apiToken.token)).statusCode).toBe(200);
  });

  it("refuses the old session's tokens when a second change follows (versions only move on)", async () => {
    const owner = await createActiveAccount(t);
    const other = (await signIn(t.app, owner.email)).json();
    const first = (await change(owner.tokens.access_token, PASSWORD, 'second-password')).json();
    const second = await change(first.tokens.access_token, 'second-password', 'third-password');
    expect(second.statusCode).toBe(200);
    expect((await me(other.tokens.access_token)).statusCode).toBe(401);
    expect((await me(first.tokens.access_token)).statusCode).toBe(401);
    expect((await me(second.json().tokens.access_token)).statusCode).toBe(200);
    // Signing in again gives a session that works.
    const again = await signIn(t.app, owner.email, 'third-password');
    expect((await me(again.json().tokens.access_token)).statusCode).toBe(200);
  });
});

describe('a password reset', () => {
  it('refuses every access token issued before it (401), whichever session holds it', async () => {
    const owner = await createActiveAccount(t);
    const intruder = (await signIn(t.app, owner.email)).json();
    await reset(owner.email, 'recovered-password');

    for (const token of [owner.tokens.access_token, intruder.tokens.access_token]) {
      expect((await me(token)).statusCode).toBe(401);
      expect((await createBusinessWith(token, 'Taken Over')).statusCode).toBe(401);
    }
    const fresh = await signIn(t.app, owner.email, 'recovered-password');
    expect((await me(fresh.json().tokens.access_token)).statusCode).toBe(200);
  });

  it('revokes the personal API tokens made before it, and the list says the reset did', async () => {
    const owner = await createActiveAccount(t);
    const write = await createApiToken(owner.tokens.access_token, 'write');
    const read = await createApiToken(owner.tokens.access_token, 'read');
    expect((await createBusinessWith(write.token, 'Before Reset')).statusCode).toBe(201);

    const before = Date.now();
    await reset(owner.email, 'recovered-password');

    expect((await createBusinessWith(write.token, 'After Reset')).statusCode).toBe(401);
    expect((await me(write.token)).statusCode).toBe(401);
    expect((await me(read.token)).statusCode).toBe(401);

    const fresh = (await signIn(t.app, owner.email, 'recovered-password')).json();
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/accounts/api-tokens',
      headers: bearer(fresh.tokens.access_token),
    });
    const tokens = ApiTokenSchema.array().parse(listed.json());
    expect(tokens).toHaveLength(2);
    for (const token of tokens) {
      expect(token.revoked_reason).toBe('password_reset');
      expect(Date.parse(token.revoked_at!)).toBeGreaterThanOrEqual(before - 1000);
    }
    // Tokens made after the reset work.
    const after = await createApiToken(fresh.tokens.access_token);
    expect((await me(after.token)).statusCode).toBe(200);
  });

  it('lists a token revoked by hand as revoked by its owner', async () => {
    const owner = await createActiveAccount(t);
    const token = await createApiToken(owner.tokens.access_token);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/accounts/api-tokens/${token.id}`,
      headers: bearer(owner.tokens.access_token),
    });
    expect(revoked.statusCode).toBe(204);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/accounts/api-tokens',
      headers: bearer(owner.tokens.access_token),
    });
    expect(listed.json()).toEqual([
      expect.objectContaining({ id: token.id, revoked_reason: 'owner' }),
    ]);
  });
});

describe('two app instances on one database', () => {
  it('a change made through one is refused at once by the other (no stale version kept)', async () => {
    // On the embedded database each instance remembers the versions it read; on PostgreSQL
    // each reads the account on every request (docs/security.md, "Sessions").
    // Its handle does not close the suite's database when it closes.
    const other = await createTestApp({ database: { ...t.database, close: async () => {} } });
    try {
      const owner = await createActiveAccount(t);
      const intruder = (await signIn(t.app, owner.email)).json();
      const onOther = () =>
        other.app.inject({
          method: 'GET',
          url: '/api/accounts/me',
          headers: bearer(intruder.tokens.access_token),
        });
      expect((await onOther()).statusCode).toBe(200);
      expect(
        (await change(owner.tokens.access_token, PASSWORD, 'brand-new-password')).statusCode,
      ).toBe(200);
      expect((await onOther()).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe('an admin impersonating', () => {
  it("is not signed out by the owner's reset, and cannot keep using the owner's old tokens", async () => {
    const admin = await createActiveAccount(t, ADMIN_EMAIL);
    const owner = await createActiveAccount(t);
    await reset(owner.email, 'recovered-password');
    const as = await me(admin.tokens.access_token, { [IMPERSONATION_HEADER]: owner.account_id });
    expect(as.statusCode).toBe(200);
    expect(as.json().id).toBe(owner.account_id);
    expect((await me(owner.tokens.access_token)).statusCode).toBe(401);
  });

  it("changing the owner's password ends every session of the owner, and gets no tokens", async () => {
    const admin = await createActiveAccount(t, OTHER_ADMIN_EMAIL);
    const owner = await createActiveAccount(t);
    const as = { [IMPERSONATION_HEADER]: owner.account_id };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/change-password',
      headers: { ...bearer(admin.tokens.access_token), ...as },
      payload: { password: PASSWORD, new_password: 'brand-new-password' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await me(owner.tokens.access_token)).statusCode).toBe(401);
    expect((await refresh(owner.tokens.refresh_token)).statusCode).toBe(401);
    expect((await me(admin.tokens.access_token, as)).statusCode).toBe(200);
  });
});
