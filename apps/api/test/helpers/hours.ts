import type { OpeningRange } from '@carta/shared';

const EVERY_DAY: OpeningRange['days'] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const pad = (hour: number) => `${String(hour % 24).padStart(2, '0')}:00`;

/**
 * A range on every day that starts two hours from now (UTC) and lasts an hour: closed now, whatever
 * the time of the run, and opening at a known instant (for a business in UTC).
 */
export function laterToday(now = new Date()) {
  const start = now.getUTCHours() + 2;
  const opens = new Date(now);
  opens.setUTCHours(start, 0, 0, 0);
  return {
    hours: [{ days: EVERY_DAY, from: pad(start), to: pad(start + 1) }],
    nextOpen: opens.toISOString(),
  };
}
