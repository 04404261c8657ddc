import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_MENU_PART_DISHES, splitMenu } from '@carta/shared';
import { ServerProcess } from '../helpers/server-process';
import { buildPageRenderer, seedBigMenu, type BigMenu } from './big-menu-seed';
import { DEPLOYED_SERVER } from './server-env';

// Issue 26 item 1: a menu within the limits (40 categories × 500 dishes with 240-character
// descriptions) opened by 6 guests at once with different diet filters, and in English and
// Spanish, took the server past its heap and killed it; /api/health refused connections after.
// Here the same burst must leave the server up, answer every guest (200, or 503 with Retry-After
// when renders wait too long), keep the peak resident memory under the ceiling and /api/health
// answering (docs/security.md, "Cost ceilings"; docs/public-menu.md, "A big menu in parts").
const CATEGORIES = 40;
const PER_CATEGORY = 500;
/**
 * Measured here (production settings, 2 cores shared with other work): see docs/security.md,
 * "Cost ceilings". PGlite runs inside the server process (~335 MB idle with it, the other cost
 * tests); the old code died at its 384 MB heap cap, far above this.
 */
const PEAK_RSS_CEILING_MB = 500;
/**
 * A generous bound for a health check during the burst: the old code stopped answering at all
 * (the process was gone). Measured here: worst 255–2,120 ms on PGlite and 418–951 ms on
 * PostgreSQL, with this 2-core machine at a load average of 14 to 23 from other work; the
 * issue's target, p99 < 200 ms, is measured by bench/big-menu.ts. The burst comes after the menu
 * was read once: reading 20,000 rows is once per change of the menu, whatever the number of
 * guests, and on PGlite (the embedded database runs its queries on the server's event loop) it
 * alone held the loop for 1.8–3.8 s.
 */
const HEALTH_MAX_MS = 5000;

const GUESTS = [
  '?diet=vegan',
  '?diet=vegetarian',
  '?without=gluten',
  '?without=milk',
  '?diet=gluten_free',
  '?without=nuts,gluten',
  '?lang=en',
  '?lang=es',
];

let server: ServerProcess;
let webDir: string;
let menu: BigMenu;
beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), 'carta-big-menu-web-'));
  const web = await buildPageRenderer(webDir);
  server = await ServerProcess.start({
    ...DEPLOYED_SERVER,
    env: { ...DEPLOYED_SERVER.env, ...web },
  });
  menu = await seedBigMenu(server, CATEGORIES, PER_CATEGORY);
}, 300_000);
afterAll(async () => {
  await server?.dispose();
  if (webDir) await rm(webDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  retryAfter: string | null;
  body: string;
}

/** A guest's request as a browser sends it (compressed bodies accepted). */
async function guest(path: string): Promise<Answer> {
  const response = await fetch(`${server.url}${path}`, {
    headers: { 'accept-encoding': 'br, gzip', 'accept-language': 'en' },
    signal: AbortSignal.timeout(120_000),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: await response.text(),
  };
}

/** Asks /api/health one request after another until `done`; each answer's time (Infinity: none). */
async function watchHealth(done: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!done()) {
    const started = performance.now();
    try {
      const response = await fetch(`${server.url}/api/health`, {
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      times.push(response.ok ? performance.now() - started : Infinity);
    } catch {
      times.push(Infinity);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return times;
}

const dishesIn = (html: string) => html.split('<li class="pm-product').length - 1;

describe('a menu of 40 × 500 dishes opened by many guests at once', () => {
  it(`keeps the server up, answers everyone and stays under ${PEAK_RSS_CEILING_MB} MB with /api/health under ${HEALTH_MAX_MS} ms`, async () => {
    const idle = server.memory().rssMb;
    server.startSampling();
    // The first guest: the menu is read from the database and its first part rendered.
    let read = false;
    const readHealth = watchHealth(() => read);
    const first = await guest(`/m/${menu.menuId}`).finally(() => {
      read = true;
    });
    const worstRead = Math.max(...(await readHealth));
    expect(first.status).toBe(200);
    let finished = false;
    const health = watchHealth(() => finished);
    const started = Date.now();
    const paths = [
      ...GUESTS.map((query) => `/m/${menu.menuId}${query}`),
      `/api/public/menus/${menu.menuId}?lang=en`,
      `/api/public/menus/${menu.menuId}?lang=es`,
    ];
    const answers = await Promise.all(paths.map(guest)).finally(() => {
      finished = true;
    });
    const seconds = (Date.now() - started) / 1000;
    const times = await health;
    const peakMb = server.peakMb();
    server.stopSampling();
    const worst = Math.max(...times);
    console.log(
      `big-menu (${server.kind}): ${CATEGORIES} × ${PER_CATEGORY} dishes, ${paths.length} guests at once: ` +
        `statuses ${answers.map((answer) => answer.status).join(' ')} in ${seconds.toFixed(1)} s; ` +
        `idle ${idle.toFixed(0)} MB, peak ${peakMb.toFixed(0)} MB (ceiling ${PEAK_RSS_CEILING_MB}); ` +
        `/api/health ${times.length} checks, worst ${worst.toFixed(0)} ms ` +
        `(${worstRead.toFixed(0)} ms while the menu was read); ` +
        `page ${(answers[6]!.body.length / 1e3).toFixed(0)} kB, ` +
        `JSON ${(answers[8]!.body.length / 1e6).toFixed(1)} MB`,
    );

    expect(server.running).toBe(true);
    for (const answer of answers) {
      if (answer.status === 503) expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      else expect(answer.status).toBe(200);
    }
    expect(peakMb).toBeLessThan(PEAK_RSS_CEILING_MB);
    expect(worst).toBeLessThan(HEALTH_MAX_MS);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

    // Each page holds one part of the menu, and leads to the next part.
    for (const answer of answers.slice(0, GUESTS.length)) {
      if (answer.status !== 200) continue;
      expect(dishesIn(answer.body)).toBeGreaterThan(0);
      expect(dishesIn(answer.body)).toBeLessThanOrEqual(PUBLIC_MENU_PART_DISHES);
      expect(answer.body).toMatch(/<a href="[^"]*part=2" rel="next"/);
    }
  }, 120_000);

  it('serves the last part of the menu, and any part number past it as the last', async () => {
    const parts = splitMenu(new Array<number>(CATEGORIES).fill(PER_CATEGORY));
    const lastPart = parts[parts.length - 1]!;
    const last = await guest(`/m/${menu.menuId}?part=${parts.length}`);
    const past = await guest(`/m/${menu.menuId}?part=99999`);
    expect(last.status).toBe(200);
    expect(dishesIn(last.body)).toBe(
      lastPart.reduce((sum, slice) => sum + slice.end - slice.start, 0),
    );
    expect(last.body).toContain(`rel="prev"`);
    expect(last.body).not.toContain(`rel="next"`);
    expect(past.body).toBe(last.body);
  }, 60_000);
});
