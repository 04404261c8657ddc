import sharp, { type Metadata, type ResizeOptions } from 'sharp';
import {
  LARGE_IMAGE_MAX,
  MAX_IMAGE_PIXELS,
  THUMBNAIL_WIDTH_PX,
  type ImageMimeType,
  type ImageVariant,
} from '@carta/shared';
import { checkDecodeCost } from './decode-cost';
import { ImageRejectedError } from './image-rejected-error';
import { sniffImageType } from './sniff';

// Every upload is a new input, so libvips' operation cache would only hold memory. One libvips
// worker thread per image: uploads already run one (or a few) at a time through the image queue,
// and more threads per image mostly add per-thread buffers (see docs/security.md, "Images").
sharp.cache(false);
sharp.concurrency(1);

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

/** What the header says about an upload that passed every limit; `renderVariants` takes it. */
export interface InspectedImage {
  contentType: ImageMimeType;
  /** Dimensions after auto-orientation. */
  width: number;
  height: number;
}

export const VARIANT_CONTENT_TYPE = 'image/webp';

const SHARP_FORMAT: Record<ImageMimeType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
};

const WEBP_QUALITY = 80;
/** WebP cannot encode a side longer than this. */
const WEBP_MAX_SIDE = 16_383;

const INPUT_OPTIONS = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' } as const;

/**
 * Reads the header only (no pixel is decoded): JPEG or PNG judged by content, then refused when it
 * has more than MAX_IMAGE_PIXELS pixels or its decode would cost more memory than allowed (see
 * `checkDecodeCost`). Cheap, so it runs before the upload waits in the image queue.
 */
export async function inspectImage(input: Buffer): Promise<InspectedImage> {
  const contentType = sniffImageType(input);
  if (!contentType) throw new ImageRejectedError('unsupported-type', 'not a JPEG or PNG');

  let metadata: Metadata;
  try {
    // sharp applies limitInputPixels to the header too: a bomb is refused before decoding.
    metadata = await sharp(input, INPUT_OPTIONS).metadata();
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
  checkDecodeCost(metadata);
  return { contentType, width: metadata.autoOrient.width, height: metadata.autoOrient.height };
}

/**
 * Auto-rotates from EXIF and writes the two WebP variants (thumbnail THUMBNAIL_WIDTH_PX wide,
 * large within LARGE_IMAGE_MAX). The original is decoded once, into a small intermediate both
 * variants are cut from: decoding it once per variant doubled the memory of images that must be
 * held whole. Output carries no metadata (sharp drops EXIF, XMP and comments unless asked).
 */
export async function renderVariants(
  input: Buffer,
  image: InspectedImage,
): Promise<ProcessedImage> {
  const size = intermediateSize(image.width, image.height);
  if (size.width > WEBP_MAX_SIDE || size.height > WEBP_MAX_SIDE) {
    throw new ImageRejectedError('unsupported-type', 'aspect ratio too extreme for WebP');
  }
  try {
    const { data, info } = await sharp(input, INPUT_OPTIONS)
      .rotate()
      .resize({ ...size, fit: 'fill' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const variant = async (resize: ResizeOptions): Promise<ImageOutput> => {
      const out = await sharp(data, raw)
        .resize({ ...resize, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      return { data: out.data, width: out.info.width, height: out.info.height };
    };
    // One after the other: the intermediate is small, and one image should hold one thread.
    const thumb = await variant({ width: THUMBNAIL_WIDTH_PX });
    const large = await variant({ ...LARGE_IMAGE_MAX, fit: 'inside' });
    return {
      contentType: image.contentType,
      width: image.width,
      height: image.height,
      variants: { thumb, large },
    };
  } catch (error) {
    throw rejection(error);
  }
}

/** The whole pipeline: `inspectImage` then `renderVariants`. */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  return renderVariants(input, await inspectImage(input));
}

/**
 * The smallest size both variants can be cut from without enlarging: the larger of the scales
 * the thumbnail (width THUMBNAIL_WIDTH_PX) and the large variant (inside LARGE_IMAGE_MAX) need,
 * never above 1.
 */
export function intermediateSize(width: number, height: number) {
  const large = Math.min(1, LARGE_IMAGE_MAX.width / width, LARGE_IMAGE_MAX.height / height);
  const thumb = Math.min(1, THUMBNAIL_WIDTH_PX / width);
  const scale = Math.max(large, thumb);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** sharp refuses with "Input image exceeds pixel limit"; anything else is an unreadable file. */
function rejection(error: unknown): ImageRejectedError {
  if (error instanceof ImageRejectedError) return error;
  const detail = error instanceof Error ? error.message : String(error);
  return /pixel limit/i.test(detail)
    ? new ImageRejectedError('too-many-pixels', detail)
    : new ImageRejectedError('unsupported-type', `cannot decode: ${detail}`);
}
