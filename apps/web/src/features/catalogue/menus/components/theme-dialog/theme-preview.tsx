import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Theme } from '@carta/shared';
import { PublicMenuView, type PublicMenuTexts, type ShareTexts } from '@/features/public-menu';
import { sampleMenu } from './sample-menu';
import { useMenuFonts } from './use-menu-fonts';

/**
 * The live preview: the real public menu view, drawn with the theme being edited and sample
 * dishes, so it cannot drift from what guests see.
 */
export function ThemePreview({ theme, currency }: { theme: Theme; currency: string }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const menu = useMemo(() => sampleMenu(theme, t, currency), [theme, t, currency]);
  useMenuFonts([theme.fontFamily]);
  const origin = window.location.origin;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div>
        <h3 id={headingId} className="text-sm font-semibold text-slate-900">
          {t('themeEditor.preview.title')}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t('themeEditor.preview.description')}</p>
      </div>
      <div
        data-testid="theme-preview"
        className="mx-auto w-full max-w-md overflow-hidden rounded-xl border border-slate-200 shadow-sm"
      >
        <PublicMenuView
          menu={menu}
          texts={t('publicMenu', { returnObjects: true }) as PublicMenuTexts}
          shareTexts={t('share', { returnObjects: true }) as ShareTexts}
          shareUrl={`${origin}/m/${menu.id}`}
          homeUrl={origin}
          // The preview's links lead nowhere (PublicMenuView `preview`), so no real address.
          supportEmail=""
          language={i18n.resolvedLanguage === 'es' ? 'es' : 'en'}
          preview
        />
      </div>
    </section>
  );
}
