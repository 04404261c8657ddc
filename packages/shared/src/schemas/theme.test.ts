import { describe, expect, it } from 'vitest';
import {
  CORNER_RADIUS_PX,
  DEFAULT_THEME,
  FONT_FAMILIES,
  FONT_STACKS,
  HEADER_SIZE_REM,
  HexColorSchema,
  PRICE_SIZE_REM,
  QUICK_COLOR_PRESETS,
  SPACING_REM,
  THEME_PRESETS,
  ThemeSchema,
  withGradientDefaults,
} from '../index';
import { firstIssue, issuesOf } from '../field-messages';

describe('HexColorSchema (docs/product.md §5)', () => {
  it.each(['#AABBCC', '#aabbcc', '#3B82F6'])('accepts %s', (color) => {
    expect(HexColorSchema.parse(color)).toBe(color);
  });

  it.each(['#ABC', 'AABBCC', '#AABBC', '#AABBCCDD', '#GGGGGG', 'blue', ''])(
    'rejects %j',
    (color) => {
      expect(issuesOf(HexColorSchema, color)).toEqual({ '': ['Must be a valid hex color'] });
    },
  );
});

describe('ThemeSchema (docs/product.md §3, §5)', () => {
  it('accepts the default theme with the spec values', () => {
    expect(ThemeSchema.parse(DEFAULT_THEME)).toEqual(DEFAULT_THEME);
    expect(DEFAULT_THEME).toMatchObject({
      id: 'classic',
      fontFamily: 'inter',
      primaryColor: '#3B82F6',
      secondaryColor: '#10B981',
      backgroundColor: '#F9FAFB',
      cardBackground: '#FFFFFF',
      textColor: '#111827',
      subtextColor: '#6B7280',
      backgroundType: 'solid',
      cornerRadius: 'md',
      spacing: 'normal',
      headerSize: 'lg',
      priceSize: 'md',
      gradientDirection: 'to-br',
    });
  });

  it('requires the id', () => {
    expect(firstIssue(ThemeSchema, { ...DEFAULT_THEME, id: '' }, 'id')).toBe(
      'Theme ID is required',
    );
    expect(firstIssue(ThemeSchema, { ...DEFAULT_THEME, id: undefined }, 'id')).toBe(
      'Theme ID is required',
    );
  });

  it('validates colours, enumerations and the background image', () => {
    expect(firstIssue(ThemeSchema, { ...DEFAULT_THEME, textColor: '#ABC' }, 'textColor')).toBe(
      'Must be a valid hex color',
    );
    expect(firstIssue(ThemeSchema, { ...DEFAULT_THEME, gradientFrom: 'red' }, 'gradientFrom')).toBe(
      'Must be a valid hex color',
    );
    expect(ThemeSchema.safeParse({ ...DEFAULT_THEME, fontFamily: 'comic-sans' }).success).toBe(
      false,
    );
    expect(ThemeSchema.safeParse({ ...DEFAULT_THEME, cornerRadius: '2xl' }).success).toBe(false);
    expect(
      ThemeSchema.safeParse({ ...DEFAULT_THEME, backgroundImage: 'https://example.com/bg.jpg' })
        .success,
    ).toBe(true);
    expect(ThemeSchema.safeParse({ ...DEFAULT_THEME, backgroundImage: 'not a url' }).success).toBe(
      false,
    );
  });
});

describe('theme value tables (docs/product.md §3)', () => {
  it('maps sizes to their CSS values', () => {
    expect(CORNER_RADIUS_PX).toEqual({ none: 0, sm: 4, md: 8, lg: 12, xl: 16 });
    expect(SPACING_REM).toEqual({ compact: 0.75, normal: 1, spacious: 1.5 });
    expect(HEADER_SIZE_REM).toEqual({ sm: 1.25, md: 1.5, lg: 1.875, xl: 2.25 });
    expect(PRICE_SIZE_REM).toEqual({ sm: 1, md: 1.125, lg: 1.25 });
  });

  it('has a font stack with a generic fallback for every font', () => {
    for (const font of FONT_FAMILIES)
      expect(FONT_STACKS[font]).toMatch(/, (sans-serif|serif|cursive)$/);
    expect(FONT_STACKS.playfair).toMatch(/^'Playfair Display'.*serif$/);
    expect(FONT_STACKS['dancing-script']).toMatch(/^'Dancing Script'.*cursive$/);
  });
});

describe('THEME_PRESETS (docs/product.md §3)', () => {
  it('lists the six presets in order, each valid and named after its id', () => {
    expect(THEME_PRESETS.map((preset) => preset.id)).toEqual([
      'classic',
      'elegant',
      'modern',
      'playful',
      'minimalist',
      'vintage',
    ]);
    for (const preset of THEME_PRESETS) {
      expect(ThemeSchema.parse(preset.theme)).toEqual(preset.theme);
      expect(preset.theme.id).toBe(preset.id);
      expect(preset.name).not.toBe('');
      expect(preset.description).not.toBe('');
    }
  });

  it('matches the described characteristics', () => {
    const byId = Object.fromEntries(THEME_PRESETS.map((preset) => [preset.id, preset.theme]));
    expect(byId.classic).toEqual(DEFAULT_THEME);
    expect(byId.elegant).toMatchObject({
      fontFamily: 'playfair',
      spacing: 'spacious',
      cornerRadius: 'lg',
      headerSize: 'xl',
      priceSize: 'lg',
    });
    expect(byId.modern).toMatchObject({
      fontFamily: 'roboto',
      backgroundType: 'gradient',
      cornerRadius: 'sm',
    });
    expect(byId.playful).toMatchObject({
      fontFamily: 'nunito',
      backgroundType: 'gradient',
      cornerRadius: 'xl',
      spacing: 'spacious',
    });
    expect(byId.minimalist).toMatchObject({
      fontFamily: 'inter',
      cornerRadius: 'none',
      spacing: 'compact',
      headerSize: 'md',
      priceSize: 'sm',
      gradientDirection: 'to-r',
    });
    expect(byId.vintage).toMatchObject({
      fontFamily: 'dancing-script',
      spacing: 'spacious',
      cornerRadius: 'lg',
      gradientDirection: 'to-bl',
    });
  });

  it('offers five quick colour presets with valid colours', () => {
    expect(QUICK_COLOR_PRESETS.map((preset) => preset.id)).toEqual([
      'blue',
      'purple',
      'green',
      'orange',
      'teal',
    ]);
    for (const preset of QUICK_COLOR_PRESETS) {
      expect(HexColorSchema.safeParse(preset.primaryColor).success).toBe(true);
      expect(HexColorSchema.safeParse(preset.secondaryColor).success).toBe(true);
    }
  });
});

describe('withGradientDefaults (docs/product.md §4)', () => {
  it('fills missing gradient colours from primary and secondary', () => {
    const theme = withGradientDefaults({
      ...DEFAULT_THEME,
      primaryColor: '#111111',
      secondaryColor: '#222222',
    });
    expect(theme).toMatchObject({
      gradientFrom: '#111111',
      gradientTo: '#222222',
      gradientDirection: 'to-br',
    });
  });

  it('keeps gradient colours and direction already set', () => {
    const theme = withGradientDefaults({
      ...DEFAULT_THEME,
      gradientFrom: '#000000',
      gradientTo: '#FFFFFF',
      gradientDirection: 'to-bl',
    });
    expect(theme).toMatchObject({
      gradientFrom: '#000000',
      gradientTo: '#FFFFFF',
      gradientDirection: 'to-bl',
    });
  });

  it('falls back to blue and green and to-br', () => {
    expect(withGradientDefaults({})).toEqual({
      gradientFrom: '#3B82F6',
      gradientTo: '#10B981',
      gradientDirection: 'to-br',
    });
    expect(withGradientDefaults({ primaryColor: '#12', secondaryColor: '' })).toMatchObject({
      gradientFrom: '#3B82F6',
      gradientTo: '#10B981',
    });
  });
});
