import { describe, expect, it } from 'vitest';
import { formatOpening } from './format-opening';

describe('formatOpening (docs/product.md, "Hours")', () => {
  it("says the weekday and time in the business's zone, in the page language", () => {
    // 2026-03-07 is a Saturday; 09:00 UTC is 10:00 in Madrid (winter time).
    const iso = '2026-03-07T09:00:00.000Z';
    expect(formatOpening(iso, 'Europe/Madrid', 'en')).toBe('Saturday 10:00 AM');
    expect(formatOpening(iso, 'Europe/Madrid', 'es')).toBe('sábado, 10:00');
    // The same moment is still Saturday 4 AM in New York.
    expect(formatOpening(iso, 'America/New_York', 'en')).toBe('Saturday 4:00 AM');
  });
});
