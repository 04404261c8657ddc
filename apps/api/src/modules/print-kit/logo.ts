import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { Storage } from '../../lib/storage';
import { variantKey } from '../files/file-names';

/** A logo ready for a PDF: PNG bytes and the pixel size (for its aspect ratio). */
export interface PrintLogo {
  png: Buffer;
  width: number;
  height: number;
}

/**
 * The business's logo (its stored large variant, WebP) as a PNG, which PDFs embed; null when the
 * business has none or it cannot be read — a print is still useful without it.
 */
export async function loadLogo(
  storage: Storage,
  fileName: string | null,
  log: FastifyBaseLogger,
): Promise<PrintLogo | null> {
  if (!fileName) return null;
  try {
    const object = await storage.get(variantKey(fileName, 'large'));
    if (!object) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    const { data, info } = await sharp(Buffer.concat(chunks))
      .png()
      .toBuffer({ resolveWithObject: true });
    return { png: data, width: info.width, height: info.height };
  } catch (error) {
    log.warn(
      { err: error, fileName },
      'print kit: the logo could not be read; printing without it',
    );
    return null;
  }
}
