import { describe, expect, it } from 'vitest';
import {
  ENTITY_LABELS,
  issueRef,
  isMessageKey,
  messageRef,
  messageText,
  messages,
  type MessageKey,
} from './messages';

describe('messages (docs/product.md §5, §8)', () => {
  it('keeps the spec texts verbatim', () => {
    expect(messages.emailRequired).toBe('Email is required');
    expect(messages.emailInvalid).toBe('Please enter a valid email address');
    expect(messages.emailTooLong).toBe('Email is too long');
    expect(messages.passwordTooShort).toBe('Password must be at least 8 characters');
    expect(messages.passwordsDontMatch).toBe("Passwords don't match");
    expect(messages.captchaRequired).toBe('Please complete the reCAPTCHA verification');
    expect(messages.currentPasswordRequired).toBe('Current password is required');
    expect(messages.confirmPasswordRequired).toBe('Please confirm your password');
    expect(messages.priceInvalid).toBe(
      'Price must be a valid number greater than 0 (up to 2 decimal places)',
    );
    expect(messages.hexColorInvalid).toBe('Must be a valid hex color');
    expect(messages.themeIdRequired).toBe('Theme ID is required');
    expect(messages.invalidCredentials).toBe('Invalid credentials');
    expect(messages.networkError).toBe('Network error: Unable to connect to the server');
    expect(messages.imageTooLarge).toBe('The image is too large (maximum 5 MB)');
    expect(messages.nameTooShort('Business')).toBe(
      'Business name must be at least 3 characters long',
    );
    expect(messages.nameTooLong('Menu')).toBe('Menu name is too long');
    expect(messages.requestFailed(503)).toBe('Request failed with status 503');
  });

  it('has no two keys with the same text', () => {
    const texts = Object.values(messages).filter((value) => typeof value === 'string');
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('messageText', () => {
  it('renders static and parametrised messages by key', () => {
    expect(messageText('notFound')).toBe(messages.notFound);
    expect(messageText('nameTooShort', { entity: 'Menu' })).toBe(messages.nameTooShort('Menu'));
    expect(messageText('requestFailed', { status: 503 })).toBe(messages.requestFailed(503));
  });
});

describe('messageRef', () => {
  it('round-trips every static message', () => {
    for (const [key, value] of Object.entries(messages)) {
      if (typeof value === 'string') expect(messageRef(value), key).toEqual({ code: key });
    }
  });

  it('round-trips the name messages for every entity', () => {
    for (const entity of ENTITY_LABELS) {
      expect(messageRef(messages.nameTooShort(entity))).toEqual({
        code: 'nameTooShort',
        params: { entity },
      });
      expect(messageRef(messages.nameTooLong(entity))).toEqual({
        code: 'nameTooLong',
        params: { entity },
      });
    }
  });

  it('round-trips the status messages', () => {
    expect(messageRef(messages.requestFailed(404))).toEqual({
      code: 'requestFailed',
      params: { status: 404 },
    });
    expect(messageRef(messages.uploadFailedWithStatus(413))).toEqual({
      code: 'uploadFailedWithStatus',
      params: { status: 413 },
    });
  });

  it('covers every parametrised message', () => {
    const parametrised = Object.entries(messages).filter(
      ([, value]) => typeof value === 'function',
    );
    expect(parametrised.map(([key]) => key).sort()).toEqual(
      ['nameTooLong', 'nameTooShort', 'requestFailed', 'uploadFailedWithStatus'].sort(),
    );
    for (const [key] of parametrised) {
      const text = messageText(key as MessageKey, { entity: 'Business', status: 500 });
      expect(messageRef(text)?.code, key).toBe(key);
    }
  });

  it('returns undefined for unknown texts and unknown entities', () => {
    expect(messageRef('Something else')).toBeUndefined();
    expect(messageRef('Widget name is too long')).toBeUndefined();
    expect(messageRef('Email is required ')).toBeUndefined();
    expect(messageRef(messages.requestFailed(999))).toBeUndefined();
  });

  it('gives zod texts of its own the code valueInvalid', () => {
    expect(issueRef('Invalid input: expected string, received number')).toEqual({
      code: 'valueInvalid',
    });
    expect(issueRef(messages.priceInvalid)).toEqual({ code: 'priceInvalid' });
  });

  it('knows which strings are keys', () => {
    expect(isMessageKey('notFound')).toBe(true);
    expect(isMessageKey('account_inactive')).toBe(false);
    expect(isMessageKey(undefined)).toBe(false);
  });
});
