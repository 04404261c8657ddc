import { DEFAULT_CURRENCY } from './currency';
import { checkPrice } from './price';

/** How prices are shown: the business's currency, the page's language. */
export interface MoneyFormat {
  /** ISO 4217 code of the business. */
  currency: string;
  /** Language of the page ('en', 'es'). */
  language: string;
}

export const DEFAULT_MONEY_FORMAT: MoneyFormat = { currency: DEFAULT_CURRENCY, language: 'en' };

const formatters = new Map<string, Intl.NumberFormat>();

/** Making a formatter costs far more than using one; a page of 100 prices uses the same one. */
function formatterFor({ currency, language }: MoneyFormat): Intl.NumberFormat {
  const key = `${language}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      // '$' rather than 'US$' or 'MX$': a menu shows one currency, the guest knows which.
      currencyDisplay: 'narrowSymbol',
      // Never rounds a stored price: 9.50 in a currency without cents shows as 9.5, not 10.
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Intl formats a numeric string as the exact decimal it spells, never through a float. */
type ExactDecimal = `${number}`;

/**
 * '12.50' → '$12.50' (USD, English), '12,50 €' (EUR, Spanish). The price is the API's exact
 * decimal text and is formatted without float arithmetic. A value that is not a valid price is
 * shown as given.
 */
export function formatPrice(price: string | number, money: MoneyFormat): string {
  const result = checkPrice(price);
  if (!result.ok) return String(price);
  return formatterFor(money).format(result.price as ExactDecimal);
}

/**
 * The range of a product's sizes for lists: '$4.00–$9.50'; one price when they are all equal.
 * Empty input gives ''.
 */
export function formatPriceRange(prices: readonly string[], money: MoneyFormat): string {
  const valid = prices.map((price) => checkPrice(price)).flatMap((r) => (r.ok ? [r.price] : []));
  if (valid.length === 0) return '';
  const sorted = [...valid].sort(compareDecimals);
  const low = sorted[0]!;
  const high = sorted[sorted.length - 1]!;
  if (compareDecimals(low, high) === 0) return formatPrice(low, money);
  return formatterFor(money).formatRange(low as ExactDecimal, high as ExactDecimal);
}

/** The currency sign of a price input and the side it goes on: '$' before in English, '€' after in Spanish. */
export function currencyAffix(money: MoneyFormat): {
  symbol: string;
  position: 'before' | 'after';
} {
  const parts = formatterFor(money).formatToParts(1);
  const index = parts.findIndex((part) => part.type === 'currency');
  const number = parts.findIndex((part) => part.type === 'integer');
  return {
    symbol: parts[index]?.value ?? money.currency,
    position: index > number ? 'after' : 'before',
  };
}

/** Orders two canonical prices ('12.50') exactly, by digits rather than as floats. */
export function compareDecimals(a: string, b: string): number {
  const [aInt = '', aFrac = ''] = a.split('.');
  const [bInt = '', bFrac = ''] = b.split('.');
  if (aInt.length !== bInt.length) return aInt.length - bInt.length;
  if (aInt !== bInt) return aInt < bInt ? -1 : 1;
  if (aFrac === bFrac) return 0;
  return aFrac < bFrac ? -1 : 1;
}

/** QR download name: lower-cased title, each non-alphanumeric character → '_', plus '_qr.png'. */
export const qrDownloadFileName = (title: string) =>
  `${title.toLowerCase().replace(/[^a-z0-9]/g, '_')}_qr.png`;
