import { useTranslation } from 'react-i18next';
import {
  CORNER_RADII,
  FONT_FAMILIES,
  FONT_NAMES,
  FONT_STACKS,
  HEADER_SIZES,
  PRICE_SIZES,
  SPACINGS,
  type Theme,
} from '@carta/shared';
import { OptionGroup } from './option-group';
import { useMenuFonts } from './use-menu-fonts';

/** docs/public-menu.md: the font (each shown in its own face), sizes, corner radius and spacing. */
export function TypographyTab({
  draft,
  update,
}: {
  draft: Theme;
  update: (patch: Partial<Theme>) => void;
}) {
  const { t } = useTranslation();
  useMenuFonts(FONT_FAMILIES);

  return (
    <div className="flex flex-col gap-6">
      <OptionGroup
        label={t('themeEditor.typography.font')}
        value={draft.fontFamily}
        onChange={(fontFamily) => update({ fontFamily })}
        options={FONT_FAMILIES.map((font) => ({
          value: font,
          label: <span className="text-base">{FONT_NAMES[font]}</span>,
          style: { fontFamily: FONT_STACKS[font] },
        }))}
        columns="list"
      />
      <OptionGroup
        label={t('themeEditor.typography.headerSize')}
        value={draft.headerSize}
        onChange={(headerSize) => update({ headerSize })}
        options={HEADER_SIZES.map((size) => ({
          value: size,
          label: t(`themeEditor.typography.sizes.${size}`),
        }))}
      />
      <OptionGroup
        label={t('themeEditor.typography.priceSize')}
        value={draft.priceSize}
        onChange={(priceSize) => update({ priceSize })}
        options={PRICE_SIZES.map((size) => ({
          value: size,
          label: t(`themeEditor.typography.sizes.${size}`),
        }))}
      />
      <OptionGroup
        label={t('themeEditor.typography.cornerRadius')}
        value={draft.cornerRadius}
        onChange={(cornerRadius) => update({ cornerRadius })}
        options={CORNER_RADII.map((radius) => ({
          value: radius,
          label: t(`themeEditor.typography.radii.${radius}`),
        }))}
      />
      <OptionGroup
        label={t('themeEditor.typography.spacing')}
        value={draft.spacing}
        onChange={(spacing) => update({ spacing })}
        options={SPACINGS.map((spacing) => ({
          value: spacing,
          label: t(`themeEditor.typography.spacings.${spacing}`),
        }))}
      />
    </div>
  );
}
