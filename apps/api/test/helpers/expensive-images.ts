import sharp from 'sharp';
import { MAX_IMAGE_DECODED_BYTES, MAX_IMAGE_PIXELS, MAX_UPLOAD_BYTES } from '@carta/shared';
import { decodeCost, type CostMetadata } from '../../src/lib/images/decode-cost';

/**
 * Images at (and just over) the limits the image pipeline accepts, computed from the shared
 * constants and the pipeline's cost model so they follow the limits when they change. Each is
 * small on the wire (a repeated pattern compresses well) and expensive to decode. See
 * docs/security.md, "Images"; measure-image-cost.ts prints what each costs.
 */

export interface PatternImage {
  width: number;
  height: number;
  channels: 3 | 4;
  /** Bits per sample: 16 only for PNG. */
  bits: 8 | 16;
  format: 'png' | 'jpeg';
  /** Adam7 for PNG, progressive for JPEG. */
  interlaced: boolean;
  /** JPEG only; default '4:4:4' (the most coefficients per pixel). */
  chromaSubsampling?: '4:2:0' | '4:4:4';
}

export interface NamedImage {
  name: string;
  spec: PatternImage;
}

/** The header fields decode-cost.ts reads, as sharp reports them for `spec`. */
function headerOf(spec: PatternImage): CostMetadata {
  return {
    format: spec.format,
    width: spec.width,
    height: spec.height,
    channels: spec.channels,
    depth: spec.bits === 16 ? 'ushort' : 'uchar',
    isProgressive: spec.interlaced,
    chromaSubsampling: spec.format === 'jpeg' ? (spec.chromaSubsampling ?? '4:4:4') : undefined,
  };
}

/** Whether the server's limits let `spec` through (checked against real uploads in the tests). */
export const isAccepted = (spec: PatternImage): boolean =>
  spec.width * spec.height <= MAX_IMAGE_PIXELS &&
  decodeCost(headerOf(spec)) <= MAX_IMAGE_DECODED_BYTES;

type Kind = Omit<PatternImage, 'width' | 'height'>;

/** The widest image of `height` rows the server accepts. */
function widestAt(height: number, kind: Kind): PatternImage {
  let low = 1;
  let high = 100_000;
  while (low < high) {
    const width = Math.ceil((low + high) / 2);
    if (isAccepted({ ...kind, width, height })) low = width;
    else high = width - 1;
  }
  return { ...kind, width: low, height };
}

/** The largest square image the server accepts. */
function largestSquare(kind: Kind): PatternImage {
  let side = Math.floor(Math.sqrt(MAX_IMAGE_PIXELS));
  while (!isAccepted({ ...kind, width: side, height: side })) side -= 1;
  return { ...kind, width: side, height: side };
}

const rgba8: Kind = { channels: 4, bits: 8, format: 'png', interlaced: false };
const jpeg: Kind = { channels: 3, bits: 8, format: 'jpeg', interlaced: false };

/**
 * Every kind of image at its limit: each is accepted, and each costs close to the most. Wide
 * PNGs cost the most per decoded byte (libvips asks for many long rows at once).
 */
export const IMAGES_AT_THE_LIMITS: NamedImage[] = [
  { name: 'png-8bit-rgba-wide', spec: widestAt(512, rgba8) },
  { name: 'png-16bit-rgba-wide', spec: widestAt(512, { ...rgba8, bits: 16 }) },
  { name: 'png-interlaced-8bit-rgba-wide', spec: widestAt(256, { ...rgba8, interlaced: true }) },
  { name: 'png-8bit-rgb-square', spec: largestSquare({ ...rgba8, channels: 3 }) },
  {
    name: 'jpeg-progressive-444-square',
    spec: largestSquare({ ...jpeg, interlaced: true, chromaSubsampling: '4:4:4' }),
  },
  { name: 'jpeg-baseline-square', spec: largestSquare(jpeg) },
];

/**
 * The image that cost the most peak memory of IMAGES_AT_THE_LIMITS when measured
 * (measure-image-cost.ts: +54 MB over the RSS before, ~0.7 s; the wide 8-bit PNG came second
 * at +52 MB): a progressive 4:4:4 JPEG, 2828x2828 at the default limits, 0.25 MB on the wire.
 */
export const MOST_EXPENSIVE_IMAGE: NamedImage = IMAGES_AT_THE_LIMITS.find(
  (image) => image.name === 'jpeg-progressive-444-square',
)!;

/** MOST_EXPENSIVE_IMAGE with one pixel row more: refused with 413 before decoding. */
export const JUST_OVER_THE_LIMIT: NamedImage = {
  name: `${MOST_EXPENSIVE_IMAGE.name}-plus-one-row`,
  spec: { ...MOST_EXPENSIVE_IMAGE.spec, height: MOST_EXPENSIVE_IMAGE.spec.height + 1 },
};

/** Bytes of one decoded row of `spec` (what the pattern repeats). */
const rowBytes = (spec: PatternImage) => spec.width * spec.channels;

/**
 * Encodes `spec`: 16 rows of flat 8x8 blocks repeated down the image, so it compresses to a small
 * file yet every pixel must be decoded. 16-bit PNGs are widened from 8-bit samples by sharp.
 */
export async function buildImage(spec: PatternImage): Promise<Buffer> {
  const tileRows = Math.min(spec.height, 16);
  const tile = Buffer.alloc(rowBytes(spec) * tileRows);
  for (let y = 0; y < tileRows; y += 1) {
    for (let x = 0; x < spec.width; x += 1) {
      for (let c = 0; c < spec.channels; c += 1) {
        // 8x8 blocks of flat colour: trivial for deflate and for JPEG's DCT.
        tile[(y * spec.width + x) * spec.channels + c] =
          ((x >> 3) * 37 + (y >> 3) * 91 + c * 85) & 0xff;
      }
    }
  }
  const raw = { width: spec.width, height: tileRows, channels: spec.channels };
  let image = sharp(tile, { raw }).extend({
    bottom: spec.height - tileRows,
    extendWith: 'repeat',
  });
  if (spec.bits === 16) {
    image = sharp(await image.raw().toBuffer(), {
      raw: { ...raw, height: spec.height },
      limitInputPixels: false,
    }).toColourspace('rgb16');
  }
  const data = await (
    spec.format === 'png'
      ? image.png({ progressive: spec.interlaced, compressionLevel: 9 })
      : image.jpeg({
          progressive: spec.interlaced,
          quality: 50,
          chromaSubsampling: spec.chromaSubsampling ?? '4:4:4',
        })
  ).toBuffer();
  if (data.length > MAX_UPLOAD_BYTES) {
    throw new Error(`${JSON.stringify(spec)} encodes to ${data.length} bytes, over the limit`);
  }
  return data;
}

/** The most expensive image this server accepts, encoded. */
export const mostExpensiveImage = (): Promise<Buffer> => buildImage(MOST_EXPENSIVE_IMAGE.spec);

/** Just over the limits (one row more than `mostExpensiveImage`), encoded. */
export const justOverTheLimitImage = (): Promise<Buffer> => buildImage(JUST_OVER_THE_LIMIT.spec);
