// Writes .br and .gz beside each built text asset, so the server sends them compressed without
// compressing per request (@fastify/static `preCompressed`).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const assets = fileURLToPath(new URL('../dist/assets', import.meta.url));
const compressible = /\.(js|css|svg|json|html)$/;

let count = 0;
for (const name of await readdir(assets)) {
  if (!compressible.test(name)) continue;
  const path = join(assets, name);
  const data = await readFile(path);
  if (data.length < 1024) continue;
  await writeFile(
    `${path}.br`,
    brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${path}.gz`, gzipSync(data, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} assets (brotli and gzip)`);
