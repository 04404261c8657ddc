/**
 * The smallest tar (ustar) writer and reader the backup archive needs: regular files only, names
 * under 100 bytes, sizes under 8 GiB. The archive stays readable by any `tar` (`tar tzf`), and no
 * dependency or shell-out is needed. See docs/backups.md.
 */

const BLOCK = 512;
const NAME_BYTES = 100;
/** 11 octal digits. */
const MAX_SIZE = 8 ** 11 - 1;

export class ArchiveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArchiveError';
  }
}

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

/** The 512-byte header of one regular file, or of a directory (`type` '5', size 0, name ending in /). */
export function tarHeader(name: string, size: number, mtime: Date, type: '0' | '5' = '0'): Buffer {
  const nameBytes = Buffer.from(name, 'utf8');
  if (nameBytes.length === 0 || nameBytes.length >= NAME_BYTES) {
    throw new ArchiveError(`tar entry name must be 1 to ${NAME_BYTES - 1} bytes: ${name}`);
  }
  if (!Number.isSafeInteger(size) || size < 0 || size > MAX_SIZE) {
    throw new ArchiveError(`tar entry too large: ${name} (${size} bytes)`);
  }
  const header = Buffer.alloc(BLOCK, 0);
  nameBytes.copy(header, 0);
  header.write(octal(type === '5' ? 0o755 : 0o644, 8), 100, 'ascii');
  header.write(octal(0, 8), 108, 'ascii');
  header.write(octal(0, 8), 116, 'ascii');
  header.write(octal(size, 12), 124, 'ascii');
  header.write(octal(Math.max(0, Math.floor(mtime.getTime() / 1000)), 12), 136, 'ascii');
  header.write('        ', 148, 'ascii');
  header.write(type, 156, 'ascii');
  header.write('ustar\0', 257, 'ascii');
  header.write('00', 263, 'ascii');
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return header;
}

/** Zero bytes that pad an entry of `size` bytes to a whole block. */
export const tarPadding = (size: number): Buffer => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** Two zero blocks end an archive. */
export const tarEnd = (): Buffer => Buffer.alloc(BLOCK * 2);

/** Pulls exact byte counts out of a stream of chunks. */
class ByteReader {
  private readonly iterator: AsyncIterator<Buffer>;
  private pending: Buffer = Buffer.alloc(0);

  constructor(source: AsyncIterable<Buffer>) {
    this.iterator = source[Symbol.asyncIterator]();
  }

  /** Up to `max` bytes (at least one), or null at the end of the stream. */
  async read(max: number): Promise<Buffer | null> {
    while (this.pending.length === 0) {
      const next = await this.iterator.next();
      if (next.done) return null;
      this.pending = next.value;
    }
    const taken = this.pending.subarray(0, max);
    this.pending = this.pending.subarray(taken.length);
    return taken;
  }

  async exactly(size: number): Promise<Buffer> {
    const parts: Buffer[] = [];
    let missing = size;
    while (missing > 0) {
      const part = await this.read(missing);
      if (!part) throw new ArchiveError('the archive is truncated');
      parts.push(part);
      missing -= part.length;
    }
    return parts.length === 1 ? parts[0]! : Buffer.concat(parts);
  }
}

function parseOctal(field: Buffer): number {
  const text = field
    .toString('ascii')
    .replace(/[\0 ]+$/, '')
    .trim();
  if (!/^[0-7]+$/.test(text)) throw new ArchiveError('the archive has a damaged tar header');
  return parseInt(text, 8);
}

function parseHeader(header: Buffer): { name: string; size: number; type: string } {
  const stored = parseOctal(header.subarray(148, 156));
  let sum = 0;
  for (let index = 0; index < BLOCK; index++) {
    sum += index >= 148 && index < 156 ? 0x20 : header[index]!;
  }
  if (sum !== stored) throw new ArchiveError('the archive has a damaged tar header');
  const end = header.indexOf(0, 0);
  const name = header.subarray(0, end === -1 || end > NAME_BYTES ? NAME_BYTES : end);
  const prefixEnd = header.indexOf(0, 345);
  const prefix = header
    .subarray(345, prefixEnd === -1 || prefixEnd > 500 ? 500 : prefixEnd)
    .toString('utf8');
  return {
    name: (prefix ? `${prefix}/` : '') + name.toString('utf8'),
    size: parseOctal(header.subarray(124, 136)),
    type: String.fromCharCode(header[156]!),
  };
}

export interface TarEntry {
  /** Without the trailing / of a directory. */
  name: string;
  type: 'file' | 'directory';
  size: number;
  /** The entry's bytes in chunks; must be read to the end before the next entry. */
  body: AsyncIterable<Buffer>;
}

async function* empty(): AsyncGenerator<Buffer> {}

/**
 * The regular files and directories of a tar stream, in order; links, devices and any other kind
 * of entry are refused. Throws ArchiveError on a damaged or truncated archive.
 */
export async function* readTar(source: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const reader = new ByteReader(source);
  for (;;) {
    const first = await reader.read(BLOCK);
    if (!first) throw new ArchiveError('the archive is truncated (no end marker)');
    const header =
      first.length === BLOCK
        ? first
        : Buffer.concat([first, await reader.exactly(BLOCK - first.length)]);
    if (header.every((byte) => byte === 0)) return;
    const { name, size, type } = parseHeader(header);
    if (type === '5') {
      yield { name: name.replace(/\/+$/, ''), size: 0, type: 'directory', body: empty() };
      await reader.exactly(tarPadding(size).length + size);
      continue;
    }
    if (type !== '0' && type !== '\0') {
      throw new ArchiveError(`the archive holds an entry that is not a file: ${name}`);
    }
    let consumed = size === 0;
    const body = async function* () {
      let missing = size;
      while (missing > 0) {
        const part = await reader.read(Math.min(missing, 1 << 20));
        if (!part) throw new ArchiveError('the archive is truncated');
        missing -= part.length;
        yield part;
      }
      consumed = true;
    };
    yield { name, size, type: 'file', body: body() };
    if (!consumed) throw new ArchiveError(`tar entry ${name} was not read to its end`);
    await reader.exactly(tarPadding(size).length);
  }
}
