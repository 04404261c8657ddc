import type { Theme } from '../schemas/theme';
import { readableOn } from './contrast';
import {
  CORNER_RADIUS_PX,
  DEFAULT_THEME,
  FONT_STACKS,
  GRADIENT_CARD_BACKGROUND,
  GRADIENT_DIRECTION_CSS,
  HEADER_SIZE_REM,
  PRICE_SIZE_REM,
  SPACING_REM,
  withGradientDefaults,
} from './tokens';

/** CSS custom properties the public menu's stylesheet reads; one per theme token. */
export interface ThemeStyleVariables {
  '--menu-font': string;
  '--menu-primary': string;
  '--menu-on-primary': string;
  '--menu-secondary': string;
  /** The page background: a colour or a gradient (the `background` shorthand value). */
  '--menu-background': string;
  /** A plain colour for the browser chrome (`theme-color`) and anything that needs one colour. */
  '--menu-background-color': string;
  '--menu-card': string;
  '--menu-text': string;
  '--menu-subtext': string;
  '--menu-radius': string;
  '--menu-space': string;
  '--menu-header-size': string;
  '--menu-price-size': string;
}

/**
 * The one mapping from a theme to styles, used by the public page and the editor's live preview
 * alike (so the preview cannot drift from what guests see). Image backgrounds are drawn as their
 * solid colour: a third-party image URL would leak guests' visits and is blocked by the page's
 * Content-Security-Policy anyway.
 */
export function themeStyleVariables(theme: Theme): ThemeStyleVariables {
  const t = { ...DEFAULT_THEME, ...theme };
  const gradient = t.backgroundType === 'gradient';
  const { gradientFrom, gradientTo, gradientDirection } = withGradientDefaults(t);
  return {
    '--menu-font': FONT_STACKS[t.fontFamily] ?? FONT_STACKS.inter,
    '--menu-primary': t.primaryColor,
    '--menu-on-primary': readableOn(t.primaryColor),
    '--menu-secondary': t.secondaryColor,
    '--menu-background': gradient
      ? `linear-gradient(${GRADIENT_DIRECTION_CSS[gradientDirection]}, ${gradientFrom}, ${gradientTo})`
      : t.backgroundColor,
    '--menu-background-color': gradient ? gradientFrom : t.backgroundColor,
    '--menu-card': gradient ? GRADIENT_CARD_BACKGROUND : t.cardBackground,
    '--menu-text': t.textColor,
    '--menu-subtext': t.subtextColor,
    '--menu-radius': `${CORNER_RADIUS_PX[t.cornerRadius] ?? CORNER_RADIUS_PX.md}px`,
    '--menu-space': `${SPACING_REM[t.spacing] ?? SPACING_REM.normal}rem`,
    '--menu-header-size': `${HEADER_SIZE_REM[t.headerSize] ?? HEADER_SIZE_REM.lg}rem`,
    '--menu-price-size': `${PRICE_SIZE_REM[t.priceSize] ?? PRICE_SIZE_REM.md}rem`,
  };
}

/** The same variables as one inline `style` attribute value (for server-rendered HTML). */
export const themeStyleAttribute = (theme: Theme): string =>
  Object.entries(themeStyleVariables(theme))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
