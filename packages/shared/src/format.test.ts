import { describe, expect, it } from 'vitest';
import { formatPrice, qrDownloadFileName } from './format';

describe('formatPrice', () => {
  it('prefixes $ and shows two decimals', () => {
    expect(formatPrice('12.50')).toBe('$12.50');
    expect(formatPrice('12.5')).toBe('$12.50');
    expect(formatPrice(3)).toBe('$3.00');
  });

  it('shows an invalid value as given', () => {
    expect(formatPrice('abc')).toBe('$abc');
  });
});

describe('qrDownloadFileName (docs/product.md §9)', () => {
  it('lower-cases and replaces each non-alphanumeric character with _', () => {
    expect(qrDownloadFileName('Lunch Menu')).toBe('lunch_menu_qr.png');
    expect(qrDownloadFileName("Joe's Café 2024!")).toBe('joe_s_caf__2024__qr.png');
  });
});
