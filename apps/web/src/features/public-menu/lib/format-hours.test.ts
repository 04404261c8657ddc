import { describe, expect, it } from 'vitest';
import { formatHours } from './format-hours';

describe('formatHours (docs/product.md, "One QR for the place")', () => {
  it('writes runs of days and the times as set, in the page language', () => {
    expect(
      formatHours(
        [
          { days: ['mon', 'tue', 'wed', 'thu', 'fri'], from: '08:00', to: '11:30' },
          { days: ['sat', 'sun'], from: '20:00', to: '02:00' },
          { days: ['mon', 'wed'], from: '12:00', to: '24:00' },
        ],
        'en',
      ),
    ).toEqual(['Mon–Fri 08:00–11:30', 'Sat, Sun 20:00–02:00', 'Mon, Wed 12:00–24:00']);
    expect(
      formatHours([{ days: ['mon', 'tue', 'wed'], from: '08:00', to: '11:30' }], 'es'),
    ).toEqual(['lun–mié 08:00–11:30']);
  });
});
