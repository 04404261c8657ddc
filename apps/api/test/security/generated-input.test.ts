import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ErrorBodySchema } from '@carta/shared';
import type { RouteEntry } from '../../src/plugins/route-table';
import { multipartFile, pngImage } from '../helpers/images';
import { RAW_BODIES, badUploads } from './kit/bad-input';
import { exampleRequest, type UploadForm } from './kit/cells';
import {
  bodyMutations,
  headerMutations,
  pathMutations,
  queryMutations,
  systematicBodies,
  systematicPaths,
  systematicQueries,
  type Generated,
} from './kit/mutations';
import { exampleOf } from './kit/route-examples';
import { changes, snapshot, type Snapshot } from './kit/snapshot';
import { bearerOf, createWorld, type World } from './kit/world';

/**
 * Issue 9, "Prove it" 2: generated bad input to every route's body, query and path, as the owner
 * (unauthenticated on public routes). Never a 5xx; every 4xx is the error body (pages may answer
 * their HTML not-found page); a refused request changes no row and no stored file; nothing
 * pollutes Object.prototype. Fixed seed by default; FC_SEED=<n> tries other inputs.
 * (docs/security.md, "Access matrix and generated input")
 */

const SEED = Number(process.env.FC_SEED ?? 20_261_123);
/**
 * Random requests per route and kind, on top of the systematic ones (every field, query key and
 * path parameter tried with each value of MUST_TRY / MUST_TRY_URL).
 */
const RUNS = { body: 20, query: 6, queryWithSchema: 12, path: 10, headers: 5 };
/** Routes that answer HTML pages: their 4xx may be the page, not the JSON error body. */
const PAGE_ROUTES = new Set([
  'GET /m/:menuId',
  'GET /m/:business/:menuSlug',
  'GET /b/:business',
  'GET /*',
]);

let w: World;
let routes: RouteEntry[];
let upload: UploadForm;
let current: Snapshot;
const counts = { requests: 0, requestMs: 0, snapshotMs: 0, byKind: {} as Record<string, number> };
/** Problem → first request that showed it; one line per (route, problem, input kind). */
const failures = new Map<string, string>();

beforeAll(async () => {
  w = await createWorld();
  await w.t.app.ready();
  routes = [...w.t.app.routeTable];
  upload = await multipartFile(await pngImage(40, 30), 'generated.png', 'image/png');
  current = await snapshot(w.t);
}, 120_000);

afterAll(async () => {
  const kinds = Object.entries(counts.byKind)
    .map(([kind, n]) => `${n} ${kind}`)
    .join(', ');
  console.log(
    `generated input: ${counts.requests} requests over ${routes?.length ?? 0} routes (${kinds}), ` +
      `seed ${SEED}; ${Math.round(counts.requestMs / 1000)} s answering, ` +
      `${Math.round(counts.snapshotMs / 1000)} s comparing snapshots`,
  );
  await w?.t.close();
});

const routeName = (route: RouteEntry) => `${route.method} ${route.url}`;

/** The route's valid request as its caller: the owner (an admin on admin routes), or nobody. */
function baseRequest(route: RouteEntry): InjectOptions {
  const headers =
    route.auth === 'admin'
      ? bearerOf(w.admin.token)
      : route.auth === 'required'
        ? bearerOf(w.a.token)
        : {};
  return exampleRequest(route, exampleOf(route), { pathRefs: w.a, headers, upload });
}

function isErrorBody(response: LightMyRequestResponse): boolean {
  try {
    const body = ErrorBodySchema.strict().parse(JSON.parse(response.body));
    return body.statusCode === response.statusCode;
  } catch {
    return false;
  }
}

const short = (text: string) =>
  text.length > 160 ? `${text.slice(0, 160)}… (${text.length})` : text;

async function send(route: RouteEntry, kind: string, generated: Generated) {
  const started = performance.now();
  const response = await w.t.app.inject(generated.request);
  const answered = performance.now();
  counts.requests += 1;
  counts.byKind[kind] = (counts.byKind[kind] ?? 0) + 1;
  const after = await snapshot(w.t);
  counts.requestMs += answered - started;
  counts.snapshotMs += performance.now() - answered;
  const status = response.statusCode;
  const problems: string[] = [];
  if (status >= 500) problems.push(`answered ${status}`);
  else if (status >= 400) {
    const page =
      PAGE_ROUTES.has(routeName(route)) &&
      String(response.headers['content-type']).startsWith('text/html');
    if (!page && !isErrorBody(response)) problems.push(`${status} without the error body`);
    const changed = changes(current, after);
    if (changed.length > 0) problems.push(`refused (${status}) but changed ${changed.join(', ')}`);
  }
  current = after;
  const inputKind = generated.label.replace(/ \d[\d,]*.*$/, '').slice(0, 80);
  for (const problem of problems) {
    const key = `${routeName(route)}: ${problem}: ${inputKind}`;
    if (!failures.has(key)) {
      failures.set(
        key,
        `${routeName(route)}: ${problem} — ${short(generated.label)} — ${String(generated.request.url).slice(0, 120)} — ${short(response.body)}`,
      );
    }
  }
}

const samples = <T>(arbitrary: fc.Arbitrary<T>, numRuns: number, salt: number) =>
  fc.sample(arbitrary, { seed: SEED + salt, numRuns });

/** The keys of a route's querystring schema (zod object), if it has one. */
function queryKeys(route: RouteEntry): string[] | undefined {
  const schema = route.schema?.querystring;
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : undefined;
}

function reportFailures() {
  const lines = [...failures.values()];
  failures.clear();
  return lines;
}

describe('generated bad input to every route (issue 9, "Prove it" 2)', () => {
  it('bodies: wrong types, bad and huge strings, deep nesting, extra and pollution keys', async () => {
    for (const [index, route] of routes.entries()) {
      const example = exampleOf(route);
      if (!example.body) continue;
      const base = baseRequest(route);
      const valid = example.body(w.a) as Parameters<typeof bodyMutations>[1];
      const schema = route.schema?.body;
      // POST /:id takes the same fields as PATCH /:id (some required): each field once is enough.
      const patchTwin =
        route.method === 'POST' && routes.some((r) => r.method === 'PATCH' && r.url === route.url);
      for (const generated of patchTwin ? [] : systematicBodies(base, valid, schema)) {
        await send(route, 'bodies', generated);
      }
      for (const generated of samples(bodyMutations(base, valid, schema), RUNS.body, index)) {
        await send(route, 'bodies', generated);
      }
    }
    expect(reportFailures()).toEqual([]);
  }, 300_000);

  it('query strings: bad values, malformed encoding, repeated keys, bracket syntax', async () => {
    for (const [index, route] of routes.entries()) {
      const keys = queryKeys(route);
      const valid = exampleOf(route).query?.(w.a) ?? {};
      const runs = keys ? RUNS.queryWithSchema : RUNS.query;
      const base = baseRequest(route);
      for (const generated of systematicQueries(base, keys ?? [], valid)) {
        await send(route, 'queries', generated);
      }
      const arbitrary = queryMutations(base, keys ?? [], valid);
      for (const generated of samples(arbitrary, runs, 1_000 + index)) {
        await send(route, 'queries', generated);
      }
    }
    expect(reportFailures()).toEqual([]);
  }, 300_000);

  it('path parameters: bad text, malformed percent-encoding, ids of the wrong kind', async () => {
    for (const [index, route] of routes.entries()) {
      const base = baseRequest(route);
      for (const generated of systematicPaths(route, exampleOf(route), w.a, base)) {
        await send(route, 'paths', generated);
      }
      const arbitrary = pathMutations(route, exampleOf(route), w.a, base);
      if (!arbitrary) continue;
      for (const generated of samples(arbitrary, RUNS.path, 2_000 + index)) {
        await send(route, 'paths', generated);
      }
    }
    expect(reportFailures()).toEqual([]);
  }, 300_000);

  it('headers: bad bearer tokens, impersonation targets, languages and cache validators', async () => {
    const admin = bearerOf(w.admin.token).authorization;
    for (const [index, route] of routes.entries()) {
      const arbitrary = headerMutations(baseRequest(route), admin);
      for (const generated of samples(arbitrary, RUNS.headers, 3_000 + index)) {
        await send(route, 'headers', generated);
      }
    }
    expect(reportFailures()).toEqual([]);
  }, 300_000);

  it('raw bodies: invalid JSON, wrong content types, empty, over the body limit, bad multipart', async () => {
    for (const route of routes) {
      if (!['POST', 'PATCH', 'PUT', 'DELETE'].includes(route.method)) continue;
      const base = baseRequest(route);
      const raw = exampleOf(route).multipart ? [...RAW_BODIES, ...badUploads()] : RAW_BODIES;
      for (const { label, contentType, body } of raw) {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(base.headers ?? {})) {
          if (name !== 'content-type') headers[name] = String(value);
        }
        if (contentType) headers['content-type'] = contentType;
        await send(route, 'raw bodies', {
          label: `raw body: ${label}`,
          request: { ...base, headers, payload: body },
        });
      }
    }
    expect(reportFailures()).toEqual([]);
  }, 300_000);

  it('nothing polluted Object.prototype', () => {
    expect(Object.prototype).not.toHaveProperty('pollutedByCarta');
    expect(Object.prototype).not.toHaveProperty('isAdmin');
    expect(counts.requests).toBeGreaterThan(1_000);
  });
});
