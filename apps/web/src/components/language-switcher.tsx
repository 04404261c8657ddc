import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/hooks/use-language';
import { cn } from '@/lib/utils';

/** Español / English toggle for the landing page, settings and anywhere outside a menu. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { language, languages, changeLanguage } = useLanguage();

  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={cn(
        'inline-flex items-center gap-1 rounded-lg border border-slate-200 bg-white p-1 shadow-sm',
        className,
      )}
    >
      <Languages aria-hidden="true" className="mx-1 size-4 text-slate-500" />
      {[...languages].reverse().map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={language === option}
          onClick={() => void changeLanguage(option)}
          className={cn(
            'cursor-pointer rounded-md px-2.5 py-1 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
            language === option
              ? 'bg-brand-600 text-white'
              : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
          )}
        >
          {t(`language.${option}`)}
        </button>
      ))}
    </div>
  );
}
