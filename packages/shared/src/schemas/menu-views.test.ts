import { describe, expect, it } from 'vitest';
import { MENU_VIEWS_MAX_DAYS } from '../constants';
import { issuesOf } from '../field-messages';
import { messages } from '../messages';
import { addDays, dayInZone, dayNumber, daysBetween, MenuViewsQuerySchema } from './menu-views';

describe('calendar days (docs/product.md, "Menu views")', () => {
  it('reads only real days', () => {
    expect(dayNumber('2026-03-10')).toBe(Date.UTC(2026, 2, 10));
    expect(dayNumber('2028-02-29')).toBe(Date.UTC(2028, 1, 29));
    for (const bad of ['2026-02-29', '2026-13-01', '2026-3-10', '10/03/2026', '', 'today']) {
      expect(dayNumber(bad), bad).toBeNaN();
    }
  });

  it('counts and steps days across months, years and daylight-saving changes', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(daysBetween('2026-03-01', '2026-03-01')).toBe(1);
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(31);
    expect(daysBetween('2026-03-02', '2026-03-01')).toBe(0);
  });

  it("gives an instant's day in a time zone", () => {
    const lateEvening = Date.parse('2026-03-10T23:30:00Z');
    expect(dayInZone(lateEvening, 'UTC')).toBe('2026-03-10');
    expect(dayInZone(lateEvening, 'Europe/Madrid')).toBe('2026-03-11');
    expect(dayInZone(lateEvening, 'America/Los_Angeles')).toBe('2026-03-10');
    expect(dayInZone(Date.parse('2026-03-10T10:30:00Z'), 'Pacific/Kiritimati')).toBe('2026-03-11');
  });
});

describe('MenuViewsQuerySchema', () => {
  it('takes no range, one end, or a range of at most MENU_VIEWS_MAX_DAYS days', () => {
    expect(MenuViewsQuerySchema.parse({})).toEqual({});
    expect(MenuViewsQuerySchema.parse({ from: '2026-03-01' })).toEqual({ from: '2026-03-01' });
    const to = addDays('2026-01-01', MENU_VIEWS_MAX_DAYS - 1);
    expect(MenuViewsQuerySchema.safeParse({ from: '2026-01-01', to }).success).toBe(true);
  });

  it('refuses bad days, a reversed range and a longer one, each with its message', () => {
    expect(issuesOf(MenuViewsQuerySchema, { from: '2026-02-30' })).toEqual({
      from: [messages.dateInvalid],
    });
    expect(issuesOf(MenuViewsQuerySchema, { to: 'x'.repeat(40) })).toEqual({
      to: [messages.dateInvalid],
    });
    expect(issuesOf(MenuViewsQuerySchema, { from: '2026-03-10', to: '2026-03-09' })).toEqual({
      to: [messages.dateRangeReversed],
    });
    const to = addDays('2026-01-01', MENU_VIEWS_MAX_DAYS);
    expect(issuesOf(MenuViewsQuerySchema, { from: '2026-01-01', to })).toEqual({
      to: [messages.dateRangeTooLong],
    });
  });
});
