// docs/public-menu.md, "A big menu in parts" (issue 26 item 1): a menu as big as the limits allow
// opened by many guests at once must not stall or kill the server. Starts the production server
// on PostgreSQL (a throw-away database on $BENCH_POSTGRES_URL, seeded with psql), makes a menu of --categories × --dishes distinct
// dishes with 240-character descriptions (one of each through the API, the rest copied in SQL),
// then for --duration seconds runs --guests guests, each with its own diet filter or language,
// each opening parts of the menu one after another (a new part every request, so most requests
// render), while one client asks /api/health every 20 ms. Reports /api/health p50/p99/max (goal:
// p99 < 200 ms), the server's peak resident memory (VmHWM; goal 300 MB), the guests' answers
// (200 / 503) and the time of one page render (a new part asked on an idle server).
// Run: npm run build && npm run bench:big-menu -w @carta/bench
//      [-- --guests 8 --duration 20 --categories 40 --dishes 500]
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { PUBLIC_MENU_PART_DISHES } from '../packages/shared/src/constants';
import { splitMenu } from '../packages/shared/src/menu-parts';
import { Cleanup, createOwner, startCarta, type CartaServer, peakResidentMb } from './lib/carta';
import { percentile } from './lib/open-loop';
import { createBenchDatabase } from './lib/postgres';
import { int, ms, numberOption, pass, table } from './lib/report';

const GOALS = { healthP99Ms: 200, peakMb: 300, renderMs: 50 };

const { values: args } = parseArgs({
  options: {
    guests: { type: 'string', default: '8' },
    duration: { type: 'string', default: '20' },
    categories: { type: 'string', default: '40' },
    dishes: { type: 'string', default: '500' },
  },
});
const guests = Math.round(numberOption('guests', args.guests));
const durationMs = numberOption('duration', args.duration) * 1000;
const categories = Math.round(numberOption('categories', args.categories));
const perCategory = Math.round(numberOption('dishes', args.dishes));

/** Each guest's own view: six diet filters, then English and Spanish, then again. */
const VIEWS = [
  'diet=vegan',
  'diet=vegetarian',
  'without=gluten',
  'without=milk',
  'diet=gluten_free',
  'without=nuts,gluten',
  'lang=en',
  'lang=es',
];

async function api<T>(server: CartaServer, path: string, body: unknown, token: string) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The SQL that copies the seed dish, category and menu links (as apps/api/test/cost does). */
function seedSql(businessId: string, menuId: string): string {
  const b = `'${businessId}'`;
  return `BEGIN;
INSERT INTO products (business_id, name, description, price, enabled, dietary, allergens)
SELECT ${b}, 'Dish number ' || n,
  left(repeat('Slow-cooked ' || md5(n::text) || ' with ' || md5((n * 7)::text) || '. ', 4), 240),
  (n % 90 + 5)::numeric(10, 2), true,
  CASE n % 5 WHEN 0 THEN ARRAY[]::text[] WHEN 1 THEN ARRAY['vegetarian']
    WHEN 2 THEN ARRAY['vegetarian', 'vegan'] WHEN 3 THEN ARRAY['gluten_free'] ELSE ARRAY['spicy'] END,
  CASE n % 6 WHEN 0 THEN NULL WHEN 1 THEN ARRAY[]::text[] WHEN 2 THEN ARRAY['gluten']
    WHEN 3 THEN ARRAY['milk', 'eggs'] WHEN 4 THEN ARRAY['nuts'] ELSE ARRAY['fish', 'gluten'] END
FROM generate_series(2, ${categories * perCategory}) AS n;
INSERT INTO categories (business_id, name, enabled)
SELECT ${b}, 'Section ' || n, true FROM generate_series(2, ${categories}) AS n;
DELETE FROM menu_categories WHERE business_id = ${b};
INSERT INTO menu_categories (menu_id, category_id, business_id, position)
SELECT '${menuId}', c.id, ${b}, row_number() OVER (ORDER BY c.created_at, c.id) - 1
FROM categories c WHERE c.business_id = ${b};
DELETE FROM category_products WHERE business_id = ${b};
INSERT INTO category_products (category_id, product_id, business_id, position)
SELECT c.id, p.id, ${b}, p.rank % ${perCategory}
FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) - 1 AS rank
      FROM categories WHERE business_id = ${b}) c
JOIN (SELECT id, row_number() OVER (ORDER BY created_at, id) - 1 AS rank
      FROM products WHERE business_id = ${b}) p ON p.rank / ${perCategory} = c.rank;
COMMIT;`;
}

async function seed(server: CartaServer, databaseUrl: string): Promise<string> {
  const token = await createOwner(server);
  const business = await api<{ id: string }>(
    server,
    '/api/businesses',
    { name: 'Casa Grande', other_languages: ['es'] },
    token,
  );
  const product = await api<{ id: string }>(
    server,
    '/api/products',
    { name: 'Dish', price: '12.50', business: { id: business.id } },
    token,
  );
  const category = await api<{ id: string }>(
    server,
    '/api/categories',
    { name: 'Section', business: { id: business.id }, products: [{ id: product.id }] },
    token,
  );
  const menu = await api<{ id: string }>(
    server,
    '/api/menus',
    { name: 'Everything', business: { id: business.id }, categories: [{ id: category.id }] },
    token,
  );
  const run = spawnSync(
    'psql',
    [databaseUrl, '-v', 'ON_ERROR_STOP=1', '-qc', seedSql(business.id, menu.id)],
    {
      encoding: 'utf8',
      timeout: 120_000,
    },
  );
  if (run.status !== 0) throw new Error(`seed failed: ${run.stderr}`);
  return menu.id;
}

async function timed(url: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  try {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(60_000) });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  } catch {
    return { status: 0, ms: performance.now() - started };
  }
}

async function measure(label: string, env: Record<string, string>, databaseUrl: string) {
  const cleanup = new Cleanup();
  try {
    const server = await startCarta(cleanup, { env, quiet: true });
    const menuId = await seed(server, databaseUrl);
    const parts = splitMenu(new Array<number>(categories).fill(perCategory)).length;
    const page = (query: string, part: number) => `${server.url}/m/${menuId}?${query}&part=${part}`;
    const browser = { 'accept-encoding': 'br, gzip', 'accept-language': 'en' };

    /** /api/health asked every 20 ms while `work` runs; the answers' times, sorted. */
    async function healthDuring(work: () => Promise<unknown>): Promise<number[]> {
      let running = true;
      const times: number[] = [];
      const watch = (async () => {
        while (running) {
          const answer = await timed(`${server.url}/api/health`);
          times.push(answer.status === 200 ? answer.ms : Infinity);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();
      await work().finally(() => (running = false));
      await watch;
      return times.sort((a, b) => a - b);
    }
    // The machine's own noise: /api/health on the idle server.
    const idle = await healthDuring(() => new Promise((resolve) => setTimeout(resolve, 3000)));
    // The menu read once per change (20,000 rows) and made in each language: not per guest.
    const firstStarted = performance.now();
    const first = await healthDuring(() =>
      Promise.all([timed(page('lang=en', 1), browser), timed(page('lang=es', 1), browser)]),
    );
    const firstMs = performance.now() - firstStarted;
    const statuses = new Map<number, number>();
    const started = performance.now();
    const health = await healthDuring(() =>
      Promise.all(
        Array.from({ length: guests }, async (_, guest) => {
          const view = VIEWS[guest % VIEWS.length]!;
          for (let part = 1 + guest; performance.now() - started < durationMs; part += 1) {
            const answer = await timed(page(view, ((part - 1) % parts) + 1), browser);
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
            if (answer.status === 503) await new Promise((resolve) => setTimeout(resolve, 500));
          }
        }),
      ),
    );
    const peak = peakResidentMb(server.pid);

    // One render on the now idle server: parts nobody asked for yet, one after another.
    const renders: number[] = [];
    for (let part = 1; part <= Math.min(parts, 10); part += 1) {
      renders.push((await timed(page('without=celery', part), browser)).ms);
    }
    const sorted = health;
    const renderMedian = percentile(
      [...renders].sort((a, b) => a - b),
      0.5,
    );
    const p99 = percentile(sorted, 0.99);
    const answered = [...statuses].map(([status, count]) => `${int(count)} × ${status}`).join(', ');
    return [
      [
        label,
        '/api/health idle p50 / p99',
        `${ms(percentile(idle, 0.5))} / ${ms(percentile(idle, 0.99))}`,
        '',
        '',
      ],
      [
        label,
        `first read of the menu (${int(firstMs)} ms)`,
        `health max ${ms(first[first.length - 1] ?? NaN)}`,
        '',
        '',
      ],
      [label, '/api/health p50', ms(percentile(sorted, 0.5)), '', ''],
      [
        label,
        '/api/health p99',
        ms(p99),
        `< ${GOALS.healthP99Ms} ms`,
        pass(p99 < GOALS.healthP99Ms),
      ],
      [label, '/api/health max', ms(sorted[sorted.length - 1] ?? NaN), '', ''],
      [
        label,
        'peak RSS (VmHWM)',
        `${peak.toFixed(0)} MB`,
        `< ${GOALS.peakMb} MB`,
        pass(peak < GOALS.peakMb),
      ],
      [label, `guests' answers (${guests} guests)`, answered, '', pass(!statuses.has(0))],
      [
        label,
        `page render (${PUBLIC_MENU_PART_DISHES} dishes, median)`,
        ms(renderMedian),
        `< ${GOALS.renderMs} ms`,
        pass(renderMedian < GOALS.renderMs),
      ],
    ];
  } finally {
    await cleanup.run();
  }
}

console.log(
  `big menu: ${categories} × ${perCategory} dishes, ${guests} guests for ${durationMs / 1000} s`,
);
const rows: string[][] = [];
const databases = new Cleanup();
try {
  const database = createBenchDatabase(databases);
  if ('skipped' in database) {
    console.log(`PostgreSQL skipped: ${database.skipped}`);
  } else {
    rows.push(...(await measure('PostgreSQL', { DATABASE_URL: database.url }, database.url)));
  }
} finally {
  await databases.run();
}
console.log(
  table([['database', 'measure', 'value', 'goal', 'result'], ...rows], ['l', 'l', 'r', 'l', 'l']),
);
