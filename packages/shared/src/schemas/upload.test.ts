import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_PIXELS } from '../constants';
import { IMAGE_VARIANTS, UploadResponseSchema } from './upload';
import { messages } from '../messages';

describe('upload', () => {
  it('answers the opaque file name and a URL to show it (docs/product.md §3)', () => {
    const body = { fileName: 'a1b2', preSignedUrl: '/api/files/a1b2-large.webp' };
    expect(UploadResponseSchema.parse(body)).toEqual(body);
    expect(UploadResponseSchema.safeParse({ fileName: 'a1b2' }).success).toBe(false);
  });

  it('stores a thumbnail and a large variant', () => {
    expect(IMAGE_VARIANTS).toEqual(['thumb', 'large']);
  });

  it('names the pixel limit in megapixels', () => {
    expect(messages.imageTooManyPixels).toContain(String(MAX_IMAGE_PIXELS / 1_000_000));
  });
});
