import { useTranslation } from 'react-i18next';
import { Languages } from 'lucide-react';
import type { Business } from '@carta/shared';
import { useMissingTranslations } from '@/features/businesses';
import { contentLanguageName } from '@/lib/content-language-names';
import type { CatalogueKind } from './catalogue-list-page';

/**
 * On a catalogue list, how many of its items lack a translation into each of the business's other
 * languages ("3 products aren't translated into French"); nothing when none does.
 */
export function MissingTranslationsNotice({
  kind,
  business,
}: {
  kind: CatalogueKind;
  business: Business | null;
}) {
  const { t, i18n } = useTranslation();
  const { data } = useMissingTranslations(business);
  if (!business || !data) return null;
  const interfaceLanguage = i18n.resolvedLanguage ?? i18n.language;
  const missing = business.other_languages
    .map((language) => ({ language, count: data[language]?.[kind] ?? 0 }))
    .filter(({ count }) => count > 0);
  if (missing.length === 0) return null;

  return (
    <section
      aria-label={t('translations.missingLabel')}
      className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <Languages aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="flex flex-col gap-1">
        <ul className="flex flex-col gap-0.5 font-medium">
          {missing.map(({ language, count }) => (
            <li key={language}>
              {t(`${kind}.missingTranslations`, {
                count,
                language: contentLanguageName(language, interfaceLanguage),
              })}
            </li>
          ))}
        </ul>
        <p className="text-amber-800">
          {t('translations.missingHint', {
            language: contentLanguageName(business.primary_language, interfaceLanguage),
          })}
        </p>
      </div>
    </section>
  );
}
