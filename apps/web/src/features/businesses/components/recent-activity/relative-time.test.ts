import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { formatRelativeTime } from './relative-time';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const HOUR = 3_600_000;

async function inLanguage(language: 'en' | 'es', elapsed: number[]) {
  await i18n.changeLanguage(language);
  const t = i18n.getFixedT(language);
  return elapsed.map((ms) => formatRelativeTime(ago(ms), { t, language, now: NOW }));
}

describe('relative time of activity entries (docs/product.md §2)', () => {
  const elapsed = [
    0,
    59 * 60_000,
    HOUR,
    5 * HOUR,
    23.9 * HOUR,
    24 * HOUR,
    47 * HOUR,
    48 * HOUR,
    9 * 24 * HOUR,
  ];

  it('reads just now, N hours ago, one day ago and N days ago in English', async () => {
    expect(await inLanguage('en', elapsed)).toEqual([
      'just now',
      'just now',
      '1 hour ago',
      '5 hours ago',
      '23 hours ago',
      'one day ago',
      'one day ago',
      '2 days ago',
      '9 days ago',
    ]);
  });

  it('reads the same steps in Spanish', async () => {
    expect(await inLanguage('es', elapsed)).toEqual([
      'justo ahora',
      'justo ahora',
      'hace 1 hora',
      'hace 5 horas',
      'hace 23 horas',
      'hace un día',
      'hace un día',
      'hace 2 días',
      'hace 9 días',
    ]);
  });

  it('treats a timestamp slightly in the future (clock skew) as just now', async () => {
    expect(await inLanguage('en', [-60_000])).toEqual(['just now']);
  });
});
