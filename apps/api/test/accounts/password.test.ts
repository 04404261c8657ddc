import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RESET_TOKEN_TTL_SECONDS, messages } from '@carta/shared';
import { accountTokens } from '../../src/db/schema';
import { hashOpaqueToken } from '../../src/modules/accounts/opaque-tokens';
import { testAppForSuite } from '../helpers/app';
import { lastLink, mailsTo, RESET_LINK, tokenOf } from '../helpers/mail';
import {
  bearer,
  createActiveAccount,
  PASSWORD,
  signIn,
  signUp,
  uniqueEmail,
} from '../helpers/sessions';
import { codedFields } from '../helpers/error-body';

const t = testAppForSuite({ env: { APP_URL: 'https://carta.example' } });

const requestReset = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/accounts/request-reset-password', payload });
const reset = (token: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/accounts/reset-password/${token}`,
    payload: { password },
  });
const refresh = (refresh_token: string) =>
  t.app.inject({ method: 'POST', url: '/api/accounts/refresh', payload: { refresh_token } });

async function resetToken(email: string, language?: string) {
  const response = await requestReset({
    email,
    captcha: 'unused-with-provider-none',
    ...(language ? { language } : {}),
  });
  expect(response.statusCode).toBe(200);
  return tokenOf(await lastLink(t, email, RESET_LINK));
}

describe('POST /api/accounts/request-reset-password', () => {
  it('answers 200 and mails a reset link under APP_URL/reset-password/, valid for 1 hour', async () => {
    const account = await createActiveAccount(t);
    const response = await requestReset({ email: account.email.toUpperCase() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const mails = await mailsTo(t, account.email);
    const mail = mails.at(-1)!;
    expect(mail.headers.subject).toBe('Reset your Carta password');
    expect(mail.text).toMatch(/^https:\/\/carta\.example\/reset-password\/[A-Za-z0-9_-]{43}$/m);
    const token = tokenOf(await lastLink(t, account.email, RESET_LINK));
    const [row] = await t.app.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, hashOpaqueToken(token)));
    expect(row!.kind).toBe('reset');
    const ttl = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(Math.abs(ttl - RESET_TOKEN_TTL_SECONDS * 1000)).toBeLessThan(5000);
  });

  it('mails in Spanish on request', async () => {
    const account = await createActiveAccount(t);
    await resetToken(account.email, 'es');
    expect((await mailsTo(t, account.email)).at(-1)!.headers.subject).toBe(
      'Restablece tu contraseña de Carta',
    );
  });

  it('answers 200 without mailing for an unknown e-mail (no enumeration)', async () => {
    const email = uniqueEmail('ghost');
    expect((await requestReset({ email })).statusCode).toBe(200);
    expect(await mailsTo(t, email)).toHaveLength(0);
  });
});

describe('POST /api/accounts/reset-password/:token', () => {
  it('sets the new password and revokes every refresh token', async () => {
    const account = await createActiveAccount(t);
    const second = (await signIn(t.app, account.email)).json();
    const token = await resetToken(account.email);

    const response = await reset(token, 'brand-new-password');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });

    expect((await signIn(t.app, account.email)).statusCode).toBe(401);
    expect((await signIn(t.app, account.email, 'brand-new-password')).statusCode).toBe(200);
    expect((await refresh(account.tokens.refresh_token)).statusCode).toBe(401);
    expect((await refresh(second.tokens.refresh_token)).statusCode).toBe(401);
  });

  it('is single use', async () => {
    const account = await createActiveAccount(t);
    const token = await resetToken(account.email);
    expect((await reset(token, 'brand-new-password')).statusCode).toBe(200);
    const again = await reset(token, 'another-new-password');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(messages.invalidToken);
    expect((await signIn(t.app, account.email, 'brand-new-password')).statusCode).toBe(200);
  });

  it('refuses an expired token, an unknown token and a superseded token', async () => {
    const account = await createActiveAccount(t);
    const expired = await resetToken(account.email);
    await t.app.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.tokenHash, hashOpaqueToken(expired)));
    expect((await reset(expired, 'brand-new-password')).statusCode).toBe(400);
    expect((await reset('unknown-token', 'brand-new-password')).statusCode).toBe(400);

    const older = await resetToken(account.email);
    const newer = await resetToken(account.email);
    expect((await reset(older, 'brand-new-password')).statusCode).toBe(400);
    expect((await reset(newer, 'brand-new-password')).statusCode).toBe(200);
  });

  it('validates the new password with the shared rule', async () => {
    const account = await createActiveAccount(t);
    const token = await resetToken(account.email);
    const response = await reset(token, 'short');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual(codedFields({ password: messages.passwordTooShort }));
    // The token was not spent by the invalid attempt.
    expect((await reset(token, 'long-enough-now')).statusCode).toBe(200);
  });

  it('activates an account that never was (the link proves the mailbox)', async () => {
    const email = uniqueEmail();
    await signUp(t.app, email);
    const token = await resetToken(email);
    expect((await reset(token, 'brand-new-password')).statusCode).toBe(200);
    expect((await signIn(t.app, email, 'brand-new-password')).statusCode).toBe(200);
  });
});

describe('POST /api/accounts/change-password', () => {
  const change = (accessToken: string | undefined, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/accounts/change-password',
      headers: accessToken ? bearer(accessToken) : {},
      payload,
    });

  it('answers 400 on the password field when the current password is wrong', async () => {
    const account = await createActiveAccount(t);
    const response = await change(account.tokens.access_token, {
      password: 'not-my-password',
      new_password: 'brand-new-password',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fields: codedFields({ password: 'Current password is incorrect' }),
    });
    expect((await signIn(t.app, account.email)).statusCode).toBe(200);
  });

  it('changes the password, keeps the current session on new tokens and revokes the others', async () => {
    const account = await createActiveAccount(t);
    const other = (await signIn(t.app, account.email)).json();
    const response = await change(account.tokens.access_token, {
      password: PASSWORD,
      new_password: 'brand-new-password',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ success: true, tokens: expect.any(Object) });

    expect((await signIn(t.app, account.email)).statusCode).toBe(401);
    expect((await signIn(t.app, account.email, 'brand-new-password')).statusCode).toBe(200);
    // This session goes on with the tokens of the answer (docs/security.md, "Sessions").
    expect((await refresh(body.tokens.refresh_token)).statusCode).toBe(200);
    expect((await refresh(account.tokens.refresh_token)).statusCode).toBe(401);
    expect((await refresh(other.tokens.refresh_token)).statusCode).toBe(401);
  });

  it('requires authentication and validates the new password', async () => {
    expect(
      (await change(undefined, { password: PASSWORD, new_password: 'brand-new-password' }))
        .statusCode,
    ).toBe(401);
    const account = await createActiveAccount(t);
    const response = await change(account.tokens.access_token, {
      password: '',
      new_password: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual(
      codedFields({
        password: messages.currentPasswordRequired,
        new_password: messages.passwordTooShort,
      }),
    );
  });
});
