/**
 * Menus by time of day (docs/product.md, "Hours"): a menu's opening hours are time ranges on days
 * of the week, in its business's time zone. A range whose end is not after its start runs past
 * midnight into the next day ("Fri 20:00–02:00" ends on Saturday). No ranges: always available.
 * Evaluated with the zone's own rules, daylight-saving changes included.
 */

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** 'HH:MM' on a 24-hour clock; an end may be '24:00' (the end of the day). */
export type ClockTime = string;

export interface OpeningRange {
  days: Weekday[];
  from: ClockTime;
  to: ClockTime;
}

/** The time zone of a business that never chose one. */
export const DEFAULT_TIME_ZONE = 'UTC';

export const CLOCK_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const CLOSING_TIME_PATTERN = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

const minutesOf = (time: ClockTime) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** Whether the engine knows the IANA zone ('Europe/Madrid'), as the server evaluates hours. */
export function isTimeZone(value: string): boolean {
  if (value.length === 0 || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The zones offered to choose from, sorted ('UTC' included). */
export function timeZones(): readonly string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(DEFAULT_TIME_ZONE) ? zones : [DEFAULT_TIME_ZONE, ...zones];
}

const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = zoneFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    zoneFormatters.set(timeZone, formatter);
  }
  return formatter;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 = Monday … 6 = Sunday. */
  weekday: number;
}

function wallClock(instant: number, timeZone: string): WallClock {
  const parts: Record<string, string> = {};
  for (const part of zoneFormatter(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday ?? ''),
  };
}

/** The zone's offset from UTC at an instant, in milliseconds (Madrid in summer: +2 h). */
function offsetAt(instant: number, timeZone: string): number {
  const wall = wallClock(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  return asUtc - Math.floor(instant / 60_000) * 60_000;
}

/**
 * The instant a wall-clock time happens in the zone. A time skipped by a daylight-saving change
 * (02:30 on a spring-forward night) is the instant of the jump; a repeated one its first pass.
 */
function instantOf(
  date: { year: number; month: number; day: number },
  minutes: number,
  timeZone: string,
): number {
  const guess = Date.UTC(date.year, date.month - 1, date.day, 0, minutes);
  const first = guess - offsetAt(guess, timeZone);
  const second = guess - offsetAt(first, timeZone);
  const shows = (instant: number) => instant + offsetAt(instant, timeZone) === guess;
  const real = [first, second].filter(shows);
  if (real.length > 0) return Math.min(...real);
  // Skipped by the change: the range starts when the clock jumps over it.
  let [before, after] = [Math.min(first, second), Math.max(first, second)];
  const offsetBefore = offsetAt(before, timeZone);
  while (after - before > 60_000) {
    const middle = before + Math.max(1, Math.floor((after - before) / 120_000)) * 60_000;
    if (offsetAt(middle, timeZone) === offsetBefore) before = middle;
    else after = middle;
  }
  return after;
}

export interface Availability {
  /** Whether the menu can be seen now. */
  open: boolean;
  /** While closed: when it opens next (ISO 8601), or null when it never does. */
  nextOpen: string | null;
  /** When `open` next changes (ISO 8601), or null for a menu without hours. */
  nextChange: string | null;
}

export const ALWAYS_OPEN: Availability = { open: true, nextOpen: null, nextChange: null };

/** A public menu's `availability` when hours do not apply (previews, the landing page's demo). */
export const openAvailability = (): {
  open: boolean;
  next_open: string | null;
  time_zone: string;
  open_now: { id: string; name: string; slug: string | null }[];
} => ({ open: true, next_open: null, time_zone: DEFAULT_TIME_ZONE, open_now: [] });

/** The days ahead looked at: every weekly range happens within them. */
const HORIZON_DAYS = 8;

/**
 * Whether a menu with these hours is open at `now` in the zone, and when that changes. Adjacent
 * or overlapping ranges count as one ("Mon 18:00–24:00" and "Tue 00:00–02:00" close at 02:00).
 */
export function menuAvailability(
  hours: readonly OpeningRange[],
  timeZone: string,
  now: Date,
): Availability {
  if (hours.length === 0) return ALWAYS_OPEN;
  const at = now.getTime();
  const today = wallClock(at, timeZone);
  const intervals: [number, number][] = [];
  // From yesterday (a range past midnight may still run) to a week ahead.
  for (let offset = -1; offset <= HORIZON_DAYS; offset += 1) {
    const calendar = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    const date = {
      year: calendar.getUTCFullYear(),
      month: calendar.getUTCMonth() + 1,
      day: calendar.getUTCDate(),
    };
    const weekday = WEEKDAYS[(((today.weekday + offset) % 7) + 7) % 7]!;
    for (const range of hours) {
      if (!range.days.includes(weekday)) continue;
      const from = minutesOf(range.from);
      let to = minutesOf(range.to);
      if (to <= from) to += 24 * 60;
      intervals.push([instantOf(date, from, timeZone), instantOf(date, to, timeZone)]);
    }
  }
  intervals.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of intervals) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  const current = merged.find(([start, end]) => start <= at && at < end);
  if (current) {
    return { open: true, nextOpen: null, nextChange: new Date(current[1]).toISOString() };
  }
  const next = merged.find(([start]) => start > at);
  const nextOpen = next ? new Date(next[0]).toISOString() : null;
  return { open: false, nextOpen, nextChange: nextOpen };
}
