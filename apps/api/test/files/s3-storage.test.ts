import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessSchema, LARGE_IMAGE_MAX, UploadResponseSchema } from '@carta/shared';
import { IMMUTABLE_CACHE_CONTROL } from '../../src/modules/files/files.routes';
import { createTestApp, type TestApp } from '../helpers/app';
import { createOwner, type Owner } from '../helpers/sessions';
import { createBusiness } from '../helpers/fixtures';
import { multipartFile, pngImage } from '../helpers/images';

const BUCKET = 'carta-test';
// s3rver checks signatures made with these fixed credentials.
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

let s3rverDir: string;
let server: S3rver;
let endpoint: string;
let t: TestApp;
let owner: Owner;

beforeAll(async () => {
  s3rverDir = await mkdtemp(join(tmpdir(), 'carta-s3rver-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3rverDir,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  t = await createTestApp({
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
  });
  owner = await createOwner(t);
});

afterAll(async () => {
  await t?.close();
  await server?.close();
  await rm(s3rverDir, { recursive: true, force: true });
});

async function bucketKeys(): Promise<string[]> {
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: CREDENTIALS,
  });
  try {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
    return (listed.Contents ?? []).map((object) => object.Key!).sort();
  } finally {
    client.destroy();
  }
}

describe('S3-compatible storage (S3_BUCKET set)', () => {
  it('stores both variants in the bucket and nothing on local disk', async () => {
    expect(t.app.storage.kind).toBe('s3');
    const form = await multipartFile(await pngImage(1600, 1200), 'photo.png', 'image/png');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...owner.headers, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { fileName, preSignedUrl } = UploadResponseSchema.parse(response.json());

    expect(await bucketKeys()).toEqual(
      expect.arrayContaining([`${fileName}-large.webp`, `${fileName}-thumb.webp`]),
    );
    await expect(readdir(join(t.dataDir, 'uploads'))).rejects.toMatchObject({ code: 'ENOENT' });

    // preSignedUrl: a presigned GET of the large variant, straight from the bucket.
    expect(preSignedUrl.startsWith(`${endpoint}/${BUCKET}/${fileName}-large.webp?`)).toBe(true);
    expect(new URL(preSignedUrl).searchParams.get('X-Amz-Signature')).toBeTruthy();
    const direct = await fetch(preSignedUrl);
    expect(direct.status).toBe(200);
    const directBytes = Buffer.from(await direct.arrayBuffer());
    expect(await sharp(directBytes).metadata()).toMatchObject({
      format: 'webp',
      width: LARGE_IMAGE_MAX.width,
      height: LARGE_IMAGE_MAX.height,
    });

    // Entity URLs go through the API, which proxies the bucket with immutable cache headers.
    const business = await createBusiness(t, owner, { logo: fileName });
    const logoUrl = BusinessSchema.parse(business).logo_url!;
    const proxied = await t.app.inject({ method: 'GET', url: logoUrl });
    expect(proxied.statusCode).toBe(200);
    expect(proxied.headers['content-type']).toBe('image/webp');
    expect(proxied.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(proxied.headers.etag).toMatch(/^".+"$/);
    expect(proxied.rawPayload.equals(directBytes)).toBe(true);

    const revalidated = await t.app.inject({
      method: 'GET',
      url: logoUrl,
      headers: { 'if-none-match': proxied.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);

    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/files/${crypto.randomUUID()}-thumb.webp`,
    });
    expect(missing.statusCode).toBe(404);
  });
});
