// docs/architecture.md §8: the dashboard SPA's initial JavaScript stays within 200 KB gzipped, routes code-split.
// Reads the production build (apps/web/dist): everything index.html loads before any route chunk
// (entry script, module preloads, stylesheets), gzipped at the default level.
// Run: npm run build && npm run page-weight -w @carta/bench
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const JS_LIMIT_KB = 200;
const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const html = readFileSync(join(dist, 'index.html'), 'utf8');

const assets = [
  ...html.matchAll(/<script[^>]+src="\/([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+)"/g),
].map((match) => match[1]!);

let jsKb = 0;
for (const asset of new Set(assets)) {
  const kb = gzipSync(readFileSync(join(dist, asset))).length / 1024;
  if (asset.endsWith('.js')) jsKb += kb;
  console.log(`${kb.toFixed(1).padStart(7)} KB  ${asset}`);
}
console.log(`initial JS: ${jsKb.toFixed(1)} KB gzipped (limit ${JS_LIMIT_KB} KB)`);
if (jsKb > JS_LIMIT_KB) {
  console.error('FAIL: initial JS above the limit');
  process.exitCode = 1;
}
