import { LIMITS } from './constants';
import { messages } from './messages';

// A decimal comma is accepted as typed in Spanish ('12,50'); there is no thousands separator, so
// '1,234' (three decimals) is refused rather than guessed.
const PRICE_PATTERN = /^(\d+)(?:[.,](\d{1,2}))?$/;

export type PriceCheck = { ok: true; price: string } | { ok: false; message: string };

/** Validates a price and returns its canonical form: no leading zeros, exactly two decimals. */
export function checkPrice(value: string | number): PriceCheck {
  const text =
    typeof value === 'number' ? (Number.isFinite(value) ? String(value) : 'NaN') : value.trim();
  if (text === '') return { ok: false, message: messages.priceRequired };
  const match = PRICE_PATTERN.exec(text);
  if (!match) return { ok: false, message: messages.priceInvalid };
  const integer = match[1]!.replace(/^0+(?=\d)/, '');
  const fraction = (match[2] ?? '').padEnd(2, '0');
  if (integer === '0' && fraction === '00') return { ok: false, message: messages.priceInvalid };
  if (integer.length > LIMITS.priceIntegerDigitsMax)
    return { ok: false, message: messages.priceTooHigh };
  return { ok: true, price: `${integer}.${fraction}` };
}
