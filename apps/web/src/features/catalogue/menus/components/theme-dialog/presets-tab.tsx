import { Check } from 'lucide-react';
import { useMenuFonts } from './use-menu-fonts';
import { useTranslation } from 'react-i18next';
import { FONT_STACKS, THEME_PRESETS, type Theme, type ThemePreset } from '@carta/shared';
import { cn } from '@/lib/utils';

const IGNORED: ReadonlySet<string> = new Set(['id', 'createdAt', 'updatedAt']);

/** Same look: every token equal (the id and timestamps do not count). */
const sameLook = (a: Theme, b: Theme) =>
  (Object.keys({ ...a, ...b }) as Array<keyof Theme>)
    .filter((key) => !IGNORED.has(key))
    .every((key) => a[key] === b[key]);

function Swatch({ theme }: { theme: Theme }) {
  const background =
    theme.backgroundType === 'gradient'
      ? `linear-gradient(135deg, ${theme.gradientFrom ?? theme.primaryColor}, ${theme.gradientTo ?? theme.secondaryColor})`
      : theme.backgroundColor;
  return (
    <span
      aria-hidden="true"
      className="flex h-16 w-full items-end gap-1.5 rounded-md border border-slate-200 p-2"
      style={{ background }}
    >
      <span
        className="flex h-full flex-1 flex-col justify-center gap-1 rounded px-2"
        style={{
          background:
            theme.backgroundType === 'gradient' ? 'rgba(255,255,255,0.1)' : theme.cardBackground,
        }}
      >
        <span className="h-1.5 w-3/4 rounded-full" style={{ background: theme.textColor }} />
        <span className="h-1.5 w-1/2 rounded-full" style={{ background: theme.subtextColor }} />
      </span>
      <span className="size-5 rounded-full" style={{ background: theme.primaryColor }} />
      <span className="size-5 rounded-full" style={{ background: theme.secondaryColor }} />
    </span>
  );
}

/** docs/public-menu.md: the six presets; choosing one replaces the whole draft. */
export function PresetsTab({
  draft,
  onChange,
}: {
  draft: Theme;
  onChange: (theme: Theme) => void;
}) {
  const { t } = useTranslation();
  useMenuFonts(THEME_PRESETS.map((preset) => preset.theme.fontFamily));
  const card = (preset: ThemePreset) => {
    const current = draft.id === preset.id;
    const modified = current && !sameLook(draft, preset.theme);
    return (
      <li key={preset.id}>
        <button
          type="button"
          aria-pressed={current}
          onClick={() => onChange({ ...preset.theme })}
          className={cn(
            'flex h-full w-full cursor-pointer flex-col gap-2 rounded-lg border bg-white p-3 text-left shadow-sm transition-colors hover:bg-slate-50',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
            current ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-300',
          )}
        >
          <Swatch theme={preset.theme} />
          <span className="flex items-center gap-2">
            <span
              className="text-base font-semibold text-slate-900"
              style={{ fontFamily: FONT_STACKS[preset.theme.fontFamily] }}
            >
              {t(`themeEditor.presets.${preset.id}.name`)}
            </span>
            {current && (
              <Check aria-hidden="true" className="size-4 text-brand-600" strokeWidth={3} />
            )}
            {modified && (
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                {t('themeEditor.presets.modified')}
              </span>
            )}
          </span>
          <span className="text-sm text-slate-600">
            {t(`themeEditor.presets.${preset.id}.description`)}
          </span>
        </button>
      </li>
    );
  };

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600">{t('themeEditor.presets.hint')}</p>
      <ul
        aria-label={t('themeEditor.presets.label')}
        className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 xl:grid-cols-3"
      >
        {THEME_PRESETS.map(card)}
      </ul>
    </div>
  );
}
