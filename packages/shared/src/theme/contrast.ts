import type { Theme } from '../schemas/theme';
import { GRADIENT_CARD_OPACITY, withGradientDefaults } from './tokens';

/** WCAG 2.1 AA minimum contrast for body text, and for large text (headings of 24 px or more). */
export const WCAG_AA_TEXT = 4.5;
export const WCAG_AA_LARGE_TEXT = 3;

type Rgb = readonly [number, number, number];

const toRgb = (hex: string): Rgb => {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

const toHex = ([r, g, b]: Rgb) =>
  `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`.toUpperCase();

/** Relative luminance of an sRGB colour (WCAG 2.1 definition). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of two colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(foreground: string, background: string): number {
  const [light, dark] = [relativeLuminance(foreground), relativeLuminance(background)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `top` at `opacity` painted over `bottom`. */
export function blend(top: string, bottom: string, opacity: number): string {
  const a = toRgb(top);
  const b = toRgb(bottom);
  return toHex([0, 1, 2].map((i) => a[i]! * opacity + b[i]! * (1 - opacity)) as unknown as Rgb);
}

/** Black or white, whichever reads better on `background` (text on primary-coloured accents). */
export const readableOn = (background: string): '#000000' | '#FFFFFF' =>
  contrastRatio('#000000', background) >= contrastRatio('#FFFFFF', background)
    ? '#000000'
    : '#FFFFFF';

/** Which text of the public menu a contrast finding is about. */
export type ContrastSubject = 'text' | 'subtext' | 'heading';

export interface ContrastIssue {
  subject: ContrastSubject;
  /** The lowest ratio found for this text across the surfaces it appears on. */
  ratio: number;
  required: number;
}

/**
 * The surfaces text sits on: the cards (for a gradient: translucent white over each end of the
 * gradient) and the page background behind the header.
 */
function surfaces(theme: Theme): { cards: string[]; page: string[] } {
  if (theme.backgroundType !== 'gradient') {
    return { cards: [theme.cardBackground], page: [theme.backgroundColor] };
  }
  const { gradientFrom, gradientTo } = withGradientDefaults(theme);
  const ends = [gradientFrom, gradientTo];
  return { cards: ends.map((end) => blend('#FFFFFF', end, GRADIENT_CARD_OPACITY)), page: ends };
}

/**
 * The theme's text colours that fall below WCAG AA on the surfaces they are shown on (docs/public-menu.md
 * tokens as the public menu uses them). Empty when the theme reads well everywhere; the editor
 * warns about each finding and lets the owner keep the theme.
 */
export function themeContrastIssues(theme: Theme): ContrastIssue[] {
  const { cards, page } = surfaces(theme);
  const checks: Array<{ subject: ContrastSubject; color: string; on: string[]; required: number }> =
    [
      { subject: 'text', color: theme.textColor, on: cards, required: WCAG_AA_TEXT },
      { subject: 'subtext', color: theme.subtextColor, on: cards, required: WCAG_AA_TEXT },
      { subject: 'heading', color: theme.textColor, on: page, required: WCAG_AA_LARGE_TEXT },
    ];
  return checks.flatMap(({ subject, color, on, required }) => {
    const ratio = Math.min(...on.map((surface) => contrastRatio(color, surface)));
    return ratio < required ? [{ subject, ratio: Math.round(ratio * 100) / 100, required }] : [];
  });
}
