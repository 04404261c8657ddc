import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_PIXELS } from '@carta/shared';
import { bombPng, pngImage } from '../../../test/files/images';
import { ImageRejectedError, processImage } from './process-image';
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
});
