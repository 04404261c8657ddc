import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A real PNG with a colour gradient-ish content, so the encoder has something to do. */
export function pngImage(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } },
  })
    .png()
    .toBuffer();
}

/**
 * A JPEG stored landscape (width x height) with EXIF orientation 6 ("rotate 90° clockwise to
 * display") and identifying EXIF fields that must not survive the pipeline.
 */
export function rotatedJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 20, g: 120, b: 220 } },
  })
    .jpeg()
    .withExif({ IFD0: { Make: 'CartaCam', Copyright: 'secret-owner-name' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** One PNG chunk: length, type, data and CRC. */
export function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid, tiny PNG that decodes to width x height pixels: 1-bit greyscale zero rows compress to
 * almost nothing (20000x20000 is ~50 MB of rows, ~50 KB on the wire) — a decompression bomb.
 */
export function bombPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rowBytes = 1 + Math.ceil(width / 8); // filter byte + packed pixels
  const pixels = deflateSync(Buffer.alloc(rowBytes * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart/form-data body with one file part, for `app.inject`. */
export async function multipartFile(
  data: Uint8Array,
  filename: string,
  contentType: string,
  field = 'file',
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  form.append(field, new Blob([data], { type: contentType }), filename);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}
