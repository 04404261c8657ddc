/**
 * Currencies of a business (docs/product.md, "Currency"): ISO 4217 codes. USD by default, which
 * keeps the `$` the first version of Carta showed.
 */
export const DEFAULT_CURRENCY = 'USD';

const CURRENCY_PATTERN = /^[A-Z]{3}$/;

/** The ISO 4217 codes this JavaScript engine can format, sorted. */
export function currencyCodes(): readonly string[] {
  return Intl.supportedValuesOf('currency');
}

let known: Set<string> | undefined;

export function isCurrencyCode(value: string): boolean {
  if (!CURRENCY_PATTERN.test(value)) return false;
  known ??= new Set(currencyCodes());
  return known.has(value);
}
