import sharp, { type Metadata, type Sharp } from 'sharp';
import {
  LARGE_IMAGE_MAX,
  MAX_IMAGE_PIXELS,
  THUMBNAIL_WIDTH_PX,
  type ImageMimeType,
  type ImageVariant,
} from '@carta/shared';
import { sniffImageType } from './sniff';

// Every upload is a new input, so libvips' operation cache would only hold memory.
sharp.cache(false);

export type ImageRejection = 'unsupported-type' | 'too-many-pixels';

/** The upload is not an image we accept; the files service turns it into a 415 or 413. */
export class ImageRejectedError extends Error {
  readonly reason: ImageRejection;

  constructor(reason: ImageRejection, detail: string) {
    super(detail);
    this.name = 'ImageRejectedError';
    this.reason = reason;
  }
}

export interface ImageOutput {
  data: Buffer;
  width: number;
  height: number;
}

export interface ProcessedImage {
  /** Type of the uploaded original, from its content. */
  contentType: ImageMimeType;
  /** Dimensions of the original after auto-orientation. */
  width: number;
  height: number;
  /** WebP, auto-oriented, without metadata. */
  variants: Record<ImageVariant, ImageOutput>;
}

export const VARIANT_CONTENT_TYPE = 'image/webp';

const SHARP_FORMAT: Record<ImageMimeType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
};

const WEBP_QUALITY = 80;

/**
 * The image pipeline (DESIGN §3): JPEG or PNG judged by content, refused before decoding when it
 * has more than MAX_IMAGE_PIXELS pixels, auto-rotated from EXIF, and written as two WebP variants
 * (thumbnail THUMBNAIL_WIDTH_PX wide, large within LARGE_IMAGE_MAX). Output carries no metadata
 * (sharp drops EXIF, XMP and comments unless asked to keep them).
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const contentType = sniffImageType(input);
  if (!contentType) throw new ImageRejectedError('unsupported-type', 'not a JPEG or PNG');

  const options = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' } as const;
  let metadata: Metadata;
  try {
    // Reads the header only, and already applies limitInputPixels: a decompression bomb is
    // refused before any pixel is decoded.
    metadata = await sharp(input, options).metadata();
  } catch (error) {
    throw rejection(error);
  }
  if (metadata.format !== SHARP_FORMAT[contentType]) {
    throw new ImageRejectedError('unsupported-type', `decoded as ${metadata.format}`);
  }
  if (!metadata.width || !metadata.height) {
    throw new ImageRejectedError('unsupported-type', 'no dimensions');
  }
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) {
    throw new ImageRejectedError(
      'too-many-pixels',
      `${metadata.width}x${metadata.height} exceeds ${MAX_IMAGE_PIXELS} pixels`,
    );
  }

  const oriented = sharp(input, options).rotate();
  const variant = (pipeline: Sharp) =>
    pipeline
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true })
      .then(({ data, info }) => ({ data, width: info.width, height: info.height }));

  try {
    const [thumb, large] = await Promise.all([
      variant(oriented.clone().resize({ width: THUMBNAIL_WIDTH_PX, withoutEnlargement: true })),
      variant(
        oriented.clone().resize({
          width: LARGE_IMAGE_MAX.width,
          height: LARGE_IMAGE_MAX.height,
          fit: 'inside',
          withoutEnlargement: true,
        }),
      ),
    ]);
    return {
      contentType,
      width: metadata.autoOrient.width,
      height: metadata.autoOrient.height,
      variants: { thumb, large },
    };
  } catch (error) {
    throw rejection(error);
  }
}

/** sharp refuses with "Input image exceeds pixel limit"; anything else is an unreadable file. */
function rejection(error: unknown): ImageRejectedError {
  const detail = error instanceof Error ? error.message : String(error);
  return /pixel limit/i.test(detail)
    ? new ImageRejectedError('too-many-pixels', detail)
    : new ImageRejectedError('unsupported-type', `cannot decode: ${detail}`);
}
