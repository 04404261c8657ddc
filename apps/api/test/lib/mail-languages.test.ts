import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@carta/shared';
import type { MailContent } from '../../src/lib/mail/templates/layout';
import { accountActivationMail } from '../../src/lib/mail/templates/account-activation';
import { formatHours } from '../../src/lib/mail/templates/hours';
import { passwordResetMail } from '../../src/lib/mail/templates/password-reset';
import { signUpAttemptMail } from '../../src/lib/mail/templates/sign-up-attempt';

// docs/architecture.md §8 (languages): every mail the server sends exists in English and Spanish,
// and the two differ in every text a reader sees.

const URL_A = 'https://carta.example/a/tok';
const URL_B = 'https://carta.example/b/tok';

/** Every template file, by name, rendered in a language. A new template must be added here. */
const TEMPLATES: Record<string, (language: Language) => MailContent> = {
  'account-activation.ts': (language) => accountActivationMail(language, URL_A),
  'password-reset.ts': (language) => passwordResetMail(language, URL_A),
  'sign-up-attempt.ts': (language) =>
    signUpAttemptMail(language, { signIn: URL_A, forgotPassword: URL_B }),
};
/** Helpers of the templates, not mails. */
const NOT_MAILS = ['layout.ts', 'hours.ts'];

const TEMPLATES_DIR = new URL('../../src/lib/mail/templates/', import.meta.url);

/** The lines a reader sees: the text part without links, the signature and blank lines. */
const readableLines = (mail: MailContent) =>
  mail.text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('http') && line !== '— Carta');

describe('mail templates in both languages', () => {
  it('covers every template file', () => {
    const files = readdirSync(TEMPLATES_DIR).filter((file) => !file.endsWith('.test.ts'));
    expect(files.filter((file) => !NOT_MAILS.includes(file)).sort()).toEqual(
      Object.keys(TEMPLATES).sort(),
    );
  });

  for (const [file, render] of Object.entries(TEMPLATES)) {
    it(`${file}: a subject and body per language, none of the English lines in the Spanish mail`, () => {
      const mails = Object.fromEntries(LANGUAGES.map((language) => [language, render(language)]));
      const en = mails.en!;
      const es = mails.es!;
      for (const language of LANGUAGES) {
        const mail = mails[language]!;
        expect(mail.subject.trim(), `${language} subject`).not.toBe('');
        expect(mail.html).toContain(`<html lang="${language}">`);
        expect(mail.html).toContain(`<title>${mail.subject}</title>`);
        expect(mail.text).toContain(URL_A);
        expect(readableLines(mail).length, `${language} text`).toBeGreaterThanOrEqual(3);
      }
      expect(es.subject).not.toBe(en.subject);
      const englishLines = new Set(readableLines(en));
      expect(readableLines(es).filter((line) => englishLines.has(line))).toEqual([]);
    });
  }

  it('the reset mail says, in both languages, that the reset revokes the API tokens (issue 26)', () => {
    expect(passwordResetMail('en', URL_A).text).toContain('revokes your personal API tokens');
    expect(passwordResetMail('es', URL_A).text).toContain(
      'se revocarán tus tokens de API personales',
    );
    for (const language of LANGUAGES) {
      const mail = passwordResetMail(language, URL_A);
      expect(mail.html).toContain(language === 'en' ? 'API tokens' : 'tokens de API');
    }
  });

  it('says durations in the mail language, with the singular for one hour', () => {
    expect(formatHours(3600, 'en')).toBe('1 hour');
    expect(formatHours(3600, 'es')).toBe('1 hora');
    expect(formatHours(48 * 3600, 'en')).toBe('48 hours');
    expect(formatHours(48 * 3600, 'es')).toBe('48 horas');
  });
});
