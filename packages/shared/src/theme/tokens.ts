/**
 * Theme tokens and presets (docs/public-menu.md): enumerations, the value of each size, fonts and the six
 * presets. Zod-free, so the public menu page can use them without shipping the schemas.
 */
import type { Theme } from '../schemas/theme';

export const FONT_FAMILIES = ['inter', 'roboto', 'playfair', 'dancing-script', 'nunito'] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];
/** The editor offers only solid and gradient (docs/public-menu.md). */
export const BACKGROUND_TYPES = ['solid', 'gradient', 'image'] as const;
export type BackgroundType = (typeof BACKGROUND_TYPES)[number];
export const GRADIENT_DIRECTIONS = ['to-r', 'to-br', 'to-b', 'to-bl'] as const;
export type GradientDirection = (typeof GRADIENT_DIRECTIONS)[number];
export const CORNER_RADII = ['none', 'sm', 'md', 'lg', 'xl'] as const;
export type CornerRadius = (typeof CORNER_RADII)[number];
export const SPACINGS = ['compact', 'normal', 'spacious'] as const;
export type Spacing = (typeof SPACINGS)[number];
export const HEADER_SIZES = ['sm', 'md', 'lg', 'xl'] as const;
export type HeaderSize = (typeof HEADER_SIZES)[number];
export const PRICE_SIZES = ['sm', 'md', 'lg'] as const;
export type PriceSize = (typeof PRICE_SIZES)[number];

export const CORNER_RADIUS_PX: Record<CornerRadius, number> = {
  none: 0,
  sm: 4,
  md: 8,
  lg: 12,
  xl: 16,
};
export const SPACING_REM: Record<Spacing, number> = { compact: 0.75, normal: 1, spacious: 1.5 };
export const HEADER_SIZE_REM: Record<HeaderSize, number> = {
  sm: 1.25,
  md: 1.5,
  lg: 1.875,
  xl: 2.25,
};
export const PRICE_SIZE_REM: Record<PriceSize, number> = { sm: 1, md: 1.125, lg: 1.25 };

export const HEX_COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/;
/** Characters of a HEX_COLOR_PATTERN color ('#' and six digits). */
export const HEX_COLOR_LENGTH = 7;
export const isHexColor = (value: unknown): value is string =>
  typeof value === 'string' && HEX_COLOR_PATTERN.test(value);

/** CSS gradient direction keyword per theme value. */
export const GRADIENT_DIRECTION_CSS: Record<GradientDirection, string> = {
  'to-r': 'to right',
  'to-br': 'to bottom right',
  'to-b': 'to bottom',
  'to-bl': 'to bottom left',
};

/** Display name of each font (also the @fontsource family). */
export const FONT_NAMES: Record<FontFamily, string> = {
  inter: 'Inter',
  roboto: 'Roboto',
  playfair: 'Playfair Display',
  'dancing-script': 'Dancing Script',
  nunito: 'Nunito',
};

/** CSS `font-family` value per font, with fallbacks. */
export const FONT_STACKS: Record<FontFamily, string> = {
  inter: "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Arial, sans-serif",
  roboto: "Roboto, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Arial, sans-serif",
  playfair: "'Playfair Display', Georgia, 'Times New Roman', serif",
  'dancing-script': "'Dancing Script', 'Brush Script MT', 'Segoe Script', cursive",
  nunito: "Nunito, ui-rounded, ui-sans-serif, system-ui, 'Segoe UI', Arial, sans-serif",
};

export const DEFAULT_THEME: Theme = {
  id: 'classic',
  fontFamily: 'inter',
  primaryColor: '#3B82F6',
  secondaryColor: '#10B981',
  backgroundColor: '#F9FAFB',
  cardBackground: '#FFFFFF',
  textColor: '#111827',
  subtextColor: '#6B7280',
  backgroundType: 'solid',
  gradientDirection: 'to-br',
  cornerRadius: 'md',
  spacing: 'normal',
  headerSize: 'lg',
  priceSize: 'md',
};

export const THEME_PRESET_IDS = [
  'classic',
  'elegant',
  'modern',
  'playful',
  'minimalist',
  'vintage',
] as const;
export type ThemePresetId = (typeof THEME_PRESET_IDS)[number];

export interface ThemePreset {
  id: ThemePresetId;
  name: string;
  description: string;
  theme: Theme;
}

export const THEME_PRESETS: readonly ThemePreset[] = [
  {
    id: 'classic',
    name: 'Classic',
    description: 'Clean and light with blue accents',
    theme: DEFAULT_THEME,
  },
  {
    id: 'elegant',
    name: 'Elegant',
    description: 'Refined serif type with gold accents',
    theme: {
      ...DEFAULT_THEME,
      id: 'elegant',
      fontFamily: 'playfair',
      primaryColor: '#B8860B',
      secondaryColor: '#8B6914',
      backgroundColor: '#FBF8F1',
      cardBackground: '#FFFFFF',
      textColor: '#1C1917',
      subtextColor: '#78716C',
      cornerRadius: 'lg',
      spacing: 'spacious',
      headerSize: 'xl',
      priceSize: 'lg',
    },
  },
  {
    id: 'modern',
    name: 'Modern',
    description: 'Dark gradient with green and cyan accents',
    theme: {
      ...DEFAULT_THEME,
      id: 'modern',
      fontFamily: 'roboto',
      primaryColor: '#10B981',
      secondaryColor: '#06B6D4',
      backgroundColor: '#111827',
      cardBackground: '#1F2937',
      textColor: '#F9FAFB',
      // gray-300 rather than gray-400: 4.5:1 on the translucent cards over the dark gradient.
      subtextColor: '#D1D5DB',
      backgroundType: 'gradient',
      gradientFrom: '#111827',
      gradientTo: '#0F3D3E',
      gradientDirection: 'to-br',
      cornerRadius: 'sm',
    },
  },
  {
    id: 'playful',
    name: 'Playful',
    description: 'Rounded and colourful in pink and purple',
    theme: {
      ...DEFAULT_THEME,
      id: 'playful',
      fontFamily: 'nunito',
      primaryColor: '#EC4899',
      secondaryColor: '#8B5CF6',
      backgroundColor: '#FDF2F8',
      cardBackground: '#FFFFFF',
      textColor: '#3B0764',
      subtextColor: '#6B21A8',
      backgroundType: 'gradient',
      // Pastel ends of the pink and purple accents, so the dark purple text stays readable.
      gradientFrom: '#F9A8D4',
      gradientTo: '#C4B5FD',
      gradientDirection: 'to-br',
      cornerRadius: 'xl',
      spacing: 'spacious',
    },
  },
  {
    id: 'minimalist',
    name: 'Minimalist',
    description: 'Quiet greys, square corners, compact layout',
    theme: {
      ...DEFAULT_THEME,
      id: 'minimalist',
      fontFamily: 'inter',
      primaryColor: '#374151',
      secondaryColor: '#9CA3AF',
      backgroundColor: '#FFFFFF',
      cardBackground: '#F9FAFB',
      textColor: '#111827',
      subtextColor: '#6B7280',
      gradientDirection: 'to-r',
      cornerRadius: 'none',
      spacing: 'compact',
      headerSize: 'md',
      priceSize: 'sm',
    },
  },
  {
    id: 'vintage',
    name: 'Vintage',
    description: 'Handwritten type in warm, earthy tones',
    theme: {
      ...DEFAULT_THEME,
      id: 'vintage',
      fontFamily: 'dancing-script',
      primaryColor: '#8B4513',
      secondaryColor: '#6B8E23',
      backgroundColor: '#F5EEDC',
      cardBackground: '#FFFBF2',
      textColor: '#3E2C1C',
      subtextColor: '#7A6650',
      gradientDirection: 'to-bl',
      cornerRadius: 'lg',
      spacing: 'spacious',
    },
  },
];

export const QUICK_COLOR_PRESETS = [
  { id: 'blue', primaryColor: '#3B82F6', secondaryColor: '#1D4ED8' },
  { id: 'purple', primaryColor: '#8B5CF6', secondaryColor: '#6D28D9' },
  { id: 'green', primaryColor: '#10B981', secondaryColor: '#047857' },
  { id: 'orange', primaryColor: '#F97316', secondaryColor: '#C2410C' },
  { id: 'teal', primaryColor: '#14B8A6', secondaryColor: '#0F766E' },
] as const;
export type QuickColorPreset = (typeof QUICK_COLOR_PRESETS)[number];

/** Cards on a gradient background are translucent white at 10% (docs/public-menu.md). */
export const GRADIENT_CARD_OPACITY = 0.1;
export const GRADIENT_CARD_BACKGROUND = `rgba(255, 255, 255, ${GRADIENT_CARD_OPACITY})`;

export const GRADIENT_FALLBACK_FROM = '#3B82F6';
export const GRADIENT_FALLBACK_TO = '#10B981';
export const DEFAULT_GRADIENT_DIRECTION: GradientDirection = 'to-br';

type GradientFields = Pick<
  Theme,
  'primaryColor' | 'secondaryColor' | 'gradientFrom' | 'gradientTo' | 'gradientDirection'
>;

/**
 * Fills what a gradient background needs (docs/public-menu.md): missing or invalid start and end colours come
 * from the primary and secondary colours, else blue and green; the direction defaults to to-br.
 */
export function withGradientDefaults<T extends Partial<GradientFields>>(
  theme: T,
): T & { gradientFrom: string; gradientTo: string; gradientDirection: GradientDirection } {
  const pick = (...candidates: unknown[]) => candidates.find(isHexColor) as string;
  return {
    ...theme,
    gradientFrom: pick(theme.gradientFrom, theme.primaryColor, GRADIENT_FALLBACK_FROM),
    gradientTo: pick(theme.gradientTo, theme.secondaryColor, GRADIENT_FALLBACK_TO),
    gradientDirection: GRADIENT_DIRECTIONS.includes(theme.gradientDirection as GradientDirection)
      ? (theme.gradientDirection as GradientDirection)
      : DEFAULT_GRADIENT_DIRECTION,
  };
}
