// docs/product.md, "Import and export": a 5,000-row products CSV imported through the real HTTP
// routes of the production server (`npm start`'s build), on the embedded database (PGlite) and on
// PostgreSQL (a fresh database on $BENCH_POSTGRES_URL, default 127.0.0.1:5432, dropped after).
// Per database: preview and confirm into an empty business (5,000 creates in 20 new categories),
// the CSV export, the same file again (all unchanged), and a file with every price changed
// (5,000 updates). Goal: each preview and confirm of 5,000 rows within TRANSFER_LIMITS' time
// budget, and "within seconds". The client, server and database share this machine's cores.
// Run: npm run build && npx tsx bench/catalogue-import.ts [-- --no-postgres]
import { parseArgs } from 'node:util';
import { TRANSFER_LIMITS } from '../packages/shared/src/constants';
import { Cleanup, createOwner, startCarta, type CartaServer } from './lib/carta';
import { createBenchDatabase } from './lib/postgres';
import { int, ms, pass, table } from './lib/report';

const ROWS = TRANSFER_LIMITS.rowsMax;
const { values: args } = parseArgs({
  options: { 'no-postgres': { type: 'boolean', default: false } },
});

/** A varied catalogue: every 5th product has sizes, all a Spanish name, allergens and labels. */
function catalogueCsv(priceShift: number): string {
  const lines = [
    'name,description,price,variants,categories,allergens,labels,sold_out,enabled,name_es',
  ];
  for (let i = 0; i < ROWS; i += 1) {
    const price = (5 + (i % 40) + priceShift).toFixed(2);
    const sized = i % 5 === 0;
    lines.push(
      [
        `Dish ${i + 1}`,
        `"House dish number ${i + 1}, made fresh, with seasonal vegetables"`,
        sized ? '' : price,
        sized ? `Small=${price}|Large=${(Number(price) + 3).toFixed(2)}` : '',
        `Section ${(i % 20) + 1}`,
        i % 3 === 0 ? 'gluten|milk' : 'none',
        i % 4 === 0 ? 'vegetarian' : '',
        i % 50 === 0 ? 'yes' : 'no',
        'yes',
        `Plato ${i + 1}`,
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await run();
  return [result, performance.now() - start];
}

async function call(
  server: CartaServer,
  token: string,
  method: string,
  path: string,
  body?: unknown,
) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(120_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return text;
}

async function measure(
  target: string,
  env: Record<string, string | undefined>,
): Promise<string[][]> {
  const phase = new Cleanup();
  try {
    const server = await startCarta(phase, { env, quiet: true });
    const token = await createOwner(server);
    const business = JSON.parse(
      await call(server, token, 'POST', '/api/businesses', {
        name: 'Bench Import',
        other_languages: ['es'],
      }),
    ) as { id: string };
    const base = `/api/businesses/${business.id}`;
    const csv = catalogueCsv(0);
    const changed = catalogueCsv(1);
    const rows: string[][] = [];
    const step = async (label: string, path: string, body?: unknown, method = 'POST') => {
      const [text, elapsed] = await timed(() => call(server, token, method, path, body));
      const summary = method === 'POST' ? JSON.parse(text) : { bytes: text.length };
      rows.push([
        target,
        label,
        ms(elapsed),
        pass(elapsed < TRANSFER_LIMITS.timeBudgetMs),
        JSON.stringify(summary.summary ?? summary),
      ]);
      return text;
    };
    console.log(`${target}: CSV of ${int(ROWS)} rows, ${int(Buffer.byteLength(csv))} bytes`);
    await step('preview, empty business', `${base}/imports/products/preview`, { csv });
    await step('confirm, 5,000 creates', `${base}/imports/products`, { csv });
    await step('export products.csv', `${base}/products.csv`, undefined, 'GET');
    await step('preview, same file', `${base}/imports/products/preview`, { csv });
    await step('confirm, same file', `${base}/imports/products`, { csv });
    await step('preview, prices changed', `${base}/imports/products/preview`, { csv: changed });
    await step('confirm, 5,000 updates', `${base}/imports/products`, { csv: changed });
    return rows;
  } finally {
    await phase.run();
  }
}

const all: string[][] = [];
all.push(...(await measure('PGlite', {})));
if (!args['no-postgres']) {
  const databases = new Cleanup();
  try {
    const database = createBenchDatabase(databases);
    if ('skipped' in database) console.log(`PostgreSQL skipped: ${database.skipped}`);
    else all.push(...(await measure('PostgreSQL', { DATABASE_URL: database.url })));
  } finally {
    await databases.run();
  }
}
console.log(
  table(
    [['database', 'step', 'time', `< ${TRANSFER_LIMITS.timeBudgetMs / 1000} s`, 'result'], ...all],
    ['l', 'l', 'r', 'l', 'l'],
  ),
);
