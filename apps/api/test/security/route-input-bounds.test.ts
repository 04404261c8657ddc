import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { unboundedPaths } from '@carta/shared';
import type { RouteEntry } from '../../src/plugins/route-table';
import { testAppForSuite } from '../helpers/app';

/**
 * Issue 9, finding 1, applied to the API itself: every body, query string and path parameter
 * schema of every route in the route table accepts only bounded strings and arrays
 * (docs/security.md, "Input limits"). The shared package checks its own exported schemas; this
 * also catches a route that declares an inline schema.
 */

/** Routes that take a body without a JSON schema, and what bounds it instead. */
const BODIES_BOUNDED_ELSEWHERE: Record<string, string> = {
  'POST /api/files/upload':
    'multipart limits: one file of at most MAX_UPLOAD_BYTES, 5 small fields',
};

const INPUTS = ['body', 'querystring', 'params'] as const;

const t = testAppForSuite();
let routes: RouteEntry[];

beforeAll(async () => {
  await t.app.ready();
  routes = [...t.app.routeTable];
});

const routeName = (route: RouteEntry) => `${route.method} ${route.url}`;

describe('every route input is bounded (issue 9, "Unbounded input")', () => {
  it('no unbounded string or array in any route body, query string or path parameters', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const route of routes) {
      const schema = route.schema as Partial<Record<(typeof INPUTS)[number], unknown>> | undefined;
      for (const input of INPUTS) {
        const part = schema?.[input];
        if (part === undefined) continue;
        if (!(part instanceof z.ZodType)) {
          problems.push(`${routeName(route)} ${input}: not a zod schema, cannot be checked`);
          continue;
        }
        checked += 1;
        for (const path of unboundedPaths(part)) {
          problems.push(`${routeName(route)} ${input}: ${path || '(root)'} has no maximum`);
        }
      }
      const takesBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
      if (takesBody && !schema?.body && !BODIES_BOUNDED_ELSEWHERE[routeName(route)]) {
        problems.push(`${routeName(route)}: takes a body without a schema`);
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(40);
  });

  it('the check sees an unbounded input (the walker is wired to the route schemas)', () => {
    const loose = z.object({ name: z.string(), ids: z.array(z.string().max(10)) });
    expect(unboundedPaths(loose).sort()).toEqual(['ids', 'name']);
  });
});
