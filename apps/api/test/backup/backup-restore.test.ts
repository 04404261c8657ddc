import { randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_PRESETS, type Category, type Menu, type Product } from '@carta/shared';
import { main } from '../../src/backup/cli';
import { LOCK_FILE } from '../../src/backup/data-dir-lock';
import { pngImage } from '../helpers/images';
import { ServerProcess } from '../helpers/server-process';

/*
 * issue 9, "Backups": real data made through the API of a real server process, a backup taken
 * with `npm run backup`'s code WHILE that server serves a stream of writes, then changes and
 * deletions, a restore into a fresh DATA_DIR, and a server started on it. On the `api` project the
 * database is PGlite (the backup asks the running server for its snapshot); on `api-postgres` it
 * is PostgreSQL (pg_dump and pg_restore).
 */

const JWT_SECRET = randomBytes(32).toString('hex');
let source: ServerProcess;
let target: ServerProcess | undefined;
let backups: string;
let token: string;

beforeAll(async () => {
  backups = await mkdtemp(join(tmpdir(), 'carta-backups-'));
  source = await ServerProcess.start({ env: { JWT_SECRET } });
  token = (await source.createOwner()).token;
});
afterAll(async () => {
  await source?.dispose();
  await target?.dispose();
  await rm(backups, { recursive: true, force: true });
});

const envOf = (server: ServerProcess): NodeJS.ProcessEnv => ({
  DATA_DIR: server.dataDir,
  ...(server.databaseUrl ? { DATABASE_URL: server.databaseUrl } : {}),
});

async function cli(args: string[], server: ServerProcess) {
  const lines: string[] = [];
  const code = await main(args, envOf(server), (line) => lines.push(line));
  return { code, output: lines.join('\n') };
}

const api = <T>(server: ServerProcess, method: string, path: string, body?: unknown) =>
  server.call<T>(method, path, body, token);

async function upload(server: ServerProcess, seed: number): Promise<string> {
  const form = new FormData();
  const png = await pngImage(40 + seed, 30 + seed);
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
  return (await api<{ fileName: string }>(server, 'POST', '/api/files/upload', form)).fileName;
}

async function fileBytes(server: ServerProcess, url: string): Promise<Buffer> {
  const response = await fetch(`${server.url}${url}`);
  expect(response.status, url).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('npm run backup and npm run restore', () => {
  it('round-trip real data taken while the server serves writes; the restored server has every entity, the theme, the order and the images', async () => {
    // --- real data through the API ------------------------------------------------------------
    const logo = await upload(source, 1);
    const business = await api<{ id: string; logo_url: string }>(
      source,
      'POST',
      '/api/businesses',
      {
        name: 'Casa Backup',
        logo,
        phone: '+34 600 000 001',
      },
    );
    const seeded: Product[] = [];
    for (const [index, name] of ['Tortilla', 'Croquetas', 'Flan'].entries()) {
      seeded.push(
        await api<Product>(source, 'POST', '/api/products', {
          name,
          price: `${index + 4}.50`,
          description: `${name}, made today`,
          image: await upload(source, index + 2),
          business: { id: business.id },
        }),
      );
    }
    const [tortilla, croquetas, flan] = seeded as [Product, Product, Product];
    const tapas = await api<Category>(source, 'POST', '/api/categories', {
      name: 'Tapas',
      business: { id: business.id },
      products: [{ id: croquetas.id }, { id: tortilla.id }],
    });
    const sweets = await api<Category>(source, 'POST', '/api/categories', {
      name: 'Postres',
      business: { id: business.id },
      products: [{ id: flan.id }],
    });
    const theme = THEME_PRESETS[1]!.theme;
    const menu = await api<Menu>(source, 'POST', '/api/menus', {
      name: 'Cena',
      business: { id: business.id },
      categories: [{ id: sweets.id }, { id: tapas.id }],
      theme,
    });
    const images = new Map<string, Buffer>();
    for (const url of [business.logo_url, ...seeded.map((product) => product.image_url!)]) {
      images.set(url, await fileBytes(source, url));
    }

    // --- a stream of writes, one after another, with a backup in the middle -------------------
    let acknowledged = 0;
    let started = 0;
    let writing = true;
    const writer = (async () => {
      while (writing) {
        started++;
        const number = started;
        await api(source, 'POST', '/api/products', {
          name: `Write ${number}`,
          price: '1',
          // Images on the first writes only: the stream must stay under the per-account upload
          // limit however long the backup takes on a busy machine.
          ...(number % 3 === 0 && number <= 30 ? { image: await upload(source, number % 20) } : {}),
          business: { id: business.id },
        });
        acknowledged = number;
      }
    })();
    // Racing the writer: a failed write ends the test at once instead of waiting forever.
    const tick = () => Promise.race([sleep(10), writer]);
    while (acknowledged < 4) await tick();
    const acknowledgedBefore = acknowledged;
    const backup = await cli(['backup', '--out', backups], source);
    const startedBefore = started;
    while (acknowledged < startedBefore + 2) await tick();
    writing = false;
    await writer;
    expect(backup.output).toContain('Backup written to');
    expect(backup.code, backup.output).toBe(0);
    if (source.kind === 'pglite') expect(backup.output).toContain('asking it for a snapshot');

    const [archive, ...others] = await readdir(backups);
    expect(others).toEqual([]);
    expect(archive).toMatch(/^carta-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);
    const archiveFile = join(backups, archive!);
    console.log(
      `backup (${source.kind}) during writes: ${acknowledgedBefore} acknowledged before it, ${startedBefore} started before its end, archive ${Math.round(statSync(archiveFile).size / 1024)} KB`,
    );
    expect(statSync(archiveFile).mode & 0o777).toBe(0o600);

    // --- after the backup: changes and deletions that the restore must undo -------------------
    await api(source, 'POST', `/api/businesses/${business.id}`, { name: 'Casa Changed' });
    await api(source, 'DELETE', `/api/products/${tortilla.id}`);
    await api(source, 'DELETE', `/api/categories/${sweets.id}`);
    await api(source, 'POST', `/api/menus/${menu.id}`, {
      name: 'Cena nueva',
      theme: THEME_PRESETS[2]!.theme,
      categories: [{ id: tapas.id }],
    });
    await source.stop();

    // --- restore into a fresh DATA_DIR --------------------------------------------------------
    target = await ServerProcess.start({ env: { JWT_SECRET } });
    const refused = await cli(['restore', archiveFile], target);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(
      target.kind === 'pglite'
        ? /in use by a Carta server, process \d+\. Stop it before restoring/
        : /other session\(s\) are connected to the database/,
    );
    await target.stop();
    expect(existsSync(join(target.dataDir, LOCK_FILE)), 'the server removes its lock').toBe(false);

    const restored = await cli(['restore', archiveFile], target);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toContain('Restored backup of');
    const kept = await readdir(target.dataDir);
    if (target.kind === 'pglite') {
      expect(kept.some((name) => /^db\.before-restore-/.test(name))).toBe(true);
    } else {
      expect(kept.some((name) => /^postgres\.before-restore-.*\.dump$/.test(name))).toBe(true);
    }
    await target.restart();

    // --- every entity as it was at the backup ----------------------------------------------------
    const read = <T>(path: string) => api<T>(target!, 'GET', path);
    const restoredBusiness = await read<{ name: string; logo_url: string; phone: string }>(
      `/api/businesses/${business.id}`,
    );
    expect(restoredBusiness).toMatchObject({ name: 'Casa Backup', phone: '+34 600 000 001' });
    const products = await read<{ items: Product[] }>(
      `/api/products?business_id=${business.id}&items_per_page=1000`,
    );
    const byName = new Map(products.items.map((product) => [product.name, product]));
    for (const product of seeded) {
      expect(byName.get(product.name)).toMatchObject({
        id: product.id,
        price: product.price,
        description: product.description,
        image: product.image,
      });
    }
    // The writes form a prefix: all acknowledged before the backup, none started after it.
    const writes = products.items
      .map((product) => /^Write (\d+)$/.exec(product.name)?.[1])
      .filter((number) => number !== undefined)
      .map(Number)
      .sort((a, b) => a - b);
    expect(writes).toEqual(writes.map((_, index) => index + 1));
    expect(writes.length).toBeGreaterThanOrEqual(acknowledgedBefore);
    expect(writes.length).toBeLessThanOrEqual(startedBefore);
    expect(products.items).toHaveLength(seeded.length + writes.length);
    console.log(`restored (${target.kind}): ${writes.length} of the writes, a prefix`);

    const restoredTapas = await read<Category>(`/api/categories/${tapas.id}`);
    expect(restoredTapas.products.map((product) => product.id)).toEqual([
      croquetas.id,
      tortilla.id,
    ]);
    const restoredSweets = await read<Category>(`/api/categories/${sweets.id}`);
    expect(restoredSweets.products.map((product) => product.id)).toEqual([flan.id]);
    const restoredMenu = await read<Menu>(`/api/menus/${menu.id}`);
    expect(restoredMenu.name).toBe('Cena');
    expect(restoredMenu.theme).toEqual(menu.theme);
    expect(restoredMenu.categories.map((category) => category.id)).toEqual([sweets.id, tapas.id]);

    // --- and the images are served, byte for byte ----------------------------------------------
    for (const [url, bytes] of images)
      expect((await fileBytes(target, url)).equals(bytes)).toBe(true);
    for (const product of products.items.filter((item) => item.image_url)) {
      await fileBytes(target, product.image_url!);
      await fileBytes(target, product.image_thumb_url!);
    }
    const guest = await fetch(`${target.url}/api/public/menus/${menu.id}`);
    expect(guest.status).toBe(200);
    const guestMenu = (await guest.json()) as { categories: { name: string }[] };
    expect(guestMenu.categories.map((category) => category.name)).toEqual(['Postres', 'Tapas']);
  }, 120_000);
});
