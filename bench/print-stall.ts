// docs/security.md, "Printing": what everybody else sees while the print kit draws long menus.
// The production server (embedded database) with a menu of DISHES dishes in two categories
// (imported as a products CSV, as an owner would), printed once and then by PARALLEL owners at
// once, while a probe asks /api/health and another owner's business list every 50 ms.
// Goal (issue 26): the probe's p99 under 200 ms during the prints; no print answers 5xx but 503.
// Run: npm run build && npx tsx bench/print-stall.ts [-- --dishes 1000 --parallel 3]
import { parseArgs } from 'node:util';
import {
  api,
  Cleanup,
  createOwner,
  peakResidentMb,
  startCarta,
  type CartaServer,
} from './lib/carta';
import { numberOption, int, ms, pass, table } from './lib/report';
import { startStallProbe, type ProbeResult } from './lib/stall-probe';

const { values: args } = parseArgs({
  options: {
    dishes: { type: 'string', default: '1000' },
    parallel: { type: 'string', default: '3' },
  },
});
const DISHES = numberOption('dishes', args.dishes!);
const PARALLEL = numberOption('parallel', args.parallel!);
const GOAL_P99_MS = 200;

function menuCsv(): string {
  const description = 'Slow-cooked with seasonal vegetables, herbs from the garden and a sauce of '
    .repeat(4)
    .slice(0, 240);
  const lines = ['name,description,price,categories'];
  for (let i = 0; i < DISHES; i += 1) {
    lines.push(
      `Dish ${i + 1},"${description}",${(5 + (i % 40)).toFixed(2)},Section ${(i % 2) + 1}`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function print(server: CartaServer, token: string, menuId: string) {
  const started = performance.now();
  const response = await fetch(`${server.url}/api/menus/${menuId}/print.pdf`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(300_000),
  });
  const bytes = (await response.arrayBuffer()).byteLength;
  return { status: response.status, bytes, ms: performance.now() - started };
}

const cleanup = new Cleanup();
try {
  const server = await startCarta(cleanup, { quiet: true });
  const owners = await Promise.all(Array.from({ length: PARALLEL }, () => createOwner(server)));
  const menus: string[] = [];
  for (const token of owners) {
    const business = await api<{ id: string }>(
      server,
      'POST',
      '/api/businesses',
      { name: 'Bench Print' },
      token,
    );
    await api(
      server,
      'POST',
      `/api/businesses/${business.id}/imports/products`,
      { csv: menuCsv() },
      token,
    );
    const categories = await api<{ items: { id: string }[] }>(
      server,
      'GET',
      `/api/categories?business_id=${business.id}&items_per_page=10`,
      undefined,
      token,
    );
    const menu = await api<{ id: string }>(
      server,
      'POST',
      '/api/menus',
      {
        name: 'Everything',
        business: { id: business.id },
        categories: categories.items.map(({ id }) => ({ id })),
      },
      token,
    );
    menus.push(menu.id);
  }
  const bystander = await createOwner(server);
  await api(server, 'POST', '/api/businesses', { name: 'Bystander' }, bystander);
  const probePaths = [
    { label: '/api/health', url: `${server.url}/api/health` },
    {
      label: "another owner's GET /api/businesses",
      url: `${server.url}/api/businesses`,
      headers: { authorization: `Bearer ${bystander}` },
    },
  ];

  const rows: string[][] = [];
  const measure = async (label: string, run: () => Promise<{ status: number; ms: number }[]>) => {
    const probe = startStallProbe(probePaths);
    const prints = await run();
    const results: ProbeResult[] = await probe.stop();
    for (const result of results) {
      rows.push([
        label,
        result.label,
        int(result.count),
        int(result.errors),
        ms(result.p50),
        ms(result.p99),
        ms(result.max),
        pass(result.p99 < GOAL_P99_MS),
      ]);
    }
    console.log(`${label}: ${prints.map((p) => `${p.status} in ${ms(p.ms)}`).join(', ')}`);
  };
  await measure(`one print of ${int(DISHES)} dishes`, async () => [
    await print(server, owners[0]!, menus[0]!),
  ]);
  await measure(`${PARALLEL} prints at once`, () =>
    Promise.all(owners.map((token, index) => print(server, token, menus[index]!))),
  );
  console.log(
    table(
      [
        ['while', 'probe', 'requests', 'errors', 'p50', 'p99', 'max', `p99 < ${GOAL_P99_MS} ms`],
        ...rows,
      ],
      ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'l'],
    ),
  );
  console.log(`server peak resident memory (VmHWM): ${peakResidentMb(server.pid).toFixed(0)} MB`);
} finally {
  await cleanup.run();
}
