import { inflateSync } from 'node:zlib';

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_RECORD = 16;

const padded = (length: number) => (length + 3) & ~3;

/** Whether `data` is a WOFF 1.0 font. */
export const isWoff = (data: Buffer) =>
  data.length >= WOFF_HEADER && data.readUInt32BE(0) === WOFF_SIGNATURE;

/**
 * The plain OpenType (sfnt) font inside a WOFF 1.0 file: each table inflated once. fontkit reads a
 * WOFF font by inflating a table every time it looks into it, the whole `glyf` table for each
 * glyph, which made a printed menu of a few hundred dishes take seconds of CPU
 * (docs/security.md, "Printing"); an sfnt is read in place.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (!isWoff(woff)) throw new Error('not a WOFF font');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const at = WOFF_HEADER + index * WOFF_ENTRY;
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compressed);
    const data = compressed < length ? inflateSync(stored) : stored;
    if (data.length !== length) throw new Error('WOFF table of the wrong length');
    return { tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data };
  });

  const directory = SFNT_HEADER + count * SFNT_RECORD;
  const size = tables.reduce((sum, table) => sum + padded(table.data.length), directory);
  const sfnt = Buffer.alloc(size);
  const power = 2 ** Math.floor(Math.log2(count));
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(count, 4);
  sfnt.writeUInt16BE(power * 16, 6);
  sfnt.writeUInt16BE(Math.log2(power), 8);
  sfnt.writeUInt16BE(count * 16 - power * 16, 10);
  let offset = directory;
  tables.forEach((table, index) => {
    const record = SFNT_HEADER + index * SFNT_RECORD;
    sfnt.writeUInt32BE(table.tag, record);
    sfnt.writeUInt32BE(table.checksum, record + 4);
    sfnt.writeUInt32BE(offset, record + 8);
    sfnt.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}
