import type enLocale from '@/locales/en.json';

/** Every text of the landing page: the `landing` group of a locale bundle. */
export type LandingTexts = (typeof enLocale)['landing'];
