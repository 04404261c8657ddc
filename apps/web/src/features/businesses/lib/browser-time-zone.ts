import { DEFAULT_TIME_ZONE, isTimeZone } from '@carta/shared';

/** The zone this browser is in, when it is one the server knows; a new business starts in it. */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}
