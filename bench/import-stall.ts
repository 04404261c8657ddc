// docs/security.md, "Imports" (issue 26 item 2): does one owner's largest allowed JSON import
// (`POST /api/businesses/import`) stall everybody else? Runs the production server (`npm start`'s
// build and heap settings), on the embedded database (PGlite) and on PostgreSQL (a fresh database
// on $BENCH_POSTGRES_URL, dropped after). While the import runs, this process sends
// `GET /api/health` and another owner's `GET /api/businesses` every 50 ms each, open loop (each
// request's latency counted from the instant it was due, so a stall is never hidden by a client
// that waits), and prints p50/p99/max per stream and the import's own duration.
// Goal (issue 26): p99 < 200 ms for both streams during the import; the import answers 201.
// The document's shape defaults to TRANSFER_LIMITS' largest; --products, --categories, … change it
// (e.g. the probe's 400 categories × 500 links, which today's limits refuse).
// Run: npm run build && npm run bench:import-stall -w @carta/bench [-- --no-postgres --runs 3]
import { parseArgs } from 'node:util';
import { TRANSFER_LIMITS } from '../packages/shared/src/constants';
import { catalogueDocument, type DocumentShape } from '../apps/api/test/transfer/large-document';
import { Cleanup, createOwner, startCarta, type CartaServer } from './lib/carta';
import { percentile } from './lib/open-loop';
import { createBenchDatabase } from './lib/postgres';
import { int, ms, numberOption, pass, table } from './lib/report';

const GOAL_P99_MS = 200;
const INTERVAL_MS = 50;
/** The import's own request: long enough to see an import that runs on (the probe's 150 s). */
const IMPORT_TIMEOUT_MS = 300_000;

const { values: args } = parseArgs({
  options: {
    'no-postgres': { type: 'boolean', default: false },
    'no-pglite': { type: 'boolean', default: false },
    /** Imports one after another on the same server: the first runs cold (code not yet compiled). */
    runs: { type: 'string', default: '3' },
    products: { type: 'string', default: String(TRANSFER_LIMITS.productsMax) },
    categories: { type: 'string', default: String(TRANSFER_LIMITS.categoriesMax) },
    'products-per-category': {
      type: 'string',
      default: String(Math.floor(TRANSFER_LIMITS.categoryLinksMax / TRANSFER_LIMITS.categoriesMax)),
    },
    menus: { type: 'string', default: String(TRANSFER_LIMITS.menusMax) },
    'categories-per-menu': {
      type: 'string',
      default: String(Math.floor(TRANSFER_LIMITS.menuLinksMax / TRANSFER_LIMITS.menusMax)),
    },
  },
});
const runs = numberOption('runs', args.runs);
const shape: DocumentShape = {
  products: numberOption('products', args.products),
  categories: numberOption('categories', args.categories, true),
  productsPerCategory: numberOption('products-per-category', args['products-per-category'], true),
  menus: numberOption('menus', args.menus, true),
  categoriesPerMenu: numberOption('categories-per-menu', args['categories-per-menu'], true),
};

interface Sampled {
  latencies: number[];
  errors: number;
}

/** GET `path` every INTERVAL_MS until `done()`, each latency from its due instant. */
async function sample(
  server: CartaServer,
  path: string,
  token: string | undefined,
  done: () => boolean,
): Promise<Sampled> {
  const result: Sampled = { latencies: [], errors: 0 };
  const pending: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; !done(); i += 1) {
    const due = start + i * INTERVAL_MS;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      fetch(`${server.url}${path}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
        signal: AbortSignal.timeout(IMPORT_TIMEOUT_MS),
      })
        .then(async (response) => {
          await response.arrayBuffer();
          if (!response.ok) result.errors += 1;
          result.latencies.push(performance.now() - due);
        })
        .catch(() => {
          result.errors += 1;
          result.latencies.push(performance.now() - due);
        }),
    );
  }
  await Promise.all(pending);
  result.latencies.sort((a, b) => a - b);
  return result;
}

async function measure(
  target: string,
  env: Record<string, string | undefined>,
  body: string,
): Promise<string[][]> {
  const phase = new Cleanup();
  try {
    const server = await startCarta(phase, { env, quiet: true });
    const importer = await createOwner(server);
    const reader = await createOwner(server);
    for (const name of ['Other Place', 'Other Bar']) {
      await fetch(`${server.url}/api/businesses`, {
        method: 'POST',
        headers: { authorization: `Bearer ${reader}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name }),
      });
    }
    const rows: string[][] = [];
    for (let run = 1; run <= runs; run += 1) {
      let finished = false;
      const started = performance.now();
      const importing = fetch(`${server.url}/api/businesses/import`, {
        method: 'POST',
        headers: { authorization: `Bearer ${importer}`, 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(IMPORT_TIMEOUT_MS),
      })
        .then(async (response) => ({
          status: response.status,
          text: (await response.text()).slice(0, 200),
        }))
        .catch((error: unknown) => ({ status: 0, text: String(error) }))
        .finally(() => (finished = true));
      const [imported, health, businesses] = await Promise.all([
        importing,
        sample(server, '/api/health', undefined, () => finished),
        sample(server, '/api/businesses?items_per_page=25', reader, () => finished),
      ]);
      const duration = performance.now() - started;
      if (imported.status !== 201) console.log(`${target} run ${run}: ${imported.text}`);
      const label = `${target} #${run}`;
      const row = (stream: string, sampled: Sampled) => {
        const p99 = percentile(sampled.latencies, 0.99);
        return [
          label,
          stream,
          int(sampled.latencies.length),
          int(sampled.errors),
          ms(percentile(sampled.latencies, 0.5)),
          ms(p99),
          ms(sampled.latencies.at(-1) ?? NaN),
          pass(p99 < GOAL_P99_MS && sampled.errors === 0),
        ];
      };
      rows.push(
        [
          label,
          `import: ${imported.status}`,
          '1',
          '',
          '',
          '',
          ms(duration),
          pass(imported.status === 201),
        ],
        row('GET /api/health', health),
        row("another owner's GET /api/businesses", businesses),
      );
    }
    return rows;
  } finally {
    await phase.run();
  }
}

const document = catalogueDocument(shape, 'Bench Import');
const body = JSON.stringify(document);
const links = document.categories.reduce((sum, category) => sum + category.products.length, 0);
const menuLinks = document.menus.reduce((sum, menu) => sum + menu.categories.length, 0);
console.log(
  `Document: ${int(shape.products)} products, ${int(shape.categories)} categories ` +
    `(${int(links)} product links), ${int(shape.menus)} menus (${int(menuLinks)} category links), ` +
    `${int(Buffer.byteLength(body))} bytes`,
);
const all: string[][] = [];
if (!args['no-pglite']) all.push(...(await measure('PGlite', {}, body)));
if (!args['no-postgres']) {
  const databases = new Cleanup();
  try {
    const database = createBenchDatabase(databases);
    if ('skipped' in database) console.log(`PostgreSQL skipped: ${database.skipped}`);
    else all.push(...(await measure('PostgreSQL', { DATABASE_URL: database.url }, body)));
  } finally {
    await databases.run();
  }
}
console.log(
  table(
    [
      ['database', 'stream', 'requests', 'errors', 'p50', 'p99', 'max', `p99 < ${GOAL_P99_MS} ms`],
      ...all,
    ],
    ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'l'],
  ),
);
