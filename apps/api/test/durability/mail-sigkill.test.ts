import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerProcess } from '../helpers/server-process';
import { eventually, startTestSmtp, type TestSmtp } from '../helpers/smtp';

// Issue 15: a mail queued before a SIGKILL is sent after the restart (docs/architecture.md,
// "Outgoing mail"). The mail server refuses while the first process runs, so the mail is still
// queued, its first attempt failed, when the process dies.
let smtp: TestSmtp;
let server: ServerProcess;
beforeAll(async () => {
  smtp = await startTestSmtp();
  smtp.refuseNext(1_000);
  server = await ServerProcess.start({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await server?.dispose();
  await smtp?.close();
});

describe('SIGKILL between queueing a mail and sending it', () => {
  it('sends it after the restart, once', async () => {
    const email = `killed-${Date.now()}@carta.example`;
    await server.call('POST', '/api/accounts/signup', {
      email,
      password: 'durable-password-42',
      language: 'en',
    });
    await eventually(() => server.log.includes('sending mail failed; it will be retried'), 20_000);
    expect(smtp.received).toEqual([]);
    await server.kill();

    smtp.refuseNext(0);
    await server.restart();
    // The retry is due within the first backoff (5 s) and the worker looks every 2 s.
    await eventually(() => smtp.received.some((entry) => entry.to === email), 20_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received.filter((entry) => entry.to === email)).toHaveLength(1);
    expect(smtp.received[0]!.mail.headers.subject).toBe('Activate your Carta account');
  }, 90_000);
});
