import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/backup/cli';
import { ARCHIVE_FORMAT, type Manifest } from '../../src/backup/manifest';
import { ArchiveError, readTar, tarEnd, tarHeader, tarPadding } from '../../src/backup/tar';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'carta-archive-test-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const entry = (name: string, data: Buffer) => [
  tarHeader(name, data.length, new Date(0)),
  data,
  tarPadding(data.length),
];
const tar = (...entries: [string, Buffer][]) =>
  Buffer.concat([...entries.flatMap(([name, data]) => entry(name, data)), tarEnd()]);

async function* chunks(data: Buffer, size: number) {
  for (let at = 0; at < data.length; at += size) yield data.subarray(at, at + size);
}

async function readAll(data: Buffer, chunkSize = 7) {
  const read: [string, string][] = [];
  for await (const item of readTar(chunks(data, chunkSize))) {
    const parts: Buffer[] = [];
    for await (const part of item.body) parts.push(part);
    read.push([item.name, Buffer.concat(parts).toString('utf8')]);
  }
  return read;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** A well-formed archive (as `npm run backup` writes them) whose database dump is not one. */
function archive(entries: [string, Buffer][], manifestEntries = entries) {
  const manifest: Manifest = {
    app: 'carta',
    format: ARCHIVE_FORMAT,
    createdAt: new Date().toISOString(),
    database: {
      kind: 'postgres',
      via: 'pg_dump',
      entry: 'database/postgres.dump',
      takenAt: new Date().toISOString(),
      migrations: 1,
      tables: {},
    },
    uploads: { storage: 'local', files: 0, bytes: 0 },
    entries: manifestEntries.map(([name, data]) => ({
      name,
      size: data.length,
      sha256: sha256(data),
    })),
    directories: [],
  };
  return gzipSync(tar(...entries, ['manifest.json', Buffer.from(JSON.stringify(manifest))]));
}

async function check(file: Buffer) {
  const path = join(dir, `${Math.random().toString(36).slice(2)}.tar.gz`);
  await writeFile(path, file);
  const lines: string[] = [];
  const code = await main(['restore', '--check', path], { DATA_DIR: dir }, (line) =>
    lines.push(line),
  );
  return { code, output: lines.join('\n') };
}

const database = Buffer.from('not really a database');
const image = Buffer.from('RIFF....WEBP');

describe('the tar container of a backup', () => {
  it('reads back what it wrote, whatever the chunking, and `tar` would agree on the layout', async () => {
    const data = tar(
      ['manifest.json', Buffer.from('{"a":1}')],
      ['uploads/x-large.webp', Buffer.alloc(1500, 7)],
      ['empty', Buffer.alloc(0)],
    );
    expect(data.length % 512).toBe(0);
    for (const size of [1, 7, 512, 4096]) {
      const read = await readAll(data, size);
      expect(read.map(([name]) => name)).toEqual([
        'manifest.json',
        'uploads/x-large.webp',
        'empty',
      ]);
      expect(read[1]![1]).toBe(Buffer.alloc(1500, 7).toString('utf8'));
    }
  });

  it('reads directories, which PostgreSQL needs even when empty', async () => {
    const data = Buffer.concat([
      tarHeader('database/pglite/pg_tblspc/', 0, new Date(0), '5'),
      ...entry('database/pglite/PG_VERSION', Buffer.from('17\n')),
      tarEnd(),
    ]);
    const read: [string, string][] = [];
    for await (const item of readTar(chunks(data, 100))) {
      for await (const part of item.body) expect(part.length).toBeGreaterThan(0);
      read.push([item.name, item.type]);
    }
    expect(read).toEqual([
      ['database/pglite/pg_tblspc', 'directory'],
      ['database/pglite/PG_VERSION', 'file'],
    ]);
  });

  it('refuses a damaged header, a truncated stream and links', async () => {
    const good = tar(['a', Buffer.from('hello')]);
    const damaged = Buffer.from(good);
    damaged[10] = 65;
    await expect(readAll(damaged)).rejects.toThrow(ArchiveError);
    await expect(readAll(good.subarray(0, 600))).rejects.toThrow(/truncated/);
    const link = tarHeader('evil', 0, new Date(0));
    link.write('2', 156, 'ascii');
    // Recompute the checksum for the changed type so only the type is wrong.
    link.write('        ', 148, 'ascii');
    let sum = 0;
    for (const byte of link) sum += byte;
    link.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
    await expect(readAll(Buffer.concat([link, tarEnd()]))).rejects.toThrow(/not a file/);
  });
});

describe('npm run restore -- --check verifies an archive before anything is touched', () => {
  const entries: [string, Buffer][] = [
    ['database/postgres.dump', database],
    ['uploads/a-large.webp', image],
  ];

  it('accepts an intact archive', async () => {
    const result = await check(archive(entries));
    expect(result.output).toContain('is complete');
    expect(result.code).toBe(0);
  });

  it('refuses a changed byte (checksum), a missing entry, an extra entry, a cut file and a stranger', async () => {
    const changed = await check(
      archive([entries[0]!, ['uploads/a-large.webp', Buffer.from('RIFF....WEBQ')]], entries),
    );
    expect(changed).toEqual({ code: 1, output: expect.stringMatching(/a-large.webp is damaged/) });

    const missing = await check(archive([entries[0]!], entries));
    expect(missing.output).toMatch(/uploads\/a-large.webp is missing/);

    const extra = await check(archive(entries, [entries[0]!]));
    expect(extra.output).toMatch(/does not list/);

    const whole = archive(entries);
    const cut = await check(whole.subarray(0, whole.length - 20));
    expect(cut.code).toBe(1);
    expect(cut.output).toMatch(/not a complete gzip file|truncated/);

    const stranger = await check(gzipSync(tar(['notes.txt', Buffer.from('hi')])));
    expect(stranger.output).toMatch(/unexpected entry in the archive: notes.txt/);
  });

  it('never writes outside the restore folder: path names are refused', async () => {
    for (const name of [
      '../escape',
      '/etc/cron.d/x',
      'uploads/../../x',
      'uploads/.hidden',
      'db/base/1',
    ]) {
      const result = await check(gzipSync(tar([name, Buffer.from('x')])));
      expect(result.code, name).toBe(1);
      expect(result.output).toContain('unexpected entry');
    }
  });

  it('the archive is a plain .tar.gz', async () => {
    const file = archive(entries);
    const plain = gunzipSync(file);
    expect(plain.subarray(257, 262).toString('ascii')).toBe('ustar');
  });
});

describe('the command line', () => {
  it('answers usage with exit code 2 to unknown commands and options, 0 to --help', async () => {
    expect((await check(Buffer.alloc(0))).code).toBe(1);
    for (const args of [
      ['frobnicate'],
      ['backup', '--bogus'],
      ['restore'],
      ['backup', '--keep', '0'],
    ]) {
      const lines: string[] = [];
      expect(await main(args, { DATA_DIR: dir }, (line) => lines.push(line)), args.join(' ')).toBe(
        2,
      );
      expect(lines.join('\n')).toContain('Usage:');
    }
    expect(await main(['backup', '--help'], { DATA_DIR: dir }, () => {})).toBe(0);
  });
});
