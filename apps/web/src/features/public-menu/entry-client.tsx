import { hydrateRoot } from 'react-dom/client';
import { PlaceView, type PlaceViewProps } from './components/place-view';
import { PublicMenuView, type PublicMenuViewProps } from './components/public-menu-view';
import { PAGE_DATA_ELEMENT_ID, PAGE_ROOT_ELEMENT_ID } from './page-data';
import './public-menu.css';
import './components/share/share.css';

// The public pages' whole script: the server rendered the page; this makes it interactive
// (Share, the image view, the category links) with the data the server inlined beside it.
const data = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
const root = document.getElementById(PAGE_ROOT_ELEMENT_ID);
if (data && root) {
  // The same script serves a menu (/m/:id) and a business's page (/b/:id), told apart by data.
  const props = JSON.parse(data) as PublicMenuViewProps | PlaceViewProps;
  hydrateRoot(root, 'place' in props ? <PlaceView {...props} /> : <PublicMenuView {...props} />);
}
