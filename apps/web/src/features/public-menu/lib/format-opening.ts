import type { Language } from '@carta/shared/core';

/** 'Saturday 10:00 AM' / 'sábado, 10:00' in the business's zone, whatever the guest's. */
export function formatOpening(iso: string, timeZone: string, language: Language): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));
}
