import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The actionable links in the mail; logged when the mail goes to the outbox. */
  links: readonly string[];
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  /** smtp(s)://user:pass@host:port; when unset, mail is written to `outboxDir`. */
  smtpUrl?: string;
  /** Connecting, the greeting and each command: a mail server that hangs fails the send. */
  smtpTimeoutMs?: number;
  from: string;
  outboxDir: string;
  logger: FastifyBaseLogger;
}

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl
    ? createSmtpMailer(options.smtpUrl, options.from, options.smtpTimeoutMs ?? 20_000)
    : createOutboxMailer(options);
}

/**
 * smtp:// (upgraded with STARTTLS when the server offers it) or smtps://, with the user and
 * password of the URL.
 */
function createSmtpMailer(smtpUrl: string, from: string, timeoutMs: number): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    async send({ to, subject, text, html }) {
      await transport.sendMail({ from, to, subject, text, html });
    },
    close: () => transport.close(),
  };
}

/** Writes each message as an RFC 822 `.eml` file, named so that a directory listing sorts by time. */
function createOutboxMailer({ from, outboxDir, logger }: MailerOptions): Mailer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send({ to, subject, text, html, links }) {
      const info = await transport.sendMail({ from, to, subject, text, html });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await mkdir(outboxDir, { recursive: true });
      await writeFile(file, info.message as Buffer);
      logger.info({ to, subject, file, links }, 'mail written to the outbox');
    },
    close: () => transport.close(),
  };
}
