import { hydrateRoot } from 'react-dom/client';
import { PublicMenuView, type PublicMenuViewProps } from './components/public-menu-view';
import { PAGE_DATA_ELEMENT_ID, PAGE_ROOT_ELEMENT_ID } from './page-data';
import './public-menu.css';
import './components/share/share.css';

// The public menu page's whole script: the server rendered the menu; this makes it interactive
// (Share, the image view, the category links) with the data the server inlined beside it.
const data = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
const root = document.getElementById(PAGE_ROOT_ELEMENT_ID);
if (data && root) {
  hydrateRoot(root, <PublicMenuView {...(JSON.parse(data) as PublicMenuViewProps)} />);
}
