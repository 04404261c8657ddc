import type { ImageMimeType } from '@carta/shared';

const SIGNATURES: { type: ImageMimeType; bytes: number[] }[] = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** The image type from the first bytes (magic numbers); the file name and client type are ignored. */
export function sniffImageType(data: Uint8Array): ImageMimeType | null {
  for (const { type, bytes } of SIGNATURES) {
    if (data.length >= bytes.length && bytes.every((byte, i) => data[i] === byte)) return type;
  }
  return null;
}
