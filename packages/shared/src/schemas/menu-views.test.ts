import { describe, expect, it } from 'vitest';
import { MENU_VIEWS_MAX_DAYS, MENU_VIEWS_PERIODS } from '../constants';
import { issuesOf } from '../field-messages';
import { messages } from '../messages';
import {
  addDays,
  dayInZone,
  dayNumber,
  daysBetween,
  lastDaysEnding,
  MENU_VIEWS_DEFAULT_DAYS,
  menuViewsPeriodOf,
  MenuViewsQuerySchema,
  viewsByWeek,
} from './menu-views';

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

describe('views periods (docs/product.md, "Menu views")', () => {
  it('offers the default among the presets, each one a range the API accepts', () => {
    expect(MENU_VIEWS_PERIODS).toEqual([7, 30, 90, 365]);
    expect(MENU_VIEWS_PERIODS).toContain(MENU_VIEWS_DEFAULT_DAYS);
    const now = Date.parse('2026-03-10T12:00:00Z');
    for (const days of MENU_VIEWS_PERIODS) {
      const range = lastDaysEnding(dayInZone(now, 'UTC'), days);
      expect(daysBetween(range.from, range.to), String(days)).toBe(days);
      expect(MenuViewsQuerySchema.safeParse(range).success).toBe(true);
    }
  });

  it('reads a period back from a stored string, and nothing else', () => {
    expect(menuViewsPeriodOf('90')).toBe(90);
    expect(menuViewsPeriodOf('365')).toBe(365);
    for (const bad of ['14', '', ' 7', '7.0', 'all', null, undefined]) {
      expect(menuViewsPeriodOf(bad), String(bad)).toBeNull();
    }
  });

  it("ends the last days on today in the business's zone, not the browser's", () => {
    const lateEvening = Date.parse('2026-03-10T23:30:00Z');
    expect(lastDaysEnding(dayInZone(lateEvening, 'Europe/Madrid'), 7)).toEqual({
      from: '2026-03-05',
      to: '2026-03-11',
    });
    expect(lastDaysEnding(dayInZone(lateEvening, 'America/Los_Angeles'), 7)).toEqual({
      from: '2026-03-04',
      to: '2026-03-10',
    });
    expect(lastDaysEnding(dayInZone(Date.parse('2026-03-01T00:00:00Z'), 'UTC'), 365)).toEqual({
      from: '2025-03-02',
      to: '2026-03-01',
    });
  });

  it('sums days into weeks counted back from the last day; only the first may be short', () => {
    const days = Array.from({ length: 16 }, (_, index) => ({
      day: addDays('2026-02-24', index),
      views: index + 1,
    }));
    expect(viewsByWeek(days)).toEqual([
      { from: '2026-02-24', to: '2026-02-25', views: 1 + 2 },
      { from: '2026-02-26', to: '2026-03-04', views: 3 + 4 + 5 + 6 + 7 + 8 + 9 },
      { from: '2026-03-05', to: '2026-03-11', views: 10 + 11 + 12 + 13 + 14 + 15 + 16 },
    ]);
    const year = Array.from({ length: 365 }, (_, index) => ({
      day: addDays('2025-03-02', index),
      views: 1,
    }));
    const weeks = viewsByWeek(year);
    expect(weeks).toHaveLength(53);
    expect(weeks[0]).toEqual({ from: '2025-03-02', to: '2025-03-02', views: 1 });
    expect(weeks.slice(1).every((week) => week.views === 7)).toBe(true);
    expect(weeks.at(-1)?.to).toBe('2026-03-01');
    expect(viewsByWeek([])).toEqual([]);
  });
});
