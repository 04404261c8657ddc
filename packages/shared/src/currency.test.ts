import { describe, expect, it } from 'vitest';
import { currencyCodes, DEFAULT_CURRENCY, isCurrencyCode } from './currency';
import { CurrencySchema } from './schemas/business';

describe('currencies (ISO 4217)', () => {
  it('defaults to US dollars and knows the currencies owners ask for', () => {
    expect(DEFAULT_CURRENCY).toBe('USD');
    for (const code of ['USD', 'EUR', 'MXN', 'ARS', 'COP', 'CLP', 'PEN', 'GBP']) {
      expect(isCurrencyCode(code)).toBe(true);
    }
    expect(currencyCodes().length).toBeGreaterThan(100);
  });

  it('refuses anything that is not an upper-case ISO code', () => {
    for (const code of ['usd', 'EURO', 'XYZ', '', 'US', '€'])
      expect(isCurrencyCode(code)).toBe(false);
    expect(CurrencySchema.safeParse('EUR').success).toBe(true);
    expect(CurrencySchema.safeParse('eur').error?.issues[0]?.message).toBe(
      'Please choose a currency from the list',
    );
  });
});
