import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_DECODED_BYTES } from '@carta/shared';
import { checkDecodeCost, decodeCost, type CostMetadata } from './decode-cost';
import { ImageRejectedError } from './image-rejected-error';

const png = (overrides: Partial<CostMetadata> = {}): CostMetadata => ({
  format: 'png',
  width: 1000,
  height: 1000,
  channels: 3,
  depth: 'uchar',
  isProgressive: false,
  ...overrides,
});
const jpeg = (overrides: Partial<CostMetadata> = {}): CostMetadata => ({
  ...png({ format: 'jpeg', chromaSubsampling: '4:2:0' }),
  ...overrides,
});

const ROWS = 512;

describe('decodeCost (bytes a decode holds at once, from the header)', () => {
  it('counts a PNG as its decoded image plus the rows in flight', () => {
    expect(decodeCost(png())).toBe(1000 * 1000 * 3 + ROWS * 1000 * 3);
    expect(decodeCost(png({ channels: 4 }))).toBe(1000 * 1000 * 4 + ROWS * 1000 * 4);
  });

  it('counts an interlaced PNG’s image twice and 16-bit samples as 4 bytes', () => {
    expect(decodeCost(png({ isProgressive: true }))).toBe(2 * 3_000_000 + ROWS * 3000);
    expect(decodeCost(png({ depth: 'ushort' }))).toBe(12_000_000 + ROWS * 12_000);
  });

  it('counts a progressive JPEG’s DCT coefficients, by chroma subsampling', () => {
    const pixels = 1_000_000;
    expect(decodeCost(jpeg({ isProgressive: true }))).toBe(pixels * 1.5 * 2);
    expect(decodeCost(jpeg({ isProgressive: true, chromaSubsampling: '4:2:2' }))).toBe(
      pixels * 2 * 2,
    );
    expect(decodeCost(jpeg({ isProgressive: true, chromaSubsampling: '4:4:4' }))).toBe(
      pixels * 3 * 2,
    );
    expect(decodeCost(jpeg({ isProgressive: true, chromaSubsampling: undefined }))).toBe(
      pixels * 3 * 2,
    );
    expect(
      decodeCost(jpeg({ isProgressive: true, channels: 4, chromaSubsampling: '4:2:0:4' })),
    ).toBe(pixels * 2.5 * 2);
  });

  it('counts nothing for a baseline JPEG (decoded shrunk and streamed)', () => {
    expect(decodeCost(jpeg({ width: 6000, height: 6000 }))).toBe(0);
  });
});

describe('checkDecodeCost', () => {
  it('lets through exactly MAX_IMAGE_DECODED_BYTES and refuses one row more', () => {
    // A 4:4:4 progressive JPEG costs 6 bytes per pixel; find a height that lands on the budget.
    const width = 1000;
    const height = Math.floor(MAX_IMAGE_DECODED_BYTES / (6 * width));
    const header = jpeg({ width, height, isProgressive: true, chromaSubsampling: '4:4:4' });
    expect(decodeCost(header)).toBeLessThanOrEqual(MAX_IMAGE_DECODED_BYTES);
    expect(() => checkDecodeCost(header)).not.toThrow();
    const over = { ...header, height: height + 1 };
    expect(decodeCost(over)).toBeGreaterThan(MAX_IMAGE_DECODED_BYTES);
    expect(() => checkDecodeCost(over)).toThrow(ImageRejectedError);
  });
});
