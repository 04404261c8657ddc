import { randomUUID } from 'node:crypto';
import type { ImageVariant } from '@carta/shared';
import { FILES_ROUTE_PREFIX } from '../../lib/storage';

/** Opaque name of a new upload: what entities store and `files.name` holds. */
export const newFileName = (): string => randomUUID();

/** Storage key (and `/api/files/:name` segment) of one variant of an upload. */
export const variantKey = (fileName: string, variant: ImageVariant): string =>
  `${fileName}-${variant}.webp`;

const VARIANT_KEY =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-(thumb|large)\.webp$/;

/** Only keys the API itself makes are ever looked up in storage. */
export const isVariantKey = (key: string): boolean => VARIANT_KEY.test(key);

export interface ImageUrls {
  /** Large variant (fits LARGE_IMAGE_MAX). */
  url: string | null;
  /** Thumbnail variant. */
  thumbUrl: string | null;
}

/**
 * Stable, same-origin URLs of a stored image for entity responses (`logo_url`, `image_url`). They
 * never expire and are cached for a year, whichever storage is configured.
 */
export function imageUrls(fileName: string | null | undefined): ImageUrls {
  if (!fileName) return { url: null, thumbUrl: null };
  return {
    url: FILES_ROUTE_PREFIX + variantKey(fileName, 'large'),
    thumbUrl: FILES_ROUTE_PREFIX + variantKey(fileName, 'thumb'),
  };
}
