import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  OutgoingMailSchema,
  pagedListSchema,
  type MailState,
  type OutgoingMail,
} from '@carta/shared';
import { outgoingMail } from '../../src/db/schema';
import { createMailQueue } from '../../src/modules/mail/mail-queue';
import { createTestApp, type TestApp } from '../helpers/app';
import { ACTIVATION_LINK } from '../helpers/mail';
import { bearer, PASSWORD, signIn, signUp, uniqueEmail } from '../helpers/sessions';
import { eventually, startSilentSmtp, startTestSmtp, type TestSmtp } from '../helpers/smtp';

/**
 * The outgoing mail queue against a real SMTP server (docs/architecture.md, "Outgoing mail"):
 * delivered with its parts in the account's language, retried through refusals and outages, given
 * up with the error kept, never sent twice, and never waited for by a request.
 */

/** Retries in milliseconds instead of seconds, so a test sees several. */
const FAST = { pollMs: 50, retryBaseMs: 30, maxRetryMs: 100, giveUpAfterMs: 60_000 };
const ADMIN = 'mail-admin@carta.example';
const MailListSchema = pagedListSchema(OutgoingMailSchema);

const apps: TestApp[] = [];
async function appOn(smtpUrl: string, mail: Record<string, number> = FAST, extra = {}) {
  const t = await createTestApp({
    env: { SMTP_URL: smtpUrl, ADMIN_EMAILS: ADMIN, ...extra },
    mail,
  });
  await t.app.ready();
  apps.push(t);
  return t;
}
afterEach(async () => {
  while (apps.length > 0) await apps.pop()!.close();
});

/** The admin, activated through the link the SMTP server received. */
async function adminHeaders(t: TestApp, smtp: TestSmtp) {
  await signUp(t.app, ADMIN);
  await eventually(() => smtp.received.some((entry) => entry.to === ADMIN));
  const mail = smtp.received.filter((entry) => entry.to === ADMIN).at(-1)!.mail;
  const link = ACTIVATION_LINK.exec(mail.text)![0];
  await t.app.inject({ method: 'GET', url: new URL(link).pathname });
  const signedIn = await signIn(t.app, ADMIN);
  expect(signedIn.statusCode).toBe(200);
  return bearer(signedIn.json().tokens.access_token);
}

async function mailList(t: TestApp, headers: Record<string, string>): Promise<OutgoingMail[]> {
  const answer = await t.app.inject({ method: 'GET', url: '/api/admin/mail', headers });
  expect(answer.statusCode).toBe(200);
  return MailListSchema.parse(answer.json()).items;
}

describe('delivery over SMTP', () => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp({ starttls: true, auth: { user: 'carta', pass: 's3cret pass' } });
  });
  afterAll(() => smtp.close());

  it("arrives with its sender, subject, text and HTML parts in the account's language, over STARTTLS with auth", async () => {
    const t = await appOn(smtp.url, FAST, { MAIL_FROM: 'Carta <menus@carta.example>' });
    const email = uniqueEmail('es');
    expect((await signUp(t.app, email, PASSWORD, { language: 'es' })).statusCode).toBe(201);
    const entry = smtp.received.find((received) => received.to === email);
    expect(entry).toBeDefined();
    expect(entry!.secure).toBe(true);
    expect(entry!.from).toBe('menus@carta.example');
    const { headers, text, html } = entry!.mail;
    expect(headers.from).toBe('Carta <menus@carta.example>');
    expect(headers.to).toBe(email);
    expect(headers.subject).toBe('Activa tu cuenta de Carta');
    expect(headers['content-type']).toMatch(/^multipart\/alternative/);
    expect(text).toMatch(ACTIVATION_LINK);
    expect(html).toContain('<html lang="es">');

    // The admin area lists it as sent, once, and shows neither its body nor its link.
    const headersOfAdmin = await adminHeaders(t, smtp);
    const listed = (await mailList(t, headersOfAdmin)).find((mail) => mail.to === email)!;
    expect(listed).toMatchObject({ state: 'sent', attempts: 1, last_error: null });
    const raw = (
      await t.app.inject({ method: 'GET', url: '/api/admin/mail', headers: headersOfAdmin })
    ).body;
    expect(raw).not.toMatch(/activate\//);
    // Nor does the database keep it: the body carried a live token.
    const [row] = await t.app.db
      .select()
      .from(outgoingMail)
      .where(eq(outgoingMail.toAddress, email));
    expect(row).toMatchObject({ state: 'sent', text: '', html: '', links: [] });
  });

  it('over smtps:// (TLS from the start) as well', async () => {
    const tls = await startTestSmtp({ tls: true, auth: { user: 'carta', pass: 'tls-pass' } });
    try {
      const t = await appOn(tls.url);
      const email = uniqueEmail('tls');
      await signUp(t.app, email);
      const entry = tls.received.find((received) => received.to === email);
      expect(entry?.secure).toBe(true);
      expect(entry?.mail.headers.subject).toBe('Activate your Carta account');
    } finally {
      await tls.close();
    }
  });

  it('a server that refuses for a while gets the mail once it accepts, exactly once', async () => {
    const t = await appOn(smtp.url);
    const email = uniqueEmail('busy');
    smtp.refuseNext(3);
    await signUp(t.app, email);
    await eventually(() => smtp.received.some((entry) => entry.to === email));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.filter((entry) => entry.to === email)).toHaveLength(1);
    expect(smtp.state.refused).toBeGreaterThanOrEqual(3);
    const listed = (await mailList(t, await adminHeaders(t, smtp))).find((m) => m.to === email);
    expect(listed).toMatchObject({ state: 'sent', attempts: 4 });
  });
});

describe('failing for good', () => {
  it('a wrong password is retried, then given up with the error kept; an admin sends it again', async () => {
    const smtp = await startTestSmtp({ auth: { user: 'carta', pass: 'right' } });
    try {
      const lines: { msg?: string; error?: string }[] = [];
      const t = await createTestApp({
        env: { SMTP_URL: smtp.url, ADMIN_EMAILS: ADMIN, LOG_LEVEL: 'warn' },
        mail: { ...FAST, giveUpAfterMs: 400 },
        logStream: { write: (line: string) => void lines.push(JSON.parse(line)) },
      });
      apps.push(t);
      await t.app.ready();
      const admin = await adminHeaders(t, smtp);

      smtp.state.authOk = false;
      const email = uniqueEmail('auth');
      await signUp(t.app, email);
      await eventually(async () =>
        (await mailList(t, admin)).some((mail) => mail.to === email && mail.state === 'failed'),
      );
      const failed = (await mailList(t, admin)).find((mail) => mail.to === email)!;
      expect(failed.attempts).toBeGreaterThan(1);
      expect(failed.last_error).toMatch(/Invalid username or password/);
      expect(lines.filter((line) => line.msg?.startsWith('mail given up'))).toHaveLength(1);
      expect(smtp.received.filter((entry) => entry.to === email)).toEqual([]);

      smtp.state.authOk = true;
      const retry = await t.app.inject({
        method: 'POST',
        url: `/api/admin/mail/${failed.id}/retry`,
        headers: admin,
      });
      expect(retry.statusCode).toBe(204);
      await eventually(() => smtp.received.some((entry) => entry.to === email));
      // Only failed mail can be sent again; unknown ids are not found.
      await eventually(async () =>
        (await mailList(t, admin)).some((mail) => mail.id === failed.id && mail.state === 'sent'),
      );
      const sent = await t.app.inject({
        method: 'POST',
        url: `/api/admin/mail/${failed.id}/retry`,
        headers: admin,
      });
      expect(sent.statusCode).toBe(409);
      expect(sent.json().code).toBe('mailNotFailed');
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/admin/mail/00000000-0000-4000-8000-000000000000/retry',
        headers: admin,
      });
      expect(unknown.statusCode).toBe(404);
    } finally {
      await smtp.close();
    }
  });
});

describe('keeping the table small', () => {
  it('drops sent and failed mail older than keepMs, and never mail still to send', async () => {
    const smtp = await startTestSmtp();
    try {
      const t = await appOn(smtp.url, { ...FAST, keepMs: 60_000 });
      const old = new Date(Date.now() - 120_000);
      const later = new Date(Date.now() + 3_600_000);
      const mail = (to: string, state: MailState, nextAttemptAt = old) => ({
        toAddress: to,
        subject: 'Old',
        text: '',
        html: '',
        state,
        giveUpAt: later,
        nextAttemptAt,
        createdAt: old,
      });
      await t.app.db
        .insert(outgoingMail)
        .values([
          mail('old-sent@carta.example', 'sent'),
          mail('old-failed@carta.example', 'failed'),
          mail('old-queued@carta.example', 'queued', later),
        ]);
      // A new worker prunes on its first pass.
      const queue = createMailQueue({
        db: t.app.db,
        mailer: t.app.mailer,
        log: t.app.log,
        options: { ...FAST, keepMs: 60_000 },
      });
      await queue.drain();
      const left = (await t.app.db.select().from(outgoingMail)).map((row) => row.toAddress);
      expect(left).toEqual(['old-queued@carta.example']);
    } finally {
      await smtp.close();
    }
  });
});

describe('never twice, never waited for', () => {
  it('two server processes on one database send each queued mail exactly once', async () => {
    const smtp = await startTestSmtp();
    try {
      const first = await appOn(smtp.url);
      const second = await createTestApp({
        database: first.database,
        env: { SMTP_URL: smtp.url },
        mail: FAST,
      });
      await second.app.ready();
      const addresses = Array.from({ length: 30 }, (_, i) => `twice-${i}@carta.example`);
      for (const to of addresses) {
        await first.app.mailQueue.enqueue(first.app.db, {
          to,
          subject: 'Once',
          text: 'Once only',
          html: '<p>Once only</p>',
          links: [],
        });
      }
      first.app.mailQueue.wake();
      second.app.mailQueue.wake();
      await Promise.all([first.app.mailQueue.drain(), second.app.mailQueue.drain()]);
      await eventually(() => smtp.received.length >= addresses.length);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await second.app.close();
      expect(smtp.received.map((entry) => entry.to).sort()).toEqual([...addresses].sort());
    } finally {
      await smtp.close();
    }
  });

  it('a sign-up is answered while the mail server hangs; the timeout fails the send, which is retried', async () => {
    const silent = await startSilentSmtp();
    try {
      const t = await appOn(silent.url, FAST, { SMTP_TIMEOUT_SECONDS: '1' });
      const first = uniqueEmail('hung');
      await t.app.inject({
        method: 'POST',
        url: '/api/accounts/signup',
        payload: { email: first, password: PASSWORD },
      });
      // The worker is now waiting for a greeting that never comes…
      await eventually(() => silent.held > 0);
      // …and another sign-up is answered all the same.
      const second = await t.app.inject({
        method: 'POST',
        url: '/api/accounts/signup',
        payload: { email: uniqueEmail('hung'), password: PASSWORD },
      });
      expect(second.statusCode).toBe(201);
      expect(silent.held).toBeGreaterThan(0);
      // After SMTP_TIMEOUT_SECONDS the send fails and the mail waits for its retry.
      await eventually(async () => {
        const rows = await t.app.db.select().from(outgoingMail);
        return rows.some((row) => row.toAddress === first && row.lastError !== null);
      }, 5_000);
      const rows = await t.app.db.select().from(outgoingMail);
      const row = rows.find((candidate) => candidate.toAddress === first)!;
      expect(row.lastError).toMatch(/Greeting never received|timeout/i);
      expect(row.sentAt).toBeNull();
    } finally {
      await silent.close();
    }
  });
});
