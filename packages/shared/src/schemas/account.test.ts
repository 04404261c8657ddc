import { describe, expect, it } from 'vitest';
import {
  ChangePasswordFormSchema,
  ChangePasswordRequestSchema,
  CredentialsSchema,
  EmailSchema,
  ForgotPasswordFormSchema,
  PasswordSchema,
  RequestResetRequestSchema,
  ResetPasswordFormSchema,
  SessionUserSchema,
  SignUpFormSchema,
  SignUpRequestSchema,
} from './account';
import { firstIssue, issuesOf } from '../field-messages';

const emailIssue = (email: unknown) => issuesOf(EmailSchema, email)?.[''];

describe('EmailSchema (docs/product.md §5)', () => {
  it('trims and lower-cases', () => {
    expect(EmailSchema.parse('  Ana.Lopez@Example.COM ')).toBe('ana.lopez@example.com');
  });

  it('reports one message per failure', () => {
    expect(emailIssue('')).toEqual(['Email is required']);
    expect(emailIssue('   ')).toEqual(['Email is required']);
    expect(emailIssue(undefined)).toEqual(['Email is required']);
    expect(emailIssue('not-an-email')).toEqual(['Please enter a valid email address']);
    expect(emailIssue(`${'a'.repeat(239)}@example.com`)).toEqual(['Email is too long']);
  });

  it('accepts exactly 250 characters', () => {
    const email = `${'a'.repeat(238)}@example.com`;
    expect(email).toHaveLength(250);
    expect(EmailSchema.parse(email)).toBe(email);
  });
});

describe('PasswordSchema (docs/product.md §5)', () => {
  it('needs at least 8 characters', () => {
    expect(issuesOf(PasswordSchema, '1234567')?.['']).toEqual([
      'Password must be at least 8 characters',
    ]);
    expect(PasswordSchema.parse('12345678')).toBe('12345678');
  });
});

describe('CredentialsSchema', () => {
  it('requires a password and keeps rememberMe optional', () => {
    expect(firstIssue(CredentialsSchema, { email: 'a@b.co', password: '' }, 'password')).toBe(
      'Password is required',
    );
    expect(CredentialsSchema.parse({ email: 'A@B.co', password: 'x' })).toEqual({
      email: 'a@b.co',
      password: 'x',
    });
    expect(
      CredentialsSchema.parse({ email: 'a@b.co', password: 'x', rememberMe: false }).rememberMe,
    ).toBe(false);
  });
});

describe('SignUpFormSchema (docs/product.md §5)', () => {
  const valid = {
    email: 'a@b.co',
    password: 'secret123',
    confirmPassword: 'secret123',
    captcha: 'token',
  };

  it('accepts a complete form', () => {
    expect(SignUpFormSchema.parse(valid)).toEqual(valid);
  });

  it('reports a mismatch on confirmPassword', () => {
    expect(issuesOf(SignUpFormSchema, { ...valid, confirmPassword: 'secret124' })).toEqual({
      confirmPassword: ["Passwords don't match"],
    });
  });

  it('rechecks the confirmation live, even while the captcha is missing', () => {
    expect(issuesOf(SignUpFormSchema, { ...valid, captcha: '', confirmPassword: 'other' })).toEqual(
      {
        captcha: ['Please complete the reCAPTCHA verification'],
        confirmPassword: ["Passwords don't match"],
      },
    );
  });

  it('requires the captcha', () => {
    expect(firstIssue(SignUpFormSchema, { ...valid, captcha: undefined }, 'captcha')).toBe(
      'Please complete the reCAPTCHA verification',
    );
  });
});

describe('request schemas', () => {
  it('SignUpRequestSchema takes optional captcha and language', () => {
    expect(
      SignUpRequestSchema.parse({ email: 'A@b.co', password: 'secret123', language: 'es' }),
    ).toEqual({
      email: 'a@b.co',
      password: 'secret123',
      language: 'es',
    });
    expect(
      SignUpRequestSchema.safeParse({ email: 'a@b.co', password: 'secret123', language: 'fr' })
        .success,
    ).toBe(false);
  });

  it('RequestResetRequestSchema needs only the e-mail; the form needs the captcha', () => {
    expect(RequestResetRequestSchema.parse({ email: 'a@b.co' })).toEqual({ email: 'a@b.co' });
    expect(firstIssue(ForgotPasswordFormSchema, { email: 'a@b.co', captcha: '' }, 'captcha')).toBe(
      'Please complete the reCAPTCHA verification',
    );
  });

  it('ChangePasswordRequestSchema requires the current password and a valid new one', () => {
    expect(issuesOf(ChangePasswordRequestSchema, { password: '', new_password: 'short' })).toEqual({
      password: ['Current password is required'],
      new_password: ['Password must be at least 8 characters'],
    });
  });
});

describe('ResetPasswordFormSchema', () => {
  it('requires the confirmation and equality', () => {
    expect(
      firstIssue(
        ResetPasswordFormSchema,
        { password: 'secret123', confirmPassword: '' },
        'confirmPassword',
      ),
    ).toBe('Please confirm your password');
    expect(
      firstIssue(
        ResetPasswordFormSchema,
        { password: 'secret123', confirmPassword: 'secret12' },
        'confirmPassword',
      ),
    ).toBe("Passwords don't match");
  });
});

describe('ChangePasswordFormSchema (docs/product.md §5)', () => {
  const valid = { currentPassword: 'old', newPassword: 'newsecret', confirmPassword: 'newsecret' };

  it('accepts a valid change', () => {
    expect(ChangePasswordFormSchema.parse(valid)).toEqual(valid);
  });

  it('shows the spec messages on the right fields', () => {
    expect(
      issuesOf(ChangePasswordFormSchema, {
        currentPassword: '',
        newPassword: '1234567',
        confirmPassword: '',
      }),
    ).toEqual({
      currentPassword: ['Current password is required'],
      newPassword: ['Password must be at least 8 characters'],
      confirmPassword: ['Please confirm your password', "Passwords don't match"],
    });
    expect(issuesOf(ChangePasswordFormSchema, { ...valid, confirmPassword: 'different' })).toEqual({
      confirmPassword: ["Passwords don't match"],
    });
  });
});

describe('SessionUserSchema (docs/product.md §3)', () => {
  it('defaults roles to an empty list', () => {
    const user = {
      id: '3f2a1c4e-8b9d-4e6f-a1b2-c3d4e5f60718',
      email: 'a@b.co',
      tokens: { access_token: 'a', refresh_token: 'r' },
    };
    expect(SessionUserSchema.parse(user).roles).toEqual([]);
    expect(SessionUserSchema.safeParse({ ...user, tokens: {} }).success).toBe(false);
  });
});
