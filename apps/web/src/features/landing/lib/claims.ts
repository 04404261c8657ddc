import type { Language } from '@carta/shared/core';

/** The marketing claim of docs/product.md §1: businesses that use Carta. */
export const BUSINESSES_SERVED = 10_000;

/** 10,000 in English, 10.000 in Spanish. */
export const formatCount = (value: number, language: Language): string =>
  new Intl.NumberFormat(language === 'es' ? 'es-ES' : 'en-US', { useGrouping: true }).format(value);
