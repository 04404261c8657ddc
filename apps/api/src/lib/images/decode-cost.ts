import type { Metadata } from 'sharp';
import { MAX_IMAGE_DECODED_BYTES } from '@carta/shared';
import { ImageRejectedError } from './image-rejected-error';

/** The header fields the cost depends on (a subset of sharp's metadata). */
export type CostMetadata = Pick<
  Metadata,
  'format' | 'width' | 'height' | 'channels' | 'depth' | 'isProgressive' | 'chromaSubsampling'
>;

/**
 * Bytes a sample costs while decoding and resizing. A 16-bit image measured about 1.5 times the
 * peak of an 8-bit one of the same decoded size (libvips resizes it at a wider format), so its
 * samples count 4 bytes rather than 2.
 */
const BYTES_PER_SAMPLE: Partial<Record<Metadata['depth'], number>> = {
  uchar: 1,
  char: 1,
  ushort: 4,
  short: 4,
};

/** Samples per pixel a JPEG stores: chroma subsampling ('4:2:0') shrinks both chroma planes. */
function jpegSamplesPerPixel({ channels, chromaSubsampling }: CostMetadata): number {
  const [, a, b] = (chromaSubsampling ?? '').split(':').map(Number);
  if (channels < 3 || a === undefined || b === undefined || !(a > 0 && a <= 4)) return channels;
  const chroma = (a / 4) * (b === 0 ? 0.5 : 1);
  return channels - 2 + 2 * chroma;
}

/**
 * Rows of a PNG libvips may request at once while shrinking it a lot (measured: a 24000x500 RGBA
 * PNG peaked at twice its decoded size, a 12000x1000 one at 1.2 times).
 */
const PNG_ROWS_IN_FLIGHT = 512;

/**
 * Bytes the decoder will hold at once, from the header alone (measured with
 * apps/api/test/files/measure-image-cost.ts; see docs/security.md, "Images"):
 * - PNG: the decoded image, width x height x channels (after palette expansion) x bytes per
 *   sample, plus PNG_ROWS_IN_FLIGHT rows. libvips streams it, but a large shrink asks for most
 *   of the rows at once; an interlaced PNG is also held whole before the first row comes out, so
 *   its image counts twice.
 * - Progressive JPEG: libjpeg keeps every DCT coefficient (2 bytes per stored sample) until the
 *   last scan.
 * - Baseline JPEG: 0. It is decoded already shrunk (1/8 scale) and streamed; MAX_IMAGE_PIXELS
 *   bounds its time.
 */
export function decodeCost(metadata: CostMetadata): number {
  const pixels = metadata.width * metadata.height;
  if (metadata.format === 'jpeg') {
    return metadata.isProgressive ? pixels * jpegSamplesPerPixel(metadata) * 2 : 0;
  }
  const pixelBytes = metadata.channels * (BYTES_PER_SAMPLE[metadata.depth] ?? 4);
  const image = pixels * pixelBytes * (metadata.isProgressive ? 2 : 1);
  return image + PNG_ROWS_IN_FLIGHT * metadata.width * pixelBytes;
}

/** 413 material: the decode would need more than MAX_IMAGE_DECODED_BYTES. */
export function checkDecodeCost(metadata: CostMetadata): void {
  const cost = decodeCost(metadata);
  if (cost > MAX_IMAGE_DECODED_BYTES) {
    throw new ImageRejectedError(
      'too-costly',
      `${metadata.width}x${metadata.height} ${metadata.format} needs ${cost} bytes to decode`,
    );
  }
}
