import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LARGE_IMAGE_MAX, MAX_IMAGE_PIXELS, THUMBNAIL_WIDTH_PX } from '@carta/shared';
import { bombPng, pngImage } from '../../../test/helpers/images';
import {
  buildImage,
  IMAGES_AT_THE_LIMITS,
  JUST_OVER_THE_LIMIT,
} from '../../../test/helpers/expensive-images';
import { ImageRejectedError } from './image-rejected-error';
import { inspectImage, intermediateSize, processImage } from './process-image';
import { sniffImageType } from './sniff';

describe('sniffImageType', () => {
  it('recognises JPEG and PNG by their first bytes only', () => {
    expect(sniffImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(
      sniffImageType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])),
    ).toBe('image/png');
    expect(sniffImageType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(Uint8Array.from([0xff, 0xd8]))).toBeNull();
  });
});

describe('processImage', () => {
  it('refuses one pixel-row over MAX_IMAGE_PIXELS as too many pixels', async () => {
    const side = Math.ceil(Math.sqrt(MAX_IMAGE_PIXELS));
    const error = await processImage(bombPng(side, side)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageRejectedError);
    expect((error as ImageRejectedError).reason).toBe('too-many-pixels');
  });

  it('refuses an SVG even though sharp could read it', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    await expect(processImage(svg)).rejects.toMatchObject({ reason: 'unsupported-type' });
  });

  it('reports the oriented size of the original and WebP variants', async () => {
    const image = await processImage(await pngImage(400, 200));
    expect(image).toMatchObject({ contentType: 'image/png', width: 400, height: 200 });
    expect(image.variants.large).toMatchObject({ width: 400, height: 200 });
    expect(image.variants.thumb).toMatchObject({ width: 160, height: 80 });
    expect(image.variants.large.data.subarray(8, 12).toString('ascii')).toBe('WEBP');
  });

  it('turns a 16-bit PNG with transparency into 8-bit WebP with the same colours', async () => {
    const png16 = await sharp({
      create: {
        width: 1000,
        height: 500,
        channels: 4,
        background: { r: 200, g: 40, b: 90, alpha: 0.5 },
      },
    })
      .toColourspace('rgb16')
      .png()
      .toBuffer();
    expect((await sharp(png16).metadata()).depth).toBe('ushort');
    const image = await processImage(png16);
    expect(image.variants.large).toMatchObject({ width: 800, height: 400 });
    expect(image.variants.thumb).toMatchObject({ width: THUMBNAIL_WIDTH_PX, height: 80 });
    const { data, info } = await sharp(image.variants.large.data)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(4);
    const [r, g, b, a] = data;
    expect([r, g, b, a].map((v) => Math.round(v! / 8))).toEqual([25, 5, 11, 16]);
  });

  it('refuses an image too extreme for WebP as unsupported', async () => {
    // 100x20000: the thumbnail would need the whole 20000 rows, over WebP's 16383.
    await expect(processImage(bombPng(100, 20_000))).rejects.toMatchObject({
      reason: 'unsupported-type',
    });
  });
});

describe('intermediateSize (both variants cut from one decode)', () => {
  it('is the larger of the two variants’ scales, never an enlargement', () => {
    expect(intermediateSize(1200, 900)).toEqual({ width: 800, height: 600 });
    expect(intermediateSize(500, 1000)).toEqual({ width: 300, height: 600 });
    // Tall: the thumbnail (160 wide) needs more than the large variant (30 wide).
    expect(intermediateSize(200, 4000)).toEqual({ width: 160, height: 3200 });
    expect(intermediateSize(64, 48)).toEqual({ width: 64, height: 48 });
    expect(intermediateSize(LARGE_IMAGE_MAX.width * 10, 10)).toEqual({ width: 800, height: 1 });
  });
});

describe('inspectImage: limits from the header, before any decoding', () => {
  it('accepts every kind of image at its limit', async () => {
    for (const { name, spec } of IMAGES_AT_THE_LIMITS) {
      const inspected = await inspectImage(await buildImage(spec));
      expect(inspected, name).toMatchObject({ width: spec.width, height: spec.height });
    }
  });

  it('refuses the most expensive image with one more row as too costly', async () => {
    const error = await inspectImage(await buildImage(JUST_OVER_THE_LIMIT.spec)).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ImageRejectedError);
    expect((error as ImageRejectedError).reason).toBe('too-costly');
  });
});
