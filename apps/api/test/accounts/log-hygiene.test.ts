import type { AddressInfo } from 'node:net';
import { DrizzleQueryError } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_TOKEN_PREFIX,
  IMPERSONATION_HEADER,
  type CreatedApiToken,
  type SignInResponse,
} from '@carta/shared';
import type { LogStream } from '../../src/plugins/request-logging';
import { createTestApp } from '../helpers/app';
import {
  ACTIVATION_LINK,
  lastLink,
  type ParsedMail,
  parseEml,
  RESET_LINK,
  tokenOf,
} from '../helpers/mail';
import { bearer, createOwner, uniqueEmail } from '../helpers/sessions';

/**
 * Issue 9, "Prove it" 7: the log never holds passwords, access or refresh tokens, activation or
 * reset tokens or links. The single exception is the 'mail written to the outbox' notice, which
 * logs the links on purpose (a local install has no mail server) and must never appear for SMTP.
 */
const OUTBOX_NOTICE = 'mail written to the outbox';

interface LogLine {
  level: number;
  msg?: string;
  reqId?: string;
  [key: string]: unknown;
}

async function startApp(env: Record<string, string>) {
  const raw: string[] = [];
  const logStream: LogStream = { write: (line) => void raw.push(line) };
  const t = await createTestApp({ env: { LOG_LEVEL: 'debug', ...env }, logStream });
  return {
    ...t,
    log: () => raw.join(''),
    lines: () => raw.map((line) => JSON.parse(line) as LogLine),
  };
}
type Started = Awaited<ReturnType<typeof startApp>>;

/** Everything a log must never show, collected while the flows run. */
class Secrets {
  /** Passwords, access and refresh tokens: never logged, not even in the outbox notice. */
  private readonly credentials = new Set<string>();
  /** Activation and reset links and their tokens: only in the outbox notice. */
  private readonly links = new Set<string>();
  add(...values: (string | undefined)[]) {
    for (const value of values) if (value) this.credentials.add(value);
  }
  addSignIn(answer: SignInResponse) {
    this.add(answer.tokens.access_token, answer.tokens.refresh_token);
  }
  addLink(link: string) {
    this.links.add(link);
    this.links.add(tokenOf(link));
  }
  credentialsIn(text: string): string[] {
    return [...this.credentials].filter((secret) => text.includes(secret));
  }
  foundIn(text: string): string[] {
    return [...this.credentials, ...this.links].filter((secret) => text.includes(secret));
  }
}

const post = (app: Started['app'], url: string, payload: object, headers = {}) =>
  app.inject({ method: 'POST', url, payload, headers });

/** Sign-up, activation, sign-in, refresh, change and reset password, impersonation, a bad sign-in. */
async function runAccountFlows(
  t: Started,
  secrets: Secrets,
  linkFor: (email: string, pattern: RegExp) => Promise<string>,
) {
  const { app } = t;
  const passwords = ['first-Secret-1', 'second-Secret-2', 'third-Secret-3', 'wrong-Secret-4'];
  const adminPassword = 'admin-Secret-5';
  secrets.add(...passwords, adminPassword);
  const [first, second, third, wrong] = passwords as [string, string, string, string];
  const email = uniqueEmail('owner');
  let requests = 0;
  const expectStatus = async (answer: Promise<{ statusCode: number }>, status: number) => {
    requests += 1;
    expect((await answer).statusCode).toBe(status);
  };

  await expectStatus(post(app, '/api/accounts/signup', { email, password: first }), 201);
  const activation = await linkFor(email, ACTIVATION_LINK);
  secrets.addLink(activation);
  await expectStatus(app.inject({ method: 'GET', url: new URL(activation).pathname }), 302);
  // A mistyped activation link (no route matches) must not leak its token either.
  await expectStatus(
    app.inject({ method: 'GET', url: `${new URL(activation).pathname}/x?token=${first}` }),
    404,
  );

  const signedIn = await post(app, '/api/accounts/signin', { email, password: first });
  requests += 1;
  expect(signedIn.statusCode).toBe(200);
  secrets.addSignIn(signedIn.json());
  const session = signedIn.json() as SignInResponse;

  const refreshed = await post(app, '/api/accounts/refresh', {
    refresh_token: session.tokens.refresh_token,
  });
  requests += 1;
  expect(refreshed.statusCode).toBe(200);
  const tokens = (refreshed.json() as { tokens: SignInResponse['tokens'] }).tokens;
  secrets.add(tokens.access_token, tokens.refresh_token);

  await expectStatus(
    post(
      app,
      '/api/accounts/change-password',
      { password: first, new_password: second },
      bearer(tokens.access_token),
    ),
    200,
  );
  await expectStatus(post(app, '/api/accounts/request-reset-password', { email }), 200);
  const reset = await linkFor(email, RESET_LINK);
  secrets.addLink(reset);
  await expectStatus(
    post(app, `/api/accounts/reset-password/${tokenOf(reset)}`, { password: third }),
    200,
  );
  await expectStatus(post(app, '/api/accounts/signin', { email, password: wrong }), 401);
  const again = await post(app, '/api/accounts/signin', { email, password: third });
  requests += 1;
  expect(again.statusCode).toBe(200);
  secrets.addSignIn(again.json());

  // The admin (ADMIN_EMAILS) impersonates the owner.
  const adminEmail = 'admin@carta.example';
  await expectStatus(
    post(app, '/api/accounts/signup', { email: adminEmail, password: adminPassword }),
    201,
  );
  const adminActivation = await linkFor(adminEmail, ACTIVATION_LINK);
  secrets.addLink(adminActivation);
  await expectStatus(app.inject({ method: 'GET', url: new URL(adminActivation).pathname }), 302);
  const admin = await post(app, '/api/accounts/signin', {
    email: adminEmail,
    password: adminPassword,
  });
  requests += 1;
  expect(admin.statusCode).toBe(200);
  secrets.addSignIn(admin.json());
  const impersonated = await app.inject({
    method: 'GET',
    url: '/api/accounts/me',
    headers: {
      ...bearer((admin.json() as SignInResponse).tokens.access_token),
      [IMPERSONATION_HEADER]: session.account_id,
    },
  });
  requests += 1;
  expect(impersonated.json()).toMatchObject({ email });
  await app.accounts.settled();
  return { requests };
}

function expectOneLinePerResponse(lines: LogLine[], requests: number) {
  const responses = lines.filter((line) => line.msg === 'request completed');
  expect(responses).toHaveLength(requests);
  for (const line of responses) {
    expect(line).toMatchObject({
      reqId: expect.any(String),
      method: expect.stringMatching(/^(GET|POST)$/),
      url: expect.stringMatching(/^\//),
      statusCode: expect.any(Number),
      responseTime: expect.any(Number),
    });
  }
  expect(lines.filter((line) => line.msg === 'incoming request')).toEqual([]);
  expect(responses.map((line) => line.url)).toContain('/api/accounts/activate/:token');
  expect(responses.map((line) => line.url)).toContain('/api/accounts/reset-password/:token');
}

describe('log hygiene with the outbox mailer (no SMTP_URL)', () => {
  let t: Started;
  const secrets = new Secrets();
  let requests = 0;
  beforeAll(async () => {
    t = await startApp({ ADMIN_EMAILS: 'admin@carta.example' });
    ({ requests } = await runAccountFlows(t, secrets, (email, pattern) =>
      lastLink(t, email, pattern),
    ));
  });
  afterAll(() => t.close());

  it('logs one line per response, by route pattern, and no Fastify request lines', () => {
    expectOneLinePerResponse(t.lines(), requests);
  });

  it('logs no password, token or link outside the outbox notice', () => {
    const lines = t.lines();
    const notices = lines.filter((line) => line.msg === OUTBOX_NOTICE);
    // Two activation mails and one reset mail, each with its link: the notice is doing its job.
    expect(notices).toHaveLength(3);
    for (const notice of notices) expect(notice.links).toHaveLength(1);
    const elsewhere = t
      .log()
      .split('\n')
      .filter((line) => line && !line.includes(`"msg":"${OUTBOX_NOTICE}"`))
      .join('\n');
    expect(secrets.foundIn(elsewhere)).toEqual([]);
    // The notices carry links, never a password or a session token.
    expect(secrets.credentialsIn(JSON.stringify(notices))).toEqual([]);
  });
});

describe('the redaction behind the request line (second guard)', () => {
  it('censors credentials whatever a log call passes', async () => {
    const t = await startApp({});
    try {
      const secret = 'probe-Secret-7';
      t.app.log.info(
        {
          password: secret,
          body: { password: secret, new_password: secret, captcha: secret },
          headers: { authorization: `Bearer ${secret}` },
          tokens: { access_token: secret, refresh_token: secret },
          refresh_token: secret,
        },
        'probe',
      );
      const probe = t.lines().find((line) => line.msg === 'probe');
      expect(probe).toMatchObject({ password: '[redacted]', tokens: '[redacted]' });

      // A failed query names its parameters in its message and stack: they are cut out.
      const failed = new DrizzleQueryError(
        'update "accounts" set "password_hash" = $1',
        [secret, 42],
        Object.assign(new Error('connection lost'), { code: '08006', detail: secret }),
      );
      t.app.log.error({ err: failed }, 'query probe');
      const logged = t.lines().find((line) => line.msg === 'query probe');
      expect(logged?.err).toMatchObject({
        type: 'Error',
        message: 'Failed query: update "accounts" set "password_hash" = $1\nparams: [redacted]',
        cause: { message: 'connection lost', code: '08006' },
      });
      expect(t.log()).not.toContain(secret);
    } finally {
      await t.close();
    }
  });
});

describe('log hygiene with SMTP (SMTP_URL set)', () => {
  let t: Started;
  let smtp: SMTPServer;
  const received: { to: string; mail: ParsedMail }[] = [];
  const secrets = new Secrets();
  let requests = 0;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        // A bounced recipient: the failure is logged, and that line must be clean too.
        if (address.address.startsWith('bounce-')) callback(new Error('550 no such user'));
        else callback();
      },
      onData(stream, session, callback) {
        let raw = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => (raw += chunk));
        stream.on('end', () => {
          const to = session.envelope.rcptTo[0]?.address ?? '';
          received.push({ to, mail: parseEml(raw) });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await startApp({
      ADMIN_EMAILS: 'admin@carta.example',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
    });
    const linkFor = async (email: string, pattern: RegExp) => {
      await t.app.accounts.settled();
      const mail = received.filter((entry) => entry.to === email).at(-1)?.mail;
      const link = mail && pattern.exec(mail.text)?.[0];
      expect(link, `a link in the mail to ${email}`).toBeDefined();
      return link!;
    };
    ({ requests } = await runAccountFlows(t, secrets, linkFor));
    // A mail the server refuses: its failure is logged (and it is queued for a retry).
    const bounced = uniqueEmail('bounce');
    secrets.add('bounce-Secret-6');
    await post(t.app, '/api/accounts/signup', { email: bounced, password: 'bounce-Secret-6' });
    requests += 1;
    await t.app.accounts.settled();
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the mail over SMTP (all but the bounced one)', () => {
    expect(received).toHaveLength(3);
  });

  it('never writes the outbox notice, and logs no password, token or link at all', () => {
    const lines = t.lines();
    expect(lines.filter((line) => line.msg === OUTBOX_NOTICE)).toEqual([]);
    expect(
      lines.filter((line) => line.msg === 'sending mail failed; it will be retried'),
    ).toHaveLength(1);
    expect(secrets.foundIn(t.log())).toEqual([]);
    expectOneLinePerResponse(lines, requests);
  });
});

describe('log hygiene for personal API tokens (issue 16)', () => {
  it('never logs a token: not when created, used, refused, revoked or sent in a query', async () => {
    const t = await startApp({});
    try {
      const owner = await createOwner(t);
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/accounts/api-tokens',
        headers: owner.headers,
        payload: { name: 'Log probe', scope: 'read' },
      });
      expect(created.statusCode).toBe(201);
      const { id, token } = created.json() as CreatedApiToken;
      const secret = token.slice(API_TOKEN_PREFIX.length);
      const as = bearer(token);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/businesses', headers: as })).statusCode,
      ).toBe(200);
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/businesses',
        headers: as,
        payload: { name: 'Refused Cafe' },
      });
      expect(refused.statusCode).toBe(403);
      // Pasted into the address by mistake: the logged URL is the route pattern.
      await t.app.inject({ method: 'GET', url: `/api/businesses?token=${token}`, headers: as });
      await t.app.inject({
        method: 'DELETE',
        url: `/api/accounts/api-tokens/${id}`,
        headers: owner.headers,
      });
      const after = await t.app.inject({ method: 'GET', url: '/api/businesses', headers: as });
      expect(after.statusCode).toBe(401);
      t.app.log.info({ headers: { authorization: `Bearer ${token}` } }, 'token probe');
      await t.app.close();
      expect(t.lines().some((line) => line.msg === 'request completed')).toBe(true);
      expect(t.log()).not.toContain(secret);
    } finally {
      await t.close();
    }
  });
});
