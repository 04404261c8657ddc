import { THUMBNAIL_WIDTH_PX } from '@carta/shared/core';

/** Width descriptor of the large variant (it fits LARGE_IMAGE_MAX). */
export const LARGE_IMAGE_DESCRIPTOR = '800w';

/** `srcset` of an image with a thumbnail and a large variant, or nothing with only one. */
export const imageSrcSet = (thumb: string | null, large: string | null) =>
  thumb && large
    ? `${thumb} ${THUMBNAIL_WIDTH_PX}w, ${large} ${LARGE_IMAGE_DESCRIPTOR}`
    : undefined;
