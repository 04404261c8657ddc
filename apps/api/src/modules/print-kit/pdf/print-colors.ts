import {
  contrastRatio,
  readableOn,
  WCAG_AA_LARGE_TEXT,
  WCAG_AA_TEXT,
  type Theme,
} from '@carta/shared';

/**
 * The theme's colours as they print: on white paper (a dark page background would flood the
 * printer and blur small text), with the theme's primary colour for accents and its text colours
 * wherever they stay legible on white; otherwise near-black.
 */
export interface PrintColors {
  /** Headings, frames and the call to action. */
  accent: string;
  /** Text on an accent-coloured band. */
  onAccent: string;
  ink: string;
  subtext: string;
  /** The QR code's modules: dark enough for any phone to read (at least 7:1 on white). */
  qr: string;
}

const WHITE = '#FFFFFF';
const NEAR_BLACK = '#111827';
/** QR readers want a strong difference between dark and light modules. */
const QR_MIN_CONTRAST = 7;

const legible = (color: string, required: number, fallback: string) =>
  contrastRatio(color, WHITE) >= required ? color : fallback;

export function printColors(theme: Theme): PrintColors {
  const ink = legible(theme.textColor, WCAG_AA_TEXT, NEAR_BLACK);
  return {
    accent: legible(theme.primaryColor, WCAG_AA_LARGE_TEXT, ink),
    onAccent: readableOn(theme.primaryColor),
    ink,
    subtext: legible(theme.subtextColor, WCAG_AA_TEXT, ink),
    qr: legible(ink, QR_MIN_CONTRAST, '#000000'),
  };
}
