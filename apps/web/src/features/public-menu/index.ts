/** What other features may use of the public menu: the view (theme preview), Share, fonts. */
// Their styles come with them (the public page's own entry imports the same two files).
import './public-menu.css';
import './components/share/share.css';

export { PublicMenuView, type PublicMenuViewProps } from './components/public-menu-view';
export { DietGlyph, type DietIconName } from './components/diet-icons';
export { ShareControl } from './components/share/share-control';
export { loadMenuFont } from './fonts/load-menu-font';
export type { PublicMenuTexts, ShareNotice, ShareTexts } from './types';
