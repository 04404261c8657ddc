import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMailer } from '../../src/lib/mail/mailer';
import { accountActivationMail } from '../../src/lib/mail/templates/account-activation';
import { passwordResetMail } from '../../src/lib/mail/templates/password-reset';

const LINK = 'http://localhost:3000/api/accounts/activate/abc_DEF-123';

describe('mail templates', () => {
  it('activation mail in English and Spanish, text and HTML, carrying the link', () => {
    const en = accountActivationMail('en', LINK);
    const es = accountActivationMail('es', LINK);
    expect(en.subject).toBe('Activate your Carta account');
    expect(es.subject).toBe('Activa tu cuenta de Carta');
    expect(en.text).toContain(LINK);
    expect(en.text).toContain('48 hours');
    expect(es.text).toContain('48 horas');
    expect(en.html).toContain(`href="${LINK}"`);
    expect(es.html).toContain('<html lang="es">');
  });

  it('reset mail says the link lasts one hour, in both languages', () => {
    const url = 'http://localhost:3000/reset-password/tok';
    expect(passwordResetMail('en', url).text).toContain('1 hour and can be used once');
    expect(passwordResetMail('es', url).text).toContain('1 hora');
    expect(passwordResetMail('es', url).html).toContain(`href="${url}"`);
  });

  it('escapes HTML in the link', () => {
    const html = accountActivationMail('en', 'http://x/?a=1&b="2"').html;
    expect(html).toContain('href="http://x/?a=1&#38;b=&#34;2&#34;"');
  });
});

describe('outbox mailer (no SMTP_URL)', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'carta-outbox-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes one RFC 822 .eml file per message with text and HTML parts', async () => {
    const info = vi.fn();
    const logger = { info } as unknown as FastifyBaseLogger;
    const mailer = createMailer({
      from: 'Carta <no-reply@localhost>',
      outboxDir: join(dir, 'outbox'),
      logger,
    });
    const content = accountActivationMail('es', LINK);
    await mailer.send({ to: 'ana@example.com', ...content, links: [LINK] });
    await mailer.send({ to: 'bob@example.com', ...content, links: [LINK] });
    mailer.close();

    const files = (await readdir(join(dir, 'outbox'))).sort();
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
    const eml = await readFile(join(dir, 'outbox', files[0]!), 'utf8');
    expect(eml).toMatch(/^To: ana@example\.com$/m);
    expect(eml).toMatch(/^From: Carta <no-reply@localhost>$/m);
    expect(eml).toContain('Content-Type: multipart/alternative');
    expect(eml).toContain('Content-Type: text/plain');
    expect(eml).toContain('Content-Type: text/html');
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({ to: 'ana@example.com', links: [LINK] }),
      expect.any(String),
    );
  });
});
