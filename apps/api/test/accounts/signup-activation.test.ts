import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACTIVATION_TOKEN_TTL_SECONDS, messages } from '@carta/shared';
import { accounts, accountTokens } from '../../src/db/schema';
import { hashOpaqueToken } from '../../src/modules/accounts/opaque-tokens';
import { testAppForSuite } from '../helpers/app';
import { ACTIVATION_LINK, lastLink, mailsTo, tokenOf } from '../helpers/mail';
import { createActiveAccount, signIn, signUp, uniqueEmail } from '../helpers/sessions';
import { codedFields } from '../helpers/error-body';

const t = testAppForSuite({ env: { APP_URL: 'https://carta.example' } });

const activate = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/accounts/activate/${token}` });

describe('POST /api/accounts/signup (docs/product.md §7)', () => {
  it('creates an inactive account with a normalised e-mail and answers 201 { success: true }', async () => {
    const email = uniqueEmail('New');
    const response = await signUp(t.app, `  ${email.toUpperCase()} `);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true });
    const [row] = await t.app.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, email.toLowerCase()));
    expect(row).toMatchObject({ active: false });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('answers a registered address exactly as a new one (issue 9, finding 5) and mails its owner instead', async () => {
    const owner = await createActiveAccount(t);
    const [before] = await t.app.db.select().from(accounts).where(eq(accounts.email, owner.email));
    const fresh = await signUp(t.app, uniqueEmail());
    const again = await signUp(t.app, owner.email.toUpperCase(), 'another-password', {
      language: 'es',
    });
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.json()).toEqual(fresh.json());
    expect(again.headers['content-type']).toBe(fresh.headers['content-type']);

    // The owner is told, in the account's language (English here, whatever the request asked).
    const mails = await mailsTo(t, owner.email);
    expect(mails).toHaveLength(2);
    const notice = mails[1]!;
    expect(notice.headers.subject).toBe('Someone tried to sign up to Carta with your e-mail');
    expect(notice.text).toContain('https://carta.example/sign-in\n');
    expect(notice.text).toContain('https://carta.example/forgot-password\n');
    expect(notice.html).toContain('href="https://carta.example/sign-in"');
    expect(notice.html).toContain('href="https://carta.example/forgot-password"');
    expect(notice.html).toContain('lang="en"');

    // Nothing about the account changed: the old password still works, the new one does not.
    const [after] = await t.app.db.select().from(accounts).where(eq(accounts.email, owner.email));
    expect(after).toEqual(before);
    expect((await signIn(t.app, owner.email)).statusCode).toBe(200);
    expect((await signIn(t.app, owner.email, 'another-password')).statusCode).toBe(401);
  });

  it('mails the notice in Spanish to an owner whose account is in Spanish', async () => {
    const email = uniqueEmail();
    await signUp(t.app, email, undefined, { language: 'es' });
    await activate(tokenOf(await lastLink(t, email, ACTIVATION_LINK)));
    expect((await signUp(t.app, email)).statusCode).toBe(201);
    const notice = (await mailsTo(t, email)).at(-1)!;
    expect(notice.headers.subject).toBe('Alguien intentó registrarse con tu correo en Carta');
    expect(notice.text).toContain('Iniciar sesión');
    expect(notice.text).toContain('Restablecer la contraseña');
    expect(notice.html).toContain('lang="es"');
  });

  it('mails a new activation link when the registered account is not active yet', async () => {
    const email = uniqueEmail();
    await signUp(t.app, email);
    const again = await signUp(t.app, email, 'another-password');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ success: true });
    const mails = await mailsTo(t, email);
    expect(mails.map((mail) => mail.headers.subject)).toEqual([
      'Activate your Carta account',
      'Activate your Carta account',
    ]);
    const token = tokenOf(await lastLink(t, email, ACTIVATION_LINK));
    expect((await activate(token)).headers.location).toMatch(/activated=true$/);
    // The password of the first sign-up stands.
    expect((await signIn(t.app, email)).statusCode).toBe(200);
    expect((await signIn(t.app, email, 'another-password')).statusCode).toBe(401);
  });

  it('answers 400 with the shared field messages for a bad e-mail or short password', async () => {
    const response = await signUp(t.app, 'not-an-email', 'short');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual(
      codedFields({
        email: messages.emailInvalid,
        password: messages.passwordTooShort,
      }),
    );
  });

  it('mails an activation link under APP_URL, in English by default (text and HTML)', async () => {
    const email = uniqueEmail();
    await signUp(t.app, email);
    const [mail] = await mailsTo(t, email);
    expect(mail!.headers.subject).toBe('Activate your Carta account');
    expect(mail!.text).toMatch(
      /^https:\/\/carta\.example\/api\/accounts\/activate\/[A-Za-z0-9_-]{43}$/m,
    );
    const link = await lastLink(t, email, ACTIVATION_LINK);
    expect(mail!.html).toContain(`href="${link}"`);
  });

  it('mails in Spanish when Accept-Language starts with es, or the body asks for es, and stores it', async () => {
    const byHeader = uniqueEmail();
    await t.app.inject({
      method: 'POST',
      url: '/api/accounts/signup',
      headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' },
      payload: { email: byHeader, password: 'correct-horse-1' },
    });
    const byBody = uniqueEmail();
    await signUp(t.app, byBody, undefined, { language: 'es' });
    for (const email of [byHeader, byBody]) {
      const [mail] = await mailsTo(t, email);
      expect(mail!.headers.subject).toBe('Activa tu cuenta de Carta');
      expect(mail!.text).toContain('Activar cuenta');
      expect(mail!.html).toContain('lang="es"');
      const [row] = await t.app.db.select().from(accounts).where(eq(accounts.email, email));
      expect(row!.language).toBe('es');
    }
  });
});

describe('GET /api/accounts/activate/:token (docs/architecture.md §5)', () => {
  it('activates once, then redirects with activated=false on reuse', async () => {
    const email = uniqueEmail();
    await signUp(t.app, email);
    const token = tokenOf(await lastLink(t, email, ACTIVATION_LINK));

    const first = await activate(token);
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('https://carta.example/sign-in?activated=true');
    expect((await signIn(t.app, email)).statusCode).toBe(200);

    const reused = await activate(token);
    expect(reused.statusCode).toBe(302);
    expect(reused.headers.location).toBe('https://carta.example/sign-in?activated=false');
  });

  it('redirects with activated=false for an unknown token and leaves nothing changed', async () => {
    const response = await activate('no-such-token');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://carta.example/sign-in?activated=false');
  });

  it('refuses a token older than 48 hours', async () => {
    const email = uniqueEmail();
    await signUp(t.app, email);
    const token = tokenOf(await lastLink(t, email, ACTIVATION_LINK));
    const [row] = await t.app.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, hashOpaqueToken(token)));
    // Issued for exactly the shared TTL.
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(
      (ACTIVATION_TOKEN_TTL_SECONDS - 5) * 1000,
    );
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThan(
      (ACTIVATION_TOKEN_TTL_SECONDS + 5) * 1000,
    );

    await t.app.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.tokenHash, hashOpaqueToken(token)));
    expect((await activate(token)).headers.location).toMatch(/activated=false$/);
    const inactive = await signIn(t.app, email);
    expect(inactive.statusCode).toBe(401);
  });
});

describe('sign-in before activation', () => {
  it('answers 401 accountNotActivated only for the right password', async () => {
    const email = uniqueEmail();
    await signUp(t.app, email);
    const right = await signIn(t.app, email);
    expect(right.statusCode).toBe(401);
    expect(right.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: messages.accountNotActivated,
      code: 'accountNotActivated',
    });
    const wrong = await signIn(t.app, email, 'wrong-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('invalidCredentials');
  });
});

describe('POST /api/accounts/resend-activation', () => {
  const resend = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/accounts/resend-activation', payload });

  it('mails a new, working link to an inactive account (in the requested language)', async () => {
    const email = uniqueEmail();
    await signUp(t.app, email);
    const response = await resend({ email: email.toUpperCase(), language: 'es' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const mails = await mailsTo(t, email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.headers.subject).toBe('Activa tu cuenta de Carta');
    const token = tokenOf(await lastLink(t, email, ACTIVATION_LINK));
    expect((await activate(token)).headers.location).toMatch(/activated=true$/);
  });

  it('answers 200 without mailing for an unknown or an already active account', async () => {
    const unknown = uniqueEmail('ghost');
    expect((await resend({ email: unknown })).statusCode).toBe(200);
    expect(await mailsTo(t, unknown)).toHaveLength(0);

    const email = uniqueEmail();
    await signUp(t.app, email);
    await activate(tokenOf(await lastLink(t, email, ACTIVATION_LINK)));
    expect((await resend({ email })).statusCode).toBe(200);
    expect(await mailsTo(t, email)).toHaveLength(1);
  });
});
