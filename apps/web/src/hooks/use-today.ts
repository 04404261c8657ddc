import { useCallback, useSyncExternalStore } from 'react';
import { dayInZone } from '@carta/shared';

/** How often a mounted component looks whether the day has changed. */
export const DAY_CHECK_MS = 60_000;

/** The moments the day may have changed for the owner: every minute, and back on the page. */
function subscribe(onChange: () => void): () => void {
  const onVisible = () => {
    if (document.visibilityState === 'visible') onChange();
  };
  const timer = setInterval(onChange, DAY_CHECK_MS);
  window.addEventListener('focus', onChange);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    clearInterval(timer);
    window.removeEventListener('focus', onChange);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/**
 * Today's date (YYYY-MM-DD) in `timeZone`, kept current: the component renders again when the day
 * changes (and only then, the date being a string), found by a check every minute and whenever the
 * owner comes back to the page. So a screen left open overnight moves on to the new day.
 */
export function useToday(timeZone: string): string {
  const today = useCallback(() => dayInZone(Date.now(), timeZone), [timeZone]);
  return useSyncExternalStore(subscribe, today);
}
