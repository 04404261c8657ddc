import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QUICK_COLOR_PRESETS, type Theme } from '@carta/shared';
import { cn } from '@/lib/utils';
import { ColorField } from './color-field';

type ColorToken =
  | 'primaryColor'
  | 'secondaryColor'
  | 'backgroundColor'
  | 'cardBackground'
  | 'textColor'
  | 'subtextColor';

const FIELDS = [
  ['primaryColor', 'primary'],
  ['secondaryColor', 'secondary'],
  ['backgroundColor', 'background'],
  ['cardBackground', 'card'],
  ['textColor', 'text'],
  ['subtextColor', 'subtext'],
] as const satisfies ReadonlyArray<readonly [ColorToken, string]>;

/** docs/public-menu.md: quick colour presets (primary and secondary together), then each colour on its own. */
export function ColorsTab({
  draft,
  update,
}: {
  draft: Theme;
  update: (patch: Partial<Theme>) => void;
}) {
  const { t } = useTranslation();
  const quickId = useId();
  const fieldsId = useId();
  const same = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby={quickId} className="flex flex-col gap-2">
        <h3 id={quickId} className="text-sm font-medium text-slate-800">
          {t('themeEditor.colors.quick')}
        </h3>
        <p className="text-sm text-slate-600">{t('themeEditor.colors.quickHint')}</p>
        <ul className="flex flex-wrap gap-2">
          {QUICK_COLOR_PRESETS.map((preset) => {
            const current =
              same(draft.primaryColor, preset.primaryColor) &&
              same(draft.secondaryColor, preset.secondaryColor);
            return (
              <li key={preset.id}>
                <button
                  type="button"
                  aria-pressed={current}
                  onClick={() =>
                    update({
                      primaryColor: preset.primaryColor,
                      secondaryColor: preset.secondaryColor,
                    })
                  }
                  className={cn(
                    'flex h-10 cursor-pointer items-center gap-2 rounded-full border bg-white py-1 pr-3 pl-1.5 text-sm text-slate-800 shadow-sm hover:bg-slate-50',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                    current ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-300',
                  )}
                >
                  <span aria-hidden="true" className="flex">
                    <span
                      className="size-6 rounded-full border-2 border-white"
                      style={{ background: preset.primaryColor }}
                    />
                    <span
                      className="-ml-2 size-6 rounded-full border-2 border-white"
                      style={{ background: preset.secondaryColor }}
                    />
                  </span>
                  {t(`themeEditor.colors.quickNames.${preset.id}`)}
                </button>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby={fieldsId} className="flex flex-col gap-3">
        <div>
          <h3 id={fieldsId} className="text-sm font-medium text-slate-800">
            {t('themeEditor.colors.fields')}
          </h3>
          <p className="mt-1 text-sm text-slate-600">{t('themeEditor.colors.hexHint')}</p>
          {draft.backgroundType === 'gradient' && (
            <p className="mt-1 text-sm text-slate-600">{t('themeEditor.colors.gradientNote')}</p>
          )}
        </div>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {FIELDS.map(([token, key]) => (
            <ColorField
              key={token}
              label={t(`themeEditor.colors.${key}`)}
              value={draft[token]}
              onChange={(color) => update({ [token]: color })}
            />
          ))}
        </div>
      </section>
    </div>
  );
}
