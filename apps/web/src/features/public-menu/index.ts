/** What other features may use of the public menu: the view (theme preview), Share, fonts. */
export { PublicMenuView, type PublicMenuViewProps } from './components/public-menu-view';
export { ShareControl, type ShareControlProps } from './components/share/share-control';
export { loadMenuFont } from './fonts/load-menu-font';
export type { PublicMenuTexts, ShareNotice, ShareTarget, ShareTexts } from './types';
