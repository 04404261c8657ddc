import { checkPrice } from './price';

/** '12.50' → '$12.50'; a value that is not a valid price is shown as given. */
export function formatPrice(price: string | number): string {
  const result = checkPrice(price);
  return `$${result.ok ? result.price : String(price)}`;
}

/** QR download name: lower-cased title, each non-alphanumeric character → '_', plus '_qr.png'. */
export const qrDownloadFileName = (title: string) =>
  `${title.toLowerCase().replace(/[^a-z0-9]/g, '_')}_qr.png`;
