import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { themeContrastIssues, type Theme } from '@carta/shared';

/**
 * Names the text of the theme that falls below WCAG AA and by how much. Only a warning: the owner
 * may still apply the theme. The live region is always there, so a new finding is announced.
 */
export function ContrastWarning({ theme }: { theme: Theme }) {
  const { t, i18n } = useTranslation();
  const issues = themeContrastIssues(theme);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });

  return (
    <div role="status">
      {issues.length > 0 && (
        <div className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
          <div className="min-w-0">
            <p className="font-medium">{t('themeEditor.contrast.title')}</p>
            <ul className="mt-1 list-disc pl-4">
              {issues.map((issue) => (
                <li key={issue.subject}>
                  {t('themeEditor.contrast.issue', {
                    subject: t(`themeEditor.contrast.subjects.${issue.subject}`),
                    ratio: number.format(issue.ratio),
                    required: number.format(issue.required),
                  })}
                </li>
              ))}
            </ul>
            <p className="mt-1 hidden text-amber-900 sm:block">{t('themeEditor.contrast.hint')}</p>
          </div>
        </div>
      )}
    </div>
  );
}
