import { z } from 'zod';
import { MENU_VIEWS_MAX_DAYS, MENU_VIEWS_PERIODS, type MenuViewsPeriod } from '../constants';
import { messages } from '../messages';
import { IdSchema } from './common';

/**
 * Menu views without tracking guests (docs/product.md, "Menu views"): each counted view is
 * reduced to these classes before it is stored; no address, user agent or cookie is kept.
 */
export const VIEW_DEVICES = ['phone', 'tablet', 'desktop'] as const;
export type ViewDevice = (typeof VIEW_DEVICES)[number];

/** `qr` when the address came from a printed or shared QR code (`?src=qr`), else `link`. */
export const VIEW_SOURCES = ['qr', 'link'] as const;
export type ViewSource = (typeof VIEW_SOURCES)[number];

/** Days shown when the owner asks for no range: the last 30, today included. */
export const MENU_VIEWS_DEFAULT_DAYS = 30;
/** Menus listed as the most viewed. */
export const MENU_VIEWS_TOP_MENUS = 5;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** Milliseconds since the epoch of a calendar day ('2026-11-25') at 00:00 UTC; NaN if none. */
export function dayNumber(day: string): number {
  if (!DAY_PATTERN.test(day)) return Number.NaN;
  const instant = Date.parse(`${day}T00:00:00Z`);
  // Date.parse rolls '2026-02-30' over to March: only a day that reads back the same is real.
  return Number.isNaN(instant) || new Date(instant).toISOString().slice(0, 10) !== day
    ? Number.NaN
    : instant;
}

/** The calendar day `days` after `day` (before, when negative). */
export const addDays = (day: string, days: number): string =>
  new Date(dayNumber(day) + days * DAY_MS).toISOString().slice(0, 10);

/** Days from `from` to `to`, both included (1 for the same day). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((dayNumber(to) - dayNumber(from)) / DAY_MS) + 1;

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day ('2026-11-25') of an instant in an IANA time zone. */
export function dayInZone(instant: number, timeZone: string): string {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    // en-CA writes dates as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

/** A period of MENU_VIEWS_PERIODS read back from a string (stored, or sent); null if it is none. */
export function menuViewsPeriodOf(value: string | null | undefined): MenuViewsPeriod | null {
  return MENU_VIEWS_PERIODS.find((days) => String(days) === value) ?? null;
}

/** The last `days` calendar days ending on `to` (today, in the business's zone), as a stats query asks for them. */
export function lastDaysEnding(to: string, days: number): MenuViewsRange {
  return { from: addDays(to, 1 - days), to };
}

export interface ViewsBucket {
  /** First and last day of the bucket, both included. */
  from: string;
  to: string;
  views: number;
}

/**
 * Consecutive days (as MenuViewsStats lists them) summed into 7-day weeks counted back from the
 * last day, so the latest week is whole and only the first one may be shorter (its `from` says so).
 */
export function viewsByWeek(days: readonly { day: string; views: number }[]): ViewsBucket[] {
  const weeks: ViewsBucket[] = [];
  for (let end = days.length; end > 0; end -= 7) {
    const week = days.slice(Math.max(0, end - 7), end);
    weeks.unshift({
      from: week[0]!.day,
      to: week[week.length - 1]!.day,
      views: week.reduce((sum, { views }) => sum + views, 0),
    });
  }
  return weeks;
}

/** A calendar day in a query string: `2026-11-25`. */
export const ViewDaySchema = z
  .string()
  .max(10, { error: messages.dateInvalid, abort: true })
  .refine((day) => !Number.isNaN(dayNumber(day)), messages.dateInvalid);

/**
 * `GET /api/stats/:businessId/views?from&to`: days in the business's time zone, both included.
 * Without them, the last MENU_VIEWS_DEFAULT_DAYS days ending today; with only one, the range
 * of that length starting or ending there.
 */
export const MenuViewsQuerySchema = z
  .object({ from: ViewDaySchema.optional(), to: ViewDaySchema.optional() })
  .superRefine((query, context) => {
    if (!query.from || !query.to) return;
    const days = daysBetween(query.from, query.to);
    if (days < 1) {
      context.addIssue({ code: 'custom', path: ['to'], message: messages.dateRangeReversed });
    } else if (days > MENU_VIEWS_MAX_DAYS) {
      context.addIssue({ code: 'custom', path: ['to'], message: messages.dateRangeTooLong });
    }
  });
export type MenuViewsQuery = z.infer<typeof MenuViewsQuerySchema>;
/** A range of days of the business's time zone, both included, as the web asks for it. */
export type MenuViewsRange = Required<MenuViewsQuery>;

const ViewsSchema = z.number().int().min(0);

/** What the owner sees of a business's menu views over a range of days. */
export const MenuViewsStatsSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The business's zone, in which days begin and end. */
  time_zone: z.string(),
  total: ViewsSchema,
  /** Every day of the range in order, those without views at 0. */
  days: z.array(z.object({ day: z.string(), views: ViewsSchema })),
  /** The most viewed menus (at most MENU_VIEWS_TOP_MENUS), most views first. */
  top_menus: z.array(z.object({ id: IdSchema, name: z.string(), views: ViewsSchema })),
  /** Views by source, device and language shown, most first; classes without views left out. */
  sources: z.array(z.object({ source: z.enum(VIEW_SOURCES), views: ViewsSchema })),
  devices: z.array(z.object({ device: z.enum(VIEW_DEVICES), views: ViewsSchema })),
  languages: z.array(z.object({ language: z.string(), views: ViewsSchema })),
});
export type MenuViewsStats = z.infer<typeof MenuViewsStatsSchema>;
