import type enLocale from '@/locales/en.json';

/**
 * Texts of the public menu page and of the Share control. On the public page the server picks
 * them from the locale bundle and inlines them (no i18next there); in the dashboard they come
 * from i18next (`t('publicMenu', { returnObjects: true })`). Placeholders use `{{name}}`, filled
 * by `fill()` in ./lib/fill.ts.
 */
export type PublicMenuTexts = (typeof enLocale)['publicMenu'];
export type ShareTexts = (typeof enLocale)['share'];

/** What the Share control shares: a menu's stable public address. */
export interface ShareTarget {
  /** APP_URL/m/:menuId */
  url: string;
  menuName: string;
  businessName: string;
}

/** A transient message (e.g. 'Failed to copy'); the dashboard shows a toast, the public page its own live region. */
export interface ShareNotice {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}
