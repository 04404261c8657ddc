import { describe, expect, it } from 'vitest';
import type { Theme } from '../schemas/theme';
import {
  WCAG_AA_LARGE_TEXT,
  WCAG_AA_TEXT,
  blend,
  contrastRatio,
  readableOn,
  relativeLuminance,
  themeContrastIssues,
} from './contrast';
import { DEFAULT_THEME, THEME_PRESETS } from './tokens';

describe('relativeLuminance and contrastRatio (WCAG 2.1)', () => {
  it('black is 0 and white is 1', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBeCloseTo(1, 10);
  });

  it('black on white is 21, in either order', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 10);
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 10);
  });

  it.each(['#000000', '#FFFFFF', '#3B82F6', '#777777'])('%s on itself is 1', (color) => {
    expect(contrastRatio(color, color)).toBe(1);
  });

  it('#777777 on white is about 4.48, just under AA', () => {
    const ratio = contrastRatio('#777777', '#FFFFFF');
    expect(ratio).toBeCloseTo(4.48, 2);
    expect(ratio).toBeLessThan(WCAG_AA_TEXT);
  });

  it('accepts lower-case hex digits', () => {
    expect(contrastRatio('#3b82f6', '#ffffff')).toBe(contrastRatio('#3B82F6', '#FFFFFF'));
  });
});

describe('blend', () => {
  it('opacity 1 is the top colour and 0 the bottom one', () => {
    expect(blend('#3B82F6', '#000000', 1)).toBe('#3B82F6');
    expect(blend('#3B82F6', '#10B981', 0)).toBe('#10B981');
  });

  it('mixes each channel and rounds to an upper-case hex colour', () => {
    expect(blend('#FFFFFF', '#000000', 0.5)).toBe('#808080');
    expect(blend('#FFFFFF', '#000000', 0.1)).toBe('#1A1A1A');
    expect(blend('#ffffff', '#ff0000', 0.1)).toBe('#FF1A1A');
  });
});

describe('readableOn', () => {
  it.each([
    ['#FFFFFF', '#000000'],
    ['#FDE047', '#000000'],
    ['#000000', '#FFFFFF'],
    ['#1E3A8A', '#FFFFFF'],
    ['#374151', '#FFFFFF'],
  ])('on %s text is %s', (background, text) => {
    expect(readableOn(background)).toBe(text);
  });

  it('always picks the colour with the higher contrast', () => {
    for (const background of ['#3B82F6', '#10B981', '#EC4899', '#8B4513', '#777777']) {
      const chosen = readableOn(background);
      const other = chosen === '#000000' ? '#FFFFFF' : '#000000';
      expect(contrastRatio(chosen, background)).toBeGreaterThanOrEqual(
        contrastRatio(other, background),
      );
    }
  });
});

describe('themeContrastIssues', () => {
  it('the default theme has none', () => {
    expect(themeContrastIssues(DEFAULT_THEME)).toEqual([]);
  });

  it('solid: text and subtext are checked on the card, the heading on the page', () => {
    const theme: Theme = {
      ...DEFAULT_THEME,
      backgroundColor: '#FFFFFF',
      cardBackground: '#FFFFFF',
      textColor: '#777777',
      subtextColor: '#BBBBBB',
    };
    expect(themeContrastIssues(theme)).toEqual([
      { subject: 'text', ratio: 4.48, required: WCAG_AA_TEXT },
      { subject: 'subtext', ratio: 1.92, required: WCAG_AA_TEXT },
    ]);
  });

  it('solid: a heading on a dark page behind light cards is found', () => {
    const theme: Theme = { ...DEFAULT_THEME, backgroundColor: '#1F2937' };
    expect(themeContrastIssues(theme)).toEqual([
      {
        subject: 'heading',
        ratio: Math.round(contrastRatio('#111827', '#1F2937') * 100) / 100,
        required: WCAG_AA_LARGE_TEXT,
      },
    ]);
  });

  it('the heading only needs the large-text level (3:1)', () => {
    // #949494 on white is about 3.03: enough for the heading, not for body text on the card.
    const theme: Theme = {
      ...DEFAULT_THEME,
      backgroundColor: '#FFFFFF',
      cardBackground: '#111111',
      textColor: '#949494',
      subtextColor: '#AAAAAA',
    };
    expect(themeContrastIssues(theme).map((issue) => issue.subject)).toEqual([]);
    const onWhiteCard = { ...theme, cardBackground: '#FFFFFF' };
    expect(themeContrastIssues(onWhiteCard).map((issue) => issue.subject)).toEqual([
      'text',
      'subtext',
    ]);
  });

  it('gradient: ignores the solid card and background, checks translucent cards on both ends', () => {
    const theme: Theme = {
      ...DEFAULT_THEME,
      // Would fail as a solid theme; the gradient surfaces are what count.
      backgroundColor: '#FFFFFF',
      cardBackground: '#FFFFFF',
      textColor: '#FFFFFF',
      subtextColor: '#E5E7EB',
      backgroundType: 'gradient',
      gradientFrom: '#111827',
      gradientTo: '#1E3A8A',
    };
    expect(themeContrastIssues(theme)).toEqual([]);
  });

  it('gradient: the lower ratio of the two ends is reported', () => {
    const theme: Theme = {
      ...DEFAULT_THEME,
      textColor: '#111827',
      subtextColor: '#111827',
      backgroundType: 'gradient',
      gradientFrom: '#FFFFFF',
      gradientTo: '#1E3A8A',
    };
    const darkCard = blend('#FFFFFF', '#1E3A8A', 0.1);
    const expected = Math.round(contrastRatio('#111827', darkCard) * 100) / 100;
    expect(themeContrastIssues(theme)).toEqual([
      { subject: 'text', ratio: expected, required: WCAG_AA_TEXT },
      { subject: 'subtext', ratio: expected, required: WCAG_AA_TEXT },
      {
        subject: 'heading',
        ratio: Math.round(contrastRatio('#111827', '#1E3A8A') * 100) / 100,
        required: WCAG_AA_LARGE_TEXT,
      },
    ]);
  });

  it('gradient without its own colours is checked on primary and secondary (docs/public-menu.md)', () => {
    const theme: Theme = {
      ...DEFAULT_THEME,
      backgroundType: 'gradient',
      primaryColor: '#000000',
      secondaryColor: '#000000',
      textColor: '#000000',
      subtextColor: '#000000',
    };
    expect(themeContrastIssues(theme).map((issue) => issue.subject)).toEqual([
      'text',
      'subtext',
      'heading',
    ]);
  });

  it.each(THEME_PRESETS.map((preset) => [preset.id, preset.theme] as const))(
    'the %s preset meets WCAG AA',
    (_id, theme) => {
      expect(themeContrastIssues(theme)).toEqual([]);
    },
  );
});
