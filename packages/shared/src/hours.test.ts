import { describe, expect, it } from 'vitest';
import { isTimeZone, menuAvailability, timeZones, type OpeningRange } from './hours';

// docs/product.md, "Hours": fixed clocks, the zone's own rules.

const MADRID = 'Europe/Madrid';
const at = (iso: string) => new Date(iso);
const weekdays: OpeningRange = {
  days: ['mon', 'tue', 'wed', 'thu', 'fri'],
  from: '08:00',
  to: '11:30',
};

describe('menuAvailability', () => {
  it('a menu without hours is always open and never changes', () => {
    expect(menuAvailability([], MADRID, at('2026-11-24T03:00:00Z'))).toEqual({
      open: true,
      nextOpen: null,
      nextChange: null,
    });
  });

  it('opens and closes at local times in the business zone', () => {
    // Tuesday 24 November 2026; Madrid is UTC+1 in winter.
    expect(menuAvailability([weekdays], MADRID, at('2026-11-24T06:59:00Z'))).toEqual({
      open: false,
      nextOpen: '2026-11-24T07:00:00.000Z',
      nextChange: '2026-11-24T07:00:00.000Z',
    });
    expect(menuAvailability([weekdays], MADRID, at('2026-11-24T07:00:00Z'))).toEqual({
      open: true,
      nextOpen: null,
      nextChange: '2026-11-24T10:30:00.000Z',
    });
    expect(menuAvailability([weekdays], MADRID, at('2026-11-24T10:30:00Z')).open).toBe(false);
  });

  it('after Friday closes, the next opening is Monday', () => {
    const friday = at('2026-11-27T12:00:00Z');
    expect(menuAvailability([weekdays], MADRID, friday).nextOpen).toBe('2026-11-30T07:00:00.000Z');
  });

  it('a range that ends before it starts runs past midnight into the next day', () => {
    const lateNight: OpeningRange = { days: ['fri', 'sat'], from: '20:00', to: '02:00' };
    // Saturday 01:30 in Madrid: still Friday's range.
    const saturdayEarly = menuAvailability([lateNight], MADRID, at('2026-11-28T00:30:00Z'));
    expect(saturdayEarly).toMatchObject({ open: true, nextChange: '2026-11-28T01:00:00.000Z' });
    // Saturday 03:00: closed until Saturday 20:00.
    expect(menuAvailability([lateNight], MADRID, at('2026-11-28T02:00:00Z'))).toMatchObject({
      open: false,
      nextOpen: '2026-11-28T19:00:00.000Z',
    });
    // Sunday 01:00: Saturday's range; Sunday evening has none.
    expect(menuAvailability([lateNight], MADRID, at('2026-11-29T00:00:00Z'))).toMatchObject({
      open: true,
      nextChange: '2026-11-29T01:00:00.000Z',
    });
    expect(menuAvailability([lateNight], MADRID, at('2026-11-29T19:00:00Z'))).toMatchObject({
      open: false,
      nextOpen: '2026-12-04T19:00:00.000Z',
    });
  });

  it('ranges that touch count as one: the menu closes at the end of the last', () => {
    const evening: OpeningRange[] = [
      { days: ['mon'], from: '18:00', to: '24:00' },
      { days: ['tue'], from: '00:00', to: '02:00' },
    ];
    expect(menuAvailability(evening, 'UTC', at('2026-11-23T23:00:00Z'))).toMatchObject({
      open: true,
      nextChange: '2026-11-24T02:00:00.000Z',
    });
  });

  it('several ranges a day: breakfast and dinner, closed between them', () => {
    const day: OpeningRange[] = [
      { days: ['tue'], from: '07:00', to: '10:00' },
      { days: ['tue'], from: '19:00', to: '23:00' },
    ];
    expect(menuAvailability(day, 'UTC', at('2026-11-24T12:00:00Z'))).toMatchObject({
      open: false,
      nextOpen: '2026-11-24T19:00:00.000Z',
    });
  });

  it('follows a daylight-saving change: the same local hour is a different UTC hour', () => {
    const morning: OpeningRange = { days: ['sat', 'sun'], from: '09:00', to: '12:00' };
    // Madrid moves to summer time on Sunday 29 March 2026 at 02:00 (UTC+1 → UTC+2).
    expect(menuAvailability([morning], MADRID, at('2026-03-28T08:00:00Z'))).toMatchObject({
      open: true,
      nextChange: '2026-03-28T11:00:00.000Z',
    });
    expect(menuAvailability([morning], MADRID, at('2026-03-28T12:00:00Z')).nextOpen).toBe(
      '2026-03-29T07:00:00.000Z',
    );
    // New York goes back to standard time on Sunday 1 November 2026 (UTC-4 → UTC-5).
    expect(
      menuAvailability([morning], 'America/New_York', at('2026-10-31T18:00:00Z')).nextOpen,
    ).toBe('2026-11-01T14:00:00.000Z');
  });

  it('a range that starts in the hour skipped by the change opens when the clock reaches it', () => {
    const night: OpeningRange = { days: ['sun'], from: '02:30', to: '05:00' };
    // 02:30 does not exist in Madrid on 29 March 2026: the clock jumps from 02:00 to 03:00.
    expect(menuAvailability([night], MADRID, at('2026-03-28T22:00:00Z')).nextOpen).toBe(
      '2026-03-29T01:00:00.000Z',
    );
  });
});

describe('time zones', () => {
  it('knows IANA zones and UTC, and refuses anything else', () => {
    expect(isTimeZone('Europe/Madrid')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone('x'.repeat(65))).toBe(false);
    expect(timeZones()).toEqual(expect.arrayContaining(['UTC', 'Europe/Madrid']));
  });
});
