/** Where the server puts the rendered menu and its data, and where the browser finds them. */
export const PAGE_ROOT_ELEMENT_ID = 'menu-root';
export const PAGE_DATA_ELEMENT_ID = 'menu-data';
