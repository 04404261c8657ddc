import type { Language } from '@carta/shared';

/** "1 hour" / "48 hours" in the mail's language. */
export function formatHours(seconds: number, language: Language): string {
  const hours = Math.round(seconds / 3600);
  const unit =
    language === 'es' ? (hours === 1 ? 'hora' : 'horas') : hours === 1 ? 'hour' : 'hours';
  return `${hours} ${unit}`;
}
