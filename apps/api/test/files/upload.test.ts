import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  LARGE_IMAGE_MAX,
  MAX_UPLOAD_BYTES,
  messages,
  THUMBNAIL_WIDTH_PX,
  UploadResponseSchema,
} from '@carta/shared';
import { files } from '../../src/db/schema';
import { IMMUTABLE_CACHE_CONTROL } from '../../src/modules/files/files.routes';
import { ownerSessionForSuite } from '../helpers/sessions';
import { bombPng, multipartFile, pngImage, rotatedJpeg } from '../helpers/images';
import { codedFields } from '../helpers/error-body';

const { t, owner } = ownerSessionForSuite();

async function upload(
  data: Uint8Array,
  filename: string,
  contentType: string,
  options: { field?: string; headers?: Record<string, string> } = {},
) {
  const form = await multipartFile(data, filename, contentType, options.field);
  return t.app.inject({
    method: 'POST',
    url: '/api/files/upload',
    headers: { ...(options.headers ?? owner.headers), ...form.headers },
    payload: form.payload,
  });
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const variantUrl = (fileName: string, variant: 'thumb' | 'large') =>
  `/api/files/${fileName}-${variant}.webp`;

const storedFiles = async () => {
  try {
    return await readdir(join(t.dataDir, 'uploads'));
  } catch {
    return [];
  }
};

/** Asserts a refused upload stored nothing: no object on disk and no files row. */
async function expectNothingStored(before: { objects: string[]; rows: number }) {
  expect(await storedFiles()).toEqual(before.objects);
  expect((await t.app.db.select().from(files)).length).toBe(before.rows);
}
const snapshot = async () => ({
  objects: await storedFiles(),
  rows: (await t.app.db.select().from(files)).length,
});

describe('POST /api/files/upload (the image pipeline)', () => {
  it('stores a PNG as WebP variants, records the uploader and serves them immutably', async () => {
    const original = await pngImage(1200, 900);
    const response = await upload(original, 'menu-photo.png', 'image/png');
    expect(response.statusCode, response.body).toBe(201);
    const { fileName, preSignedUrl } = UploadResponseSchema.parse(response.json());
    expect(fileName).toMatch(/^[0-9a-f-]{36}$/);
    expect(preSignedUrl).toBe(variantUrl(fileName, 'large'));

    const [row] = await t.app.db.select().from(files).where(eq(files.name, fileName));
    expect(row).toMatchObject({
      ownerId: owner.id,
      contentType: 'image/png',
      size: original.length,
      width: 1200,
      height: 900,
    });

    const large = await get(preSignedUrl);
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-type']).toBe('image/webp');
    expect(large.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(large.headers.etag).toMatch(/^".+"$/);
    const largeMeta = await sharp(large.rawPayload).metadata();
    expect(largeMeta).toMatchObject({
      format: 'webp',
      width: LARGE_IMAGE_MAX.width,
      height: LARGE_IMAGE_MAX.height,
    });

    const thumb = await get(variantUrl(fileName, 'thumb'));
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: THUMBNAIL_WIDTH_PX,
      height: 120,
    });

    const revalidated = await get(preSignedUrl, { 'if-none-match': large.headers.etag as string });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('auto-rotates a JPEG from its EXIF orientation and strips its metadata', async () => {
    const original = await rotatedJpeg(1000, 500);
    expect((await sharp(original).metadata()).orientation).toBe(6);
    const response = await upload(original, 'IMG_0001.JPG', 'image/jpeg');
    expect(response.statusCode, response.body).toBe(201);
    const { fileName } = UploadResponseSchema.parse(response.json());

    const [row] = await t.app.db.select().from(files).where(eq(files.name, fileName));
    expect(row).toMatchObject({ contentType: 'image/jpeg', width: 500, height: 1000 });

    for (const [variant, width, height] of [
      ['large', 300, 600],
      ['thumb', THUMBNAIL_WIDTH_PX, 320],
    ] as const) {
      const served = await get(variantUrl(fileName, variant));
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height });
      expect(meta.orientation).toBeUndefined();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(served.rawPayload.includes('secret-owner-name')).toBe(false);
      expect(served.rawPayload.includes('CartaCam')).toBe(false);
    }
  });

  it('never enlarges a small image', async () => {
    const response = await upload(await pngImage(64, 48), 'tiny.png', 'image/png');
    const { fileName } = UploadResponseSchema.parse(response.json());
    for (const variant of ['large', 'thumb'] as const) {
      const meta = await sharp((await get(variantUrl(fileName, variant))).rawPayload).metadata();
      expect(meta).toMatchObject({ width: 64, height: 48 });
    }
  });

  it('judges the type by content: a text file named .png is refused with 415', async () => {
    const before = await snapshot();
    const response = await upload(
      Buffer.from('just some text, not a picture\n'),
      'evil.png',
      'image/png',
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ message: messages.unsupportedImageType });
    await expectNothingStored(before);
  });

  it('refuses other image types and corrupt PNGs with 415', async () => {
    const before = await snapshot();
    const gif = await sharp({
      create: { width: 10, height: 10, channels: 3, background: '#ff0000' },
    })
      .gif()
      .toBuffer();
    expect((await upload(gif, 'anim.png', 'image/png')).statusCode).toBe(415);

    const png = await pngImage(300, 300);
    const truncated = png.subarray(0, 60);
    const response = await upload(truncated, 'broken.png', 'image/png');
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(messages.unsupportedImageType);
    await expectNothingStored(before);
  });

  it('refuses a file over 5 MB with 413 while streaming', async () => {
    const before = await snapshot();
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1024, 1);
    (await pngImage(8, 8)).copy(big);
    const response = await upload(big, 'huge.png', 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413, message: messages.imageTooLarge });
    await expectNothingStored(before);
  });

  it('refuses a decompression bomb (20000x20000 in a few KB) before decoding it', async () => {
    const before = await snapshot();
    const bomb = bombPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(200_000);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({
      width: 20_000,
      height: 20_000,
    });
    const response = await upload(bomb, 'bomb.png', 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(messages.imageTooManyPixels);
    await expectNothingStored(before);
  });

  it('needs a signed-in caller and a file in the "file" field', async () => {
    const png = await pngImage(10, 10);
    const anonymous = await upload(png, 'a.png', 'image/png', { headers: {} });
    expect(anonymous.statusCode).toBe(401);

    const wrongField = await upload(png, 'a.png', 'image/png', { field: 'image' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toMatchObject({
      fields: codedFields({ file: messages.fileRequired }),
    });

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: owner.headers,
      payload: { file: 'nope' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(messages.fileRequired);
  });
});

describe('GET /api/files/:name', () => {
  it('answers 404 for unknown names and anything that is not a stored variant', async () => {
    const unknown = `/api/files/${crypto.randomUUID()}-large.webp`;
    expect((await get(unknown)).statusCode).toBe(404);
    expect((await get('/api/files/..%2F..%2Fjwt-secret')).statusCode).toBe(404);
    expect((await get('/api/files/.hidden')).statusCode).toBe(404);
  });
});
