import { describe, expect, it } from 'vitest';
import type { Theme } from '../schemas/theme';
import { contrastRatio } from './contrast';
import { themeStyleAttribute, themeStyleVariables } from './theme-style';
import { DEFAULT_THEME, THEME_PRESETS } from './tokens';

// The values of docs/public-menu.md, written out here so the test does not just repeat the module's tables.
const HEADER_REM = { sm: '1.25rem', md: '1.5rem', lg: '1.875rem', xl: '2.25rem' };
const PRICE_REM = { sm: '1rem', md: '1.125rem', lg: '1.25rem' };
const RADIUS_PX = { none: '0px', sm: '4px', md: '8px', lg: '12px', xl: '16px' };
const SPACE_REM = { compact: '0.75rem', normal: '1rem', spacious: '1.5rem' };
const FONT_FIRST = {
  inter: 'Inter',
  roboto: 'Roboto',
  playfair: "'Playfair Display'",
  'dancing-script': "'Dancing Script'",
  nunito: 'Nunito',
};
const FONT_GENERIC = {
  inter: 'sans-serif',
  roboto: 'sans-serif',
  playfair: 'serif',
  'dancing-script': 'cursive',
  nunito: 'sans-serif',
};
const DIRECTION = {
  'to-r': 'to right',
  'to-br': 'to bottom right',
  'to-b': 'to bottom',
  'to-bl': 'to bottom left',
};
const TRANSLUCENT_WHITE = 'rgba(255, 255, 255, 0.1)';

describe('themeStyleVariables: every preset (docs/public-menu.md)', () => {
  it.each(THEME_PRESETS.map((preset) => [preset.id, preset.theme] as const))(
    '%s maps each token to its CSS variable',
    (_id, theme) => {
      const vars = themeStyleVariables(theme);
      expect(vars['--menu-header-size']).toBe(HEADER_REM[theme.headerSize]);
      expect(vars['--menu-price-size']).toBe(PRICE_REM[theme.priceSize]);
      expect(vars['--menu-radius']).toBe(RADIUS_PX[theme.cornerRadius]);
      expect(vars['--menu-space']).toBe(SPACE_REM[theme.spacing]);
      expect(vars['--menu-font'].startsWith(`${FONT_FIRST[theme.fontFamily]},`)).toBe(true);
      expect(vars['--menu-font'].endsWith(FONT_GENERIC[theme.fontFamily])).toBe(true);
      expect(vars['--menu-primary']).toBe(theme.primaryColor);
      expect(vars['--menu-secondary']).toBe(theme.secondaryColor);
      expect(vars['--menu-text']).toBe(theme.textColor);
      expect(vars['--menu-subtext']).toBe(theme.subtextColor);

      if (theme.backgroundType === 'gradient') {
        expect(vars['--menu-background']).toBe(
          `linear-gradient(${DIRECTION[theme.gradientDirection]}, ${theme.gradientFrom}, ${theme.gradientTo})`,
        );
        expect(vars['--menu-background-color']).toBe(theme.gradientFrom);
        expect(vars['--menu-card']).toBe(TRANSLUCENT_WHITE);
      } else {
        expect(vars['--menu-background']).toBe(theme.backgroundColor);
        expect(vars['--menu-background-color']).toBe(theme.backgroundColor);
        expect(vars['--menu-card']).toBe(theme.cardBackground);
      }
    },
  );

  it.each(THEME_PRESETS.map((preset) => [preset.id, preset.theme] as const))(
    '%s: the text on primary-coloured accents is black or white, whichever reads better',
    (_id, theme) => {
      const onPrimary = themeStyleVariables(theme)['--menu-on-primary'];
      expect(['#000000', '#FFFFFF']).toContain(onPrimary);
      const other = onPrimary === '#000000' ? '#FFFFFF' : '#000000';
      const ratio = contrastRatio(onPrimary, theme.primaryColor);
      expect(ratio).toBeGreaterThanOrEqual(contrastRatio(other, theme.primaryColor));
      // Buttons and badges use large or bold text: at least the AA level for large text.
      expect(ratio).toBeGreaterThanOrEqual(3);
    },
  );

  it('the presets cover both background types and the sizes of docs/public-menu.md', () => {
    const byId = Object.fromEntries(THEME_PRESETS.map(({ id, theme }) => [id, theme]));
    expect(byId.classic).toEqual(DEFAULT_THEME);
    expect(byId.modern!.backgroundType).toBe('gradient');
    expect(byId.playful!.backgroundType).toBe('gradient');
    expect(byId.minimalist!.backgroundType).toBe('solid');
    expect(themeStyleVariables(byId.elegant!)).toMatchObject({
      '--menu-header-size': '2.25rem',
      '--menu-price-size': '1.25rem',
      '--menu-radius': '12px',
      '--menu-space': '1.5rem',
    });
    expect(themeStyleVariables(byId.minimalist!)).toMatchObject({
      '--menu-header-size': '1.5rem',
      '--menu-price-size': '1rem',
      '--menu-radius': '0px',
      '--menu-space': '0.75rem',
    });
  });
});

describe('themeStyleVariables: defaults and edge cases', () => {
  it('the default theme: Inter, lg header, md price, md corners, normal spacing, solid', () => {
    expect(themeStyleVariables(DEFAULT_THEME)).toEqual({
      '--menu-font': expect.stringMatching(/^Inter, .*sans-serif$/),
      '--menu-primary': '#3B82F6',
      '--menu-on-primary': '#000000',
      '--menu-secondary': '#10B981',
      '--menu-background': '#F9FAFB',
      '--menu-background-color': '#F9FAFB',
      '--menu-card': '#FFFFFF',
      '--menu-text': '#111827',
      '--menu-subtext': '#6B7280',
      '--menu-radius': '8px',
      '--menu-space': '1rem',
      '--menu-header-size': '1.875rem',
      '--menu-price-size': '1.125rem',
    });
  });

  it('missing tokens of a stored theme fall back to the default theme', () => {
    const partial = { id: 'old', primaryColor: '#7C3AED' } as unknown as Theme;
    const vars = themeStyleVariables(partial);
    expect(vars['--menu-primary']).toBe('#7C3AED');
    expect(vars['--menu-on-primary']).toBe('#FFFFFF');
    expect(vars['--menu-font']).toBe(themeStyleVariables(DEFAULT_THEME)['--menu-font']);
    expect(vars['--menu-background']).toBe(DEFAULT_THEME.backgroundColor);
    expect(vars['--menu-header-size']).toBe('1.875rem');
    expect(vars['--menu-price-size']).toBe('1.125rem');
    expect(vars['--menu-radius']).toBe('8px');
    expect(vars['--menu-space']).toBe('1rem');
  });

  it('unknown enumeration values fall back to the defaults instead of printing "undefined"', () => {
    const odd = {
      ...DEFAULT_THEME,
      fontFamily: 'comic-sans',
      cornerRadius: 'huge',
      spacing: 'roomy',
      headerSize: 'xxl',
      priceSize: 'xxl',
    } as unknown as Theme;
    const vars = themeStyleVariables(odd);
    expect(vars).toMatchObject({
      '--menu-radius': '8px',
      '--menu-space': '1rem',
      '--menu-header-size': '1.875rem',
      '--menu-price-size': '1.125rem',
    });
    expect(vars['--menu-font'].startsWith('Inter,')).toBe(true);
    expect(Object.values(vars).join(' ')).not.toContain('undefined');
  });

  it('a gradient without its own colours uses primary and secondary, direction to-br', () => {
    const theme: Theme = {
      ...DEFAULT_THEME,
      primaryColor: '#F97316',
      secondaryColor: '#C2410C',
      backgroundType: 'gradient',
      gradientDirection: 'sideways' as Theme['gradientDirection'],
    };
    const vars = themeStyleVariables(theme);
    expect(vars['--menu-background']).toBe('linear-gradient(to bottom right, #F97316, #C2410C)');
    expect(vars['--menu-background-color']).toBe('#F97316');
    expect(vars['--menu-card']).toBe(TRANSLUCENT_WHITE);
  });

  it.each(Object.entries(DIRECTION))('gradient direction %s is drawn %s', (direction, css) => {
    const theme: Theme = {
      ...DEFAULT_THEME,
      backgroundType: 'gradient',
      gradientFrom: '#111111',
      gradientTo: '#222222',
      gradientDirection: direction as Theme['gradientDirection'],
    };
    expect(themeStyleVariables(theme)['--menu-background']).toBe(
      `linear-gradient(${css}, #111111, #222222)`,
    );
  });

  it('an image background is drawn as its solid colour, with opaque cards', () => {
    const theme: Theme = {
      ...DEFAULT_THEME,
      backgroundType: 'image',
      backgroundImage: 'https://example.com/wall.jpg',
      backgroundColor: '#FEF3C7',
    };
    const vars = themeStyleVariables(theme);
    expect(vars['--menu-background']).toBe('#FEF3C7');
    expect(vars['--menu-card']).toBe(DEFAULT_THEME.cardBackground);
    expect(Object.values(vars).join(' ')).not.toContain('example.com');
  });
});

describe('themeStyleAttribute', () => {
  it('joins every variable as name:value pairs for an inline style attribute', () => {
    const attribute = themeStyleAttribute(DEFAULT_THEME);
    const pairs = attribute.split(';');
    expect(pairs).toHaveLength(Object.keys(themeStyleVariables(DEFAULT_THEME)).length);
    expect(pairs).toContain('--menu-primary:#3B82F6');
    expect(pairs).toContain('--menu-radius:8px');
    expect(pairs).toContain('--menu-header-size:1.875rem');
    expect(attribute.startsWith('--menu-font:Inter,')).toBe(true);
    expect(attribute.endsWith(';')).toBe(false);
  });

  it('carries a gradient and the translucent cards', () => {
    const modern = THEME_PRESETS.find((preset) => preset.id === 'modern')!.theme;
    const attribute = themeStyleAttribute(modern);
    expect(attribute).toContain(
      `--menu-background:linear-gradient(to bottom right, ${modern.gradientFrom}, ${modern.gradientTo})`,
    );
    expect(attribute).toContain(`--menu-card:${TRANSLUCENT_WHITE}`);
  });

  it('is the same string for the same theme (stable order)', () => {
    expect(themeStyleAttribute({ ...DEFAULT_THEME })).toBe(themeStyleAttribute(DEFAULT_THEME));
  });
});
