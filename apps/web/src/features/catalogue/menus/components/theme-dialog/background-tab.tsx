import {
  ArrowDown,
  ArrowDownLeft,
  ArrowDownRight,
  ArrowRight,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  GRADIENT_DIRECTIONS,
  withGradientDefaults,
  type GradientDirection,
  type Theme,
} from '@carta/shared';
import { ColorField } from './color-field';
import { OptionGroup } from './option-group';

const DIRECTION_ICONS: Record<GradientDirection, LucideIcon> = {
  'to-r': ArrowRight,
  'to-br': ArrowDownRight,
  'to-b': ArrowDown,
  'to-bl': ArrowDownLeft,
};

type EditableBackground = 'solid' | 'gradient';

/**
 * docs/public-menu.md: a solid colour or a gradient. Choosing the gradient fills missing start and end
 * colours from primary and secondary (else blue and green), direction to-br. A stored image
 * background is shown as solid, as the public page draws it.
 */
export function BackgroundTab({
  draft,
  update,
}: {
  draft: Theme;
  update: (patch: Partial<Theme>) => void;
}) {
  const { t } = useTranslation();
  const type: EditableBackground = draft.backgroundType === 'gradient' ? 'gradient' : 'solid';
  const gradient = withGradientDefaults(draft);

  return (
    <div className="flex flex-col gap-6">
      <OptionGroup<EditableBackground>
        label={t('themeEditor.background.type')}
        value={type}
        onChange={(next) =>
          update(
            next === 'gradient'
              ? {
                  backgroundType: 'gradient',
                  gradientFrom: gradient.gradientFrom,
                  gradientTo: gradient.gradientTo,
                  gradientDirection: gradient.gradientDirection,
                }
              : { backgroundType: 'solid' },
          )
        }
        options={[
          { value: 'solid', label: t('themeEditor.background.solid') },
          { value: 'gradient', label: t('themeEditor.background.gradient') },
        ]}
      />

      {type === 'solid' ? (
        <p className="text-sm text-slate-600">{t('themeEditor.background.solidHint')}</p>
      ) : (
        <>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <ColorField
              label={t('themeEditor.background.from')}
              value={gradient.gradientFrom}
              onChange={(gradientFrom) => update({ gradientFrom })}
            />
            <ColorField
              label={t('themeEditor.background.to')}
              value={gradient.gradientTo}
              onChange={(gradientTo) => update({ gradientTo })}
            />
          </div>
          <OptionGroup
            label={t('themeEditor.background.direction')}
            value={gradient.gradientDirection}
            onChange={(gradientDirection) => update({ gradientDirection })}
            options={GRADIENT_DIRECTIONS.map((direction) => {
              const Icon = DIRECTION_ICONS[direction];
              return {
                value: direction,
                label: (
                  <>
                    <Icon aria-hidden="true" />
                    {t(`themeEditor.background.directions.${direction}`)}
                  </>
                ),
              };
            })}
            columns="list"
          />
          <p className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
            {t('themeEditor.background.cardsNote')}
          </p>
        </>
      )}
    </div>
  );
}
