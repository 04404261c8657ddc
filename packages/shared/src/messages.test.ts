import { describe, expect, it } from 'vitest';
import { ENTITY_LABELS, messageKey, messages } from './messages';

describe('messages (SPEC §5, §8)', () => {
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

describe('messageKey', () => {
  it('round-trips every static message', () => {
    for (const [key, value] of Object.entries(messages)) {
      if (typeof value === 'string') expect(messageKey(value), key).toEqual({ key });
    }
  });

  it('round-trips the name messages for every entity', () => {
    for (const entity of ENTITY_LABELS) {
      expect(messageKey(messages.nameTooShort(entity))).toEqual({
        key: 'nameTooShort',
        params: { entity },
      });
      expect(messageKey(messages.nameTooLong(entity))).toEqual({
        key: 'nameTooLong',
        params: { entity },
      });
    }
  });

  it('round-trips the status messages', () => {
    expect(messageKey(messages.requestFailed(404))).toEqual({
      key: 'requestFailed',
      params: { status: '404' },
    });
    expect(messageKey(messages.uploadFailedWithStatus(413))).toEqual({
      key: 'uploadFailedWithStatus',
      params: { status: '413' },
    });
  });

  it('covers every parametrised message', () => {
    const parametrised = Object.entries(messages).filter(
      ([, value]) => typeof value === 'function',
    );
    expect(parametrised.map(([key]) => key).sort()).toEqual(
      ['nameTooLong', 'nameTooShort', 'requestFailed', 'uploadFailedWithStatus'].sort(),
    );
  });

  it('returns undefined for unknown texts and unknown entities', () => {
    expect(messageKey('Something else')).toBeUndefined();
    expect(messageKey('Widget name is too long')).toBeUndefined();
    expect(messageKey('Email is required ')).toBeUndefined();
  });
});
