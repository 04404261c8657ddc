import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import { CONTENT_LANGUAGES, type ContentLanguage } from '@carta/shared';
import { Select } from '@/components/ui/select';
import { FormField } from '@/components/ui/form-field';
import { contentLanguageOption } from '@/lib/content-language-names';
import { cn } from '@/lib/utils';

export interface MenuLanguagesFieldProps {
  primary: ContentLanguage;
  /** The other languages, never the primary one. */
  others: readonly ContentLanguage[];
  onPrimaryChange: (primary: ContentLanguage) => void;
  onOthersChange: (others: ContentLanguage[]) => void;
  primaryError?: string;
  othersError?: string;
}

/**
 * The languages of a business's menus (docs/product.md, "Menu languages"): the primary one the
 * owner writes in (a native select, the system picker on a phone) and the others they translate
 * into (checkbox chips; the primary one is not offered). Each language shows its own name and the
 * interface's name for it.
 */
export function MenuLanguagesField({
  primary,
  others,
  onPrimaryChange,
  onOthersChange,
  primaryError,
  othersError,
}: MenuLanguagesFieldProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const hintId = useId();
  const errorId = useId();
  const offered = CONTENT_LANGUAGES.filter((code) => code !== primary);

  const toggle = (code: ContentLanguage, checked: boolean) =>
    onOthersChange(offered.filter((item) => (item === code ? checked : others.includes(item))));

  return (
    <>
      <FormField
        label={t('businesses.form.primary_language')}
        description={t('businesses.form.primaryLanguageHint')}
        error={primaryError}
        className="sm:max-w-sm"
      >
        {(control) => (
          <Select
            {...control}
            value={primary}
            onChange={(event) => onPrimaryChange(event.target.value as ContentLanguage)}
          >
            {CONTENT_LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {contentLanguageOption(code, language)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={othersError ? `${hintId} ${errorId}` : hintId}
      >
        <legend className="text-sm font-medium text-slate-800">
          {t('businesses.form.other_languages')}
        </legend>
        <p id={hintId} className="text-xs text-slate-500">
          {t('businesses.form.otherLanguagesHint')}
        </p>
        <ul className="flex flex-wrap gap-2">
          {offered.map((code) => {
            const checked = others.includes(code);
            return (
              <li key={code}>
                <label
                  className={cn(
                    'flex min-h-10 cursor-pointer items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm transition-colors',
                    'focus-within:ring-2 focus-within:ring-brand-600/40',
                    checked
                      ? 'border-brand-600 bg-brand-50 text-slate-900'
                      : 'border-slate-200 bg-white text-slate-700 hover:bg-slate-50',
                  )}
                >
                  <input
                    type="checkbox"
                    className="sr-only"
                    checked={checked}
                    onChange={(event) => toggle(code, event.target.checked)}
                  />
                  <Check
                    aria-hidden="true"
                    className={cn('size-4 shrink-0 text-brand-600', !checked && 'hidden')}
                  />
                  <span>{contentLanguageOption(code, language)}</span>
                </label>
              </li>
            );
          })}
        </ul>
        {othersError && (
          <p id={errorId} role="alert" className="text-sm text-red-600">
            {othersError}
          </p>
        )}
      </fieldset>
    </>
  );
}
