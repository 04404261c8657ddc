import type { TFunction } from 'i18next';

const HOUR_MS = 60 * 60 * 1000;

/**
 * docs/product.md §2 recent activity: 'just now' under an hour, 'N hours ago' under a day, 'one day ago', then
 * 'N days ago'. Hours and days use the language's own phrasing via Intl.RelativeTimeFormat.
 */
export function formatRelativeTime(
  at: string | Date,
  { t, language, now = Date.now() }: { t: TFunction; language: string; now?: number },
): string {
  const elapsed = Math.max(0, now - new Date(at).getTime());
  const hours = Math.floor(elapsed / HOUR_MS);
  if (hours < 1) return t('activity.justNow');
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  if (hours < 24) return format.format(-hours, 'hour');
  const days = Math.floor(hours / 24);
  if (days === 1) return t('activity.oneDayAgo');
  return format.format(-days, 'day');
}
