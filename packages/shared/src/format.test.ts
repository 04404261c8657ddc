import { describe, expect, it } from 'vitest';
import {
  currencyAffix,
  compareDecimals,
  DEFAULT_MONEY_FORMAT,
  formatPrice,
  formatPriceRange,
  qrDownloadFileName,
} from './format';

const usdEn = DEFAULT_MONEY_FORMAT;

describe('formatPrice', () => {
  it('shows US dollars in English as the first version did: $ and two decimals', () => {
    expect(formatPrice('12.50', usdEn)).toBe('$12.50');
    expect(formatPrice('12.5', usdEn)).toBe('$12.50');
    expect(formatPrice(3, usdEn)).toBe('$3.00');
  });

  it("formats for the page's language and the business's currency", () => {
    expect(formatPrice('12.50', { currency: 'EUR', language: 'en' })).toBe('€12.50');
    expect(formatPrice('12.50', { currency: 'EUR', language: 'es' })).toBe('12,50\u00a0€');
    expect(formatPrice('1512.50', { currency: 'GBP', language: 'en' })).toBe('£1,512.50');
    expect(formatPrice('99.00', { currency: 'MXN', language: 'es' })).toBe('99,00\u00a0$');
  });

  it('is exact for the largest price the database holds (no float rounding)', () => {
    expect(formatPrice('99999999.99', usdEn)).toBe('$99,999,999.99');
    expect(formatPrice('0.10', usdEn)).toBe('$0.10');
  });

  it('never rounds a price away in a currency without cents', () => {
    expect(formatPrice('1500.00', { currency: 'CLP', language: 'en' })).toBe('$1,500');
    expect(formatPrice('9.50', { currency: 'JPY', language: 'en' })).toBe('¥9.5');
  });

  it('shows an invalid value as given', () => {
    expect(formatPrice('abc', usdEn)).toBe('abc');
  });
});

describe('formatPriceRange', () => {
  it('shows the lowest and highest size price', () => {
    expect(formatPriceRange(['9.50', '4.00', '6.00'], usdEn)).toBe('$4.00 – $9.50');
    expect(formatPriceRange(['9.50', '4.00'], { currency: 'EUR', language: 'es' })).toBe(
      '4,00-9,50\u00a0€',
    );
  });

  it('shows one price when every size costs the same, and nothing for no sizes', () => {
    expect(formatPriceRange(['5.00', '5.00'], usdEn)).toBe('$5.00');
    expect(formatPriceRange([], usdEn)).toBe('');
  });
});

describe('currencyAffix (the price input of the product form)', () => {
  it('puts the sign where the language writes it', () => {
    expect(currencyAffix({ currency: 'USD', language: 'en' })).toEqual({
      symbol: '$',
      position: 'before',
    });
    expect(currencyAffix({ currency: 'EUR', language: 'es' })).toEqual({
      symbol: '€',
      position: 'after',
    });
    expect(currencyAffix({ currency: 'GBP', language: 'en' })).toEqual({
      symbol: '£',
      position: 'before',
    });
  });
});

describe('compareDecimals', () => {
  it('orders canonical prices by value, not as text', () => {
    expect(compareDecimals('10.00', '9.99')).toBeGreaterThan(0);
    expect(compareDecimals('9.99', '10.00')).toBeLessThan(0);
    expect(compareDecimals('9.10', '9.09')).toBeGreaterThan(0);
    expect(compareDecimals('12.50', '12.50')).toBe(0);
  });
});

describe('qrDownloadFileName (docs/product.md §9)', () => {
  it('lower-cases and replaces each non-alphanumeric character with _', () => {
    expect(qrDownloadFileName('Lunch Menu')).toBe('lunch_menu_qr.png');
    expect(qrDownloadFileName("Joe's Café 2024!")).toBe('joe_s_caf__2024__qr.png');
  });
});
