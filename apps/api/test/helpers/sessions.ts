import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { beforeAll, expect } from 'vitest';
import type { SignInResponse } from '@carta/shared';
import { createTestApp, testAppForSuite, type TestApp, type TestAppOptions } from './app';
import { ACTIVATION_LINK, lastLink } from './mail';

export const PASSWORD = 'correct-horse-1';

let counter = 0;
/** A unique address per call, so tests sharing one app never collide. */
export const uniqueEmail = (label = 'user') =>
  `${label}-${Date.now().toString(36)}-${++counter}@example.com`;

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

type App = TestApp['app'];

export async function signUp(
  app: App,
  email: string,
  password = PASSWORD,
  extra: Record<string, unknown> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/accounts/signup',
    payload: { email, password, ...extra },
  });
  // Its mail goes out after the answer: wait for it, so that a mail the test provokes next is
  // written after it (the outbox is read oldest first).
  await app.accounts.settled();
  return response;
}

export async function signIn(
  app: App,
  email: string,
  password = PASSWORD,
  extra: { captcha?: string; ip?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/accounts/signin',
    payload: { email, password, ...(extra.captcha && { captcha: extra.captcha }) },
    ...(extra.ip && { remoteAddress: extra.ip }),
  });
}

/** Signs up, activates through the mailed link and signs in. */
export async function createActiveAccount(
  t: TestApp,
  email = uniqueEmail(),
): Promise<SignInResponse & { email: string }> {
  const captcha = t.app.captcha.provider === 'altcha' ? await solvedCaptcha(t.app) : undefined;
  expect((await signUp(t.app, email, PASSWORD, { captcha })).statusCode).toBe(201);
  const link = await lastLink(t, email, ACTIVATION_LINK);
  const activation = await t.app.inject({ method: 'GET', url: new URL(link).pathname });
  expect(activation.headers.location).toMatch(/activated=true$/);
  const response = await signIn(t.app, email);
  expect(response.statusCode).toBe(200);
  return { ...(response.json() as SignInResponse), email };
}

// --- owners -------------------------------------------------------------------------------

export interface Owner {
  id: string;
  email: string;
  headers: Record<string, string>;
}

/** A signed-up, activated and signed-in account, with its bearer header. */
export async function createOwner(t: TestApp, email?: string): Promise<Owner> {
  const account = await createActiveAccount(t, email);
  return {
    id: account.account_id,
    email: account.email,
    headers: bearer(account.tokens.access_token),
  };
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** `inject` as `owner`, with an optional JSON body. */
export const callAs =
  (t: TestApp, owner: Owner) => (method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: owner.headers, ...(payload ? { payload } : {}) });
export type Call = ReturnType<typeof callAs>;

/**
 * A fresh app with one signed-in owner and `call` as that owner; the caller closes `t`. For a whole
 * test file, `ownerSessionForSuite()` below.
 */
export async function ownerSession(
  options: TestAppOptions = {},
): Promise<{ t: TestApp; owner: Owner; call: Call }> {
  const t = await createTestApp(options);
  const owner = await createOwner(t);
  return { t, owner, call: callAs(t, owner) };
}

/**
 * `ownerSession()` for the suite it is called in: `testAppForSuite()` and one signed-in owner.
 * `t` and `owner` are filled in by `beforeAll`s registered here, so read their fields in tests and
 * hooks only; the suite's own `beforeAll`s run after them. `guest` is a GET without an
 * Authorization header.
 */
export function ownerSessionForSuite(options: TestAppOptions = {}) {
  const t = testAppForSuite(options);
  const owner = {} as Owner;
  beforeAll(async () => {
    Object.assign(owner, await createOwner(t));
  });
  const guest = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  return { t, owner, call: callAs(t, owner), guest };
}

// --- captcha ------------------------------------------------------------------------------

/** ALTCHA made cheap to solve: for test apps with `CAPTCHA_PROVIDER: 'altcha'`. */
export const CHEAP_ALTCHA = { cost: 10, minCounter: 1, maxCounter: 40 };

/** A solved ALTCHA challenge from `app`, as the widget would post it. */
export async function solvedCaptcha(app: App): Promise<string> {
  const challenge = (
    await app.inject({ method: 'GET', url: '/api/captcha/challenge' })
  ).json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
