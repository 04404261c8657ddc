import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { TestApp } from './app';

export interface ParsedMail {
  file: string;
  headers: Record<string, string>;
  text: string;
  html: string;
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case 'quoted-printable': {
      const bytes = body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`)
        .replace(/%(?![0-9A-F]{2})/gi, '%25');
      return decodeURIComponent(bytes);
    }
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decodeSubject(value: string): string {
  return value.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_m, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeBody(data.replace(/_/g, ' '), 'quoted-printable'),
  );
}

/** A minimal RFC 822 / MIME reader for the multipart/alternative mails the API writes. */
export function parseEml(raw: string, file = ''): ParsedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = parseHeaders(raw.slice(0, split));
  headers.subject = decodeSubject(headers.subject ?? '');
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary ? raw.split(`--${boundary}`).slice(1, -1) : [];
  const mail: ParsedMail = { file, headers, text: '', html: '' };
  for (const part of parts) {
    const at = part.search(/\r?\n\r?\n/);
    const partHeaders = parseHeaders(part.slice(0, at).trim());
    const body = decodeBody(part.slice(at).trim(), partHeaders['content-transfer-encoding']);
    if (partHeaders['content-type']?.startsWith('text/plain')) mail.text = body;
    if (partHeaders['content-type']?.startsWith('text/html')) mail.html = body;
  }
  return mail;
}

/** Every mail in the outbox, oldest first. */
export async function readOutbox(outboxDir: string): Promise<ParsedMail[]> {
  let files: string[];
  try {
    files = (await readdir(outboxDir)).filter((file) => file.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (file) => parseEml(await readFile(join(outboxDir, file), 'utf8'), file)),
  );
}

/** Where a test app writes mail; reading it first waits for mail sent after an answer. */
export interface Outbox {
  app: Pick<TestApp['app'], 'accounts'>;
  outboxDir: string;
}

export async function mailsTo(outbox: Outbox, email: string): Promise<ParsedMail[]> {
  await outbox.app.accounts.settled();
  return (await readOutbox(outbox.outboxDir)).filter((mail) => mail.headers.to === email);
}

/** The last mail to `email`, whose text part must contain a link matching `pattern`. */
export async function lastLink(outbox: Outbox, email: string, pattern: RegExp): Promise<string> {
  const mails = await mailsTo(outbox, email);
  const mail = mails.at(-1);
  expect(mail, `a mail to ${email}`).toBeDefined();
  const link = pattern.exec(mail!.text)?.[0];
  expect(link, `a link matching ${pattern} in the mail`).toBeDefined();
  return link!;
}

export const ACTIVATION_LINK = /https?:\/\/\S+\/api\/accounts\/activate\/[A-Za-z0-9_-]+/;
export const RESET_LINK = /https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/;
export const tokenOf = (link: string) => link.slice(link.lastIndexOf('/') + 1);
