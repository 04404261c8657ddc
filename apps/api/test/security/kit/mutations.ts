import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { z } from 'zod';
import type { RouteEntry } from '../../../src/plugins/route-table';
import {
  EXTRA_KEYS,
  FRAGMENTS,
  MUST_TRY,
  MUST_TRY_URL,
  RAW_URL_VALUES,
  badString,
  badValue,
  percentEncode,
  type BadValue,
} from './bad-input';
import { fillPath, pathParams, type Refs, type RouteExample } from './route-examples';

/** One generated request and what it tried, for failure reports. */
export interface Generated {
  label: string;
  request: InjectOptions;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

const PLACEHOLDER = '\u0001carta-placeholder\u0001';
const PLACEHOLDER_JSON = JSON.stringify(PLACEHOLDER);

/** Every path into a JSON value (objects' keys, arrays' first item), the root left out. */
function pathsOf(value: Json, prefix: Path = []): Path[] {
  if (Array.isArray(value)) {
    return value.length > 0 ? [[...prefix, 0], ...pathsOf(value[0]!, [...prefix, 0])] : [];
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => [
      [...prefix, key],
      ...pathsOf(child, [...prefix, key]),
    ]);
  }
  return [];
}

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/**
 * Every field path a zod input schema names (optional ones too, which examples leave out):
 * object keys, `0` for array items, through optional/nullable/default/pipe/union wrappers.
 */
export function schemaPaths(schema: z.ZodType, prefix: Path = [], depth = 0): Path[] {
  if (depth > 8) return [];
  const def = defOf(schema);
  const inner = (next: unknown, path = prefix) => schemaPaths(next as z.ZodType, path, depth + 1);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, child]) => [
        [...prefix, key],
        ...inner(child, [...prefix, key]),
      ]);
    case 'array':
      return [[...prefix, 0], ...inner(def.element, [...prefix, 0])];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner(def.innerType);
    case 'pipe':
      return inner(def.in);
    case 'lazy':
      return inner((def.getter as () => unknown)());
    case 'union':
      return (def.options as unknown[]).flatMap((option) => inner(option));
    case 'intersection':
      return [...inner(def.left), ...inner(def.right)];
    default:
      return [];
  }
}

/** Example paths and schema paths, each once. */
export function fieldPaths(example: Json, schema: unknown): Path[] {
  const all = [...pathsOf(example), ...(schema ? schemaPaths(schema as z.ZodType) : [])];
  const seen = new Set<string>();
  return all.filter((path) => {
    const key = JSON.stringify(path);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Paths of the objects inside a value, the root included. */
function objectPathsOf(value: Json): Path[] {
  const paths: Path[] = [[]];
  for (const path of pathsOf(value)) {
    const target = at(value, path);
    if (target && typeof target === 'object' && !Array.isArray(target)) paths.push(path);
  }
  return paths;
}

function at(value: Json, path: Path): Json {
  return path.reduce<Json>((node, key) => (node as Record<string, Json>)[key]!, value);
}

/** A copy of `value` with `path` set to `replacement` (own property, even for `__proto__`). */
function withValue(value: Json, path: Path, replacement: Json | undefined): Json {
  const copy = structuredClone(value);
  let parent = copy as Record<string | number, Json>;
  for (const [index, key] of path.slice(0, -1).entries()) {
    // A field the example leaves out (found in the schema): make its parents.
    parent[key] ??= typeof path[index + 1] === 'number' ? [] : {};
    parent = parent[key] as Record<string | number, Json>;
  }
  const key = path.at(-1)!;
  if (replacement === undefined) {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  } else {
    Object.defineProperty(parent, key, {
      value: replacement,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return copy;
}

/** JSON text of `value` where the placeholder is replaced by the bad value's raw JSON. */
const render = (value: Json, bad: BadValue) =>
  JSON.stringify(value).replace(PLACEHOLDER_JSON, () => bad.json);

const pathName = (path: Path) => path.join('.') || '(root)';

const jsonRequest = (base: InjectOptions, body: string): InjectOptions => ({
  ...base,
  payload: body,
  headers: { ...base.headers, 'content-type': 'application/json' },
});

/** Bodies made from the route's valid example: one field bad, an extra key, the whole body bad. */
export function bodyMutations(
  base: InjectOptions,
  example: Json,
  schema?: unknown,
): fc.Arbitrary<Generated> {
  const paths = fieldPaths(example, schema);
  const objects = objectPathsOf(example);
  const options: fc.Arbitrary<Generated>[] = [
    badValue.map((bad) => ({ label: `body: ${bad.label}`, request: jsonRequest(base, bad.json) })),
    fc
      .tuple(fc.constantFrom(...objects), fc.constantFrom(...EXTRA_KEYS), badValue)
      .map(([path, key, bad]) => ({
        label: `body: extra key ${JSON.stringify(key)} at ${pathName(path)} = ${bad.label}`,
        request: jsonRequest(base, render(withValue(example, [...path, key], PLACEHOLDER), bad)),
      })),
  ];
  if (paths.length > 0) {
    options.push(
      fc.tuple(fc.constantFrom(...paths), badValue).map(([path, bad]) => ({
        label: `body: ${pathName(path)} = ${bad.label}`,
        request: jsonRequest(base, render(withValue(example, path, PLACEHOLDER), bad)),
      })),
      fc.constantFrom(...paths).map((path) => ({
        label: `body: ${pathName(path)} left out`,
        request: jsonRequest(base, JSON.stringify(withValue(example, path, undefined))),
      })),
    );
  }
  return fc.oneof(
    { weight: 1, arbitrary: options[0]! },
    { weight: 2, arbitrary: options[1]! },
    ...options.slice(2).map((arbitrary, index) => ({ weight: index === 0 ? 6 : 1, arbitrary })),
  );
}

/** Every field (example and schema) set to each MUST_TRY value; pollution keys in every object. */
export function systematicBodies(
  base: InjectOptions,
  example: Json,
  schema?: unknown,
): Generated[] {
  const generated: Generated[] = MUST_TRY.map((bad) => ({
    label: `body: ${bad.label}`,
    request: jsonRequest(base, bad.json),
  }));
  for (const path of fieldPaths(example, schema)) {
    for (const bad of MUST_TRY) {
      generated.push({
        label: `body: ${pathName(path)} = ${bad.label}`,
        request: jsonRequest(base, render(withValue(example, path, PLACEHOLDER), bad)),
      });
    }
  }
  const pollution: BadValue = { label: 'pollution', json: '{"pollutedByCarta":true}' };
  for (const path of objectPathsOf(example)) {
    for (const key of ['__proto__', 'constructor']) {
      const value =
        key === 'constructor'
          ? { label: 'pollution', json: `{"prototype":${pollution.json}}` }
          : pollution;
      generated.push({
        label: `body: ${key} key at ${pathName(path)}`,
        request: jsonRequest(base, render(withValue(example, [...path, key], PLACEHOLDER), value)),
      });
    }
  }
  return generated;
}

/** Every query key set to each MUST_TRY_URL value. */
export function systematicQueries(
  base: InjectOptions,
  keys: string[],
  valid: Record<string, string>,
): Generated[] {
  const url = String(base.url).split('?')[0]!;
  return [...new Set([...keys, ...Object.keys(valid)])].flatMap((key) =>
    MUST_TRY_URL.map(({ label, encoded }) => {
      const parts = Object.entries({ ...valid, [key]: encoded }).map(
        ([name, value]) =>
          `${encodeURIComponent(name)}=${name === key ? value : encodeURIComponent(value)}`,
      );
      return {
        label: `query: ${key} = ${label}`,
        request: { ...base, url: `${url}?${parts.join('&')}` },
      };
    }),
  );
}

/** Every path parameter set to each MUST_TRY_URL value. */
export function systematicPaths(
  route: RouteEntry,
  example: RouteExample,
  refs: Refs,
  base: InjectOptions,
): Generated[] {
  const query = String(base.url).includes('?') ? `?${String(base.url).split('?')[1]}` : '';
  return pathParams(route.url).flatMap((param) =>
    MUST_TRY_URL.map(({ label, encoded }) => {
      const filled = fillPath(route.url, refs, example).split('/');
      const index = route.url
        .split('/')
        .findIndex((segment) => segment === `:${param}` || segment === param);
      filled[index] = encoded;
      return {
        label: `path: ${param} = ${label}`,
        request: { ...base, url: `${filled.join('/')}${query}` },
      };
    }),
  );
}

/** A query value: bad text, or bytes that are not well-formed at all. */
const badQueryValue: fc.Arbitrary<{ label: string; encoded: string }> = fc.oneof(
  badString
    .filter(({ text }) => text.length <= 100_000)
    .map(({ label, text }) => ({ label, encoded: percentEncode(text) })),
  fc.constantFrom(...RAW_URL_VALUES).map((raw) => ({ label: `raw ${raw}`, encoded: raw })),
);

/** Query strings: each known key (and some unknown) bad, repeated, or in bracket syntax. */
export function queryMutations(
  base: InjectOptions,
  keys: string[],
  valid: Record<string, string>,
): fc.Arbitrary<Generated> {
  const allKeys = [...new Set([...keys, ...Object.keys(valid), 'q', '__proto__', 'constructor'])];
  const url = String(base.url).split('?')[0]!;
  const withQuery = (label: string, override: Record<string, string>, extra = '') => {
    const parts = Object.entries({ ...valid, ...override }).map(([key, value]) =>
      value === '' ? key : `${encodeURIComponent(key)}=${value}`,
    );
    const query = [...parts, extra].filter(Boolean).join('&');
    return { label: `query: ${label}`, request: { ...base, url: `${url}?${query}` } };
  };
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(fc.constantFrom(...allKeys), badQueryValue)
        .map(([key, bad]) => withQuery(`${key} = ${bad.label}`, { [key]: bad.encoded })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...allKeys)
        .map((key) => withQuery(`${key} repeated`, {}, `${key}=1&${key}=2&${key}=x`)),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...allKeys)
        .map((key) =>
          withQuery(`${key} in brackets`, {}, `${key}[a]=1&${key}[]=2&${key}[__proto__]=3`),
        ),
    },
  );
}

/** Path parameters replaced one at a time by bad text or malformed encoding. */
export function pathMutations(
  route: RouteEntry,
  example: RouteExample,
  refs: Refs,
  base: InjectOptions,
): fc.Arbitrary<Generated> | undefined {
  const params = pathParams(route.url);
  if (params.length === 0) return undefined;
  const query = String(base.url).includes('?') ? `?${String(base.url).split('?')[1]}` : '';
  const value = fc.oneof(
    badString
      .filter(({ text }) => text.length <= 10_000)
      .map(({ label, text }) => ({ label, encoded: percentEncode(text) })),
    fc.constantFrom(...RAW_URL_VALUES).map((raw) => ({ label: `raw ${raw}`, encoded: raw })),
    fc
      .constantFrom(
        '00000000-0000-0000-0000-000000000000',
        'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
        refs.id, // an account id where an entity id belongs
        `${refs.business}x`,
        `{${refs.business}}`,
        refs.business.replace(/-/g, ''),
      )
      .map((id) => ({ label: `id-like ${id}`, encoded: id })),
  );
  return fc.tuple(fc.constantFrom(...params), value).map(([param, bad]) => {
    const filled = fillPath(route.url, refs, example).split('/');
    const index = route.url
      .split('/')
      .findIndex((segment) => segment === `:${param}` || segment === param);
    filled[index] = bad.encoded;
    return {
      label: `path: ${param} = ${bad.label}`,
      request: { ...base, url: `${filled.join('/')}${query}` },
    };
  });
}

/** Header values a client can send over HTTP: visible Latin-1 only, under Node's header limit. */
const headerText = (text: string) => text.replace(/[^\x20-\x7E\xA0-\xFF]/g, '').slice(0, 8_000);

/**
 * Headers the API reads, each bad in turn: the bearer token, the impersonation header (sent as
 * an admin, who may use it), the languages and the cache validator.
 */
export function headerMutations(
  base: InjectOptions,
  adminAuthorization: string,
): fc.Arbitrary<Generated> {
  const value = fc.oneof(
    badString.map(({ label, text }) => ({ label, text: headerText(text) })),
    fc.constantFrom(...FRAGMENTS, ...RAW_URL_VALUES).map((text) => ({ label: text, text })),
  );
  const header = fc.constantFrom(
    'authorization',
    'x-impersonate-account',
    'accept-language',
    'if-none-match',
    'accept-encoding',
  );
  return fc.tuple(header, value).map(([name, bad]) => {
    const headers: Record<string, string> = {};
    for (const [key, current] of Object.entries(base.headers ?? {})) {
      headers[key] = String(current);
    }
    if (name === 'authorization') headers.authorization = `Bearer ${bad.text}`;
    else if (name === 'x-impersonate-account') {
      headers.authorization = adminAuthorization;
      headers[name] = bad.text;
    } else headers[name] = bad.text;
    return { label: `header: ${name} = ${bad.label}`, request: { ...base, headers } };
  });
}
