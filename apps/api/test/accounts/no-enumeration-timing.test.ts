import { afterEach, describe, expect, it } from 'vitest';
import type { Mailer, OutgoingMail } from '../../src/lib/mail/mailer';
import { testAppForSuite } from '../helpers/app';
import { signUp, uniqueEmail } from '../helpers/sessions';

/**
 * A mail server that holds every message until released, like a slow SMTP round trip. If the
 * answer waited for it, known e-mails would answer later than unknown ones (docs/architecture.md §5: no
 * account enumeration, which includes timing).
 */
function heldMailer() {
  const sent: OutgoingMail[] = [];
  let hold: Promise<void> | null = null;
  let release = () => {};
  const mailer: Mailer = {
    async send(mail) {
      if (hold) await hold;
      sent.push(mail);
    },
    close() {},
  };
  return {
    mailer,
    sent,
    holdAll() {
      hold = new Promise((resolve) => (release = resolve));
    },
    release() {
      release();
      hold = null;
    },
  };
}

const SLOW = Symbol('still waiting for the mail server');
const answerOrSlow = <T>(request: Promise<T>) =>
  Promise.race([request, new Promise<typeof SLOW>((r) => setTimeout(() => r(SLOW), 1_000))]);

const mail = heldMailer();
const t = testAppForSuite({ auth: { mailer: mail.mailer } });
afterEach(() => mail.release());

describe('request-reset and resend-activation (docs/architecture.md §5, no enumeration by timing)', () => {
  it.each(['/api/accounts/request-reset-password', '/api/accounts/resend-activation'])(
    '%s answers 200 for a registered e-mail without waiting for the mail server',
    async (url) => {
      const email = uniqueEmail();
      expect((await signUp(t.app, email)).statusCode).toBe(201);
      // The activation mail goes out after the sign-up answer too.
      await t.app.accounts.settled();
      const before = mail.sent.length;

      mail.holdAll();
      const response = await answerOrSlow(
        t.app.inject({ method: 'POST', url, payload: { email } }),
      );
      expect(response).not.toBe(SLOW);
      expect(response !== SLOW && response.statusCode).toBe(200);

      mail.release();
      await t.app.accounts.settled();
      expect(mail.sent.slice(before).map((sent) => sent.to)).toEqual([email]);
    },
  );
});

describe('sign-up (issue 9, finding 5: no enumeration, by answer or by timing)', () => {
  it('answers a new and a registered address alike, without waiting for the mail server', async () => {
    const registered = uniqueEmail('registered');
    expect((await signUp(t.app, registered)).statusCode).toBe(201);
    await t.app.accounts.settled();
    const before = mail.sent.length;

    mail.holdAll();
    const fresh = uniqueEmail('fresh');
    const answers = [];
    for (const email of [fresh, registered]) {
      // Not the signUp helper: it waits for the mail, which is exactly what must not hold the answer.
      const answer = await answerOrSlow(
        t.app.inject({
          method: 'POST',
          url: '/api/accounts/signup',
          payload: { email, password: 'another-password-1' },
        }),
      );
      expect(answer, email).not.toBe(SLOW);
      answers.push(answer as Exclude<typeof answer, typeof SLOW>);
    }
    const [forFresh, forRegistered] = answers;
    expect(forRegistered!.statusCode).toBe(201);
    expect(forRegistered!.statusCode).toBe(forFresh!.statusCode);
    expect(forRegistered!.body).toBe(forFresh!.body);
    // The next request is not held up by the mail work either.
    expect(await answerOrSlow(t.app.inject({ method: 'GET', url: '/api/health' }))).not.toBe(SLOW);

    mail.release();
    await t.app.accounts.settled();
    const sent = mail.sent.slice(before);
    expect(sent.map((m) => m.to).sort()).toEqual([fresh, registered].sort());
    expect(sent.find((m) => m.to === fresh)!.subject).toBe('Activate your Carta account');
  });
});
