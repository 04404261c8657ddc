/**
 * `@carta/shared/core`: everything of the shared package that does not need zod (constants,
 * messages, prices, contact links, theme tokens, presets, styles and contrast). The public menu
 * page imports only this, so its JavaScript stays small; `@carta/shared` re-exports it all.
 * Types of the schemas are re-exported as types only (erased at build time).
 */
export * from './constants';
export * from './messages';
export * from './price';
export * from './format';
export * from './currency';
export * from './dietary';
export * from './menu-parts';
export * from './hours';
export * from './content-languages';
export * from './html';
export * from './contact-links';
export * from './public-addresses';
export * from './print-kit';
export * from './theme/tokens';
export * from './theme/theme-style';
export * from './theme/contrast';
export type * from './public-menu-page';
export type * from './landing-page';
export type { Theme } from './schemas/theme';
export type {
  MenuBusiness,
  PublicMenu,
  PublicMenuAvailable,
  PublicMenuAvailability,
  PublicMenuCategory,
  PublicMenuProduct,
} from './schemas/menu';
export type { PublicPlace, PublicPlaceMenu } from './schemas/public-place';
