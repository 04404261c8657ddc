/**
 * Menu views without tracking guests (docs/product.md, "Menu views"): each counted view is
 * reduced to these classes before it is stored; no address, user agent or cookie is kept.
 */
export const VIEW_DEVICES = ['phone', 'tablet', 'desktop'] as const;
export type ViewDevice = (typeof VIEW_DEVICES)[number];

/** `qr` when the address came from a printed or shared QR code (`?src=qr`), else `link`. */
export const VIEW_SOURCES = ['qr', 'link'] as const;
export type ViewSource = (typeof VIEW_SOURCES)[number];
