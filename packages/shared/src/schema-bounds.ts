import type { z } from 'zod';

/**
 * String formats whose pattern alone fixes a maximum length (zod's regexes for these have no
 * unbounded repetition). `datetime` and `time` are bounded only with a fixed `precision`: without
 * it their fractional seconds (`\.\d+`) take any number of digits.
 */
const BOUNDED_FORMATS = new Set([
  'guid',
  'uuid',
  'ulid',
  'xid',
  'ksuid',
  'nanoid',
  'date',
  'ipv4',
  'ipv6',
  'cidrv4',
  'cidrv6',
  'mac',
  'e164',
  'iban',
  'md5_hex',
  'sha1_hex',
  'sha256_hex',
  'sha384_hex',
  'sha512_hex',
]);

const MAX_CHECKS = new Set(['max_length', 'length_equals', 'max_size', 'size_equals']);

/** Schema types whose values have a fixed bound in size (numbers, booleans, enumerations…). */
const SCALAR_TYPES = new Set([
  'number',
  'bigint',
  'boolean',
  'date',
  'enum',
  'literal',
  'null',
  'undefined',
  'void',
  'never',
  'nan',
  'symbol',
]);

type Def = z.core.$ZodTypeDef & Record<string, unknown>;
type Schema = z.core.$ZodType;

const defOf = (schema: Schema) => schema._zod.def as Def;

function hasMaxCheck(def: Def): boolean {
  return (def.checks ?? []).some((check) => MAX_CHECKS.has(check._zod.def.check));
}

function isBoundedFormat(format: unknown, precision: unknown): boolean {
  if (typeof format !== 'string') return false;
  if (format === 'datetime' || format === 'time') return typeof precision === 'number';
  return BOUNDED_FORMATS.has(format);
}

function isBoundedString(def: Def): boolean {
  if (hasMaxCheck(def) || isBoundedFormat(def.format, def.precision)) return true;
  // Formats can also come as checks (`z.string().check(z.uuid())`).
  return (def.checks ?? []).some((check) => {
    const checkDef = check._zod.def as unknown as Record<string, unknown>;
    return (
      checkDef.check === 'string_format' && isBoundedFormat(checkDef.format, checkDef.precision)
    );
  });
}

/** `path` followed by `key`, a key or a sub-path (`''`, `name`, `[]`, `a.b`). */
function join(path: string, key: string): string {
  if (path === '' || key === '') return path + key;
  return key.startsWith('[') ? path + key : `${path}.${key}`;
}

/**
 * Paths in a zod 4 schema where input of any size is accepted: strings without a maximum length,
 * arrays, sets and maps without a maximum size, records keyed by free strings, and `any`,
 * `unknown`, `custom` or bare `transform` schemas (they accept any value). Paths are dot-joined
 * object keys, `[]` for array elements, `{}` for record values, `*` for the extra keys of a loose
 * object; `''` is the root. An empty result means every accepted input is bounded in size
 * (docs/security.md, "Input limits").
 *
 * Wrappers (optional, nullable, default, catch, readonly, lazy…) are looked through. A pipe is
 * bounded when its input side is; otherwise what its output side accepts counts (a transform on
 * the output side counts as unbounded). Unions and intersections report the paths of every
 * member (conservative for intersections). Anything that is not a zod 4 schema (a plain JSON
 * Schema object, say) is reported at its path, since nothing proves it bounded.
 */
export function unboundedPaths(schema: unknown): string[] {
  const found = new Set<string>();
  walk(schema as Schema, '', found, new Set());
  return [...found];
}

function walk(schema: Schema, path: string, found: Set<string>, active: Set<Schema>): void {
  // Not a zod 4 schema (a plain JSON Schema, a zod 3 schema): nothing proves it bounded.
  if (typeof schema !== 'object' || schema === null || !('_zod' in schema)) {
    found.add(path);
    return;
  }
  // Recursive schemas (z.lazy) are walked once per branch.
  if (active.has(schema)) return;
  active.add(schema);
  try {
    visit(schema, path, found, active);
  } finally {
    active.delete(schema);
  }
}

function visit(schema: Schema, path: string, found: Set<string>, active: Set<Schema>): void {
  const def = defOf(schema);
  const at = (inner: unknown, innerPath = path) => walk(inner as Schema, innerPath, found, active);
  switch (def.type) {
    case 'string':
      if (!isBoundedString(def)) found.add(path);
      return;
    case 'file':
      if (!hasMaxCheck(def)) found.add(path);
      return;
    case 'object': {
      for (const [key, value] of Object.entries(def.shape as Record<string, Schema>)) {
        at(value, join(path, key));
      }
      const catchall = def.catchall as Schema | undefined;
      if (catchall && defOf(catchall).type !== 'never') at(catchall, join(path, '*'));
      return;
    }
    case 'array':
      if (!hasMaxCheck(def)) found.add(path);
      at(def.element, `${path}[]`);
      return;
    case 'set':
      if (!hasMaxCheck(def)) found.add(path);
      at(def.valueType, `${path}[]`);
      return;
    case 'tuple':
      (def.items as Schema[]).forEach((item, index) => at(item, `${path}[${index}]`));
      if (def.rest) {
        if (!hasMaxCheck(def)) found.add(path);
        at(def.rest, `${path}[]`);
      }
      return;
    case 'record':
    case 'map': {
      const keyType = def.keyType as Schema;
      // Only a key type with finitely many values (an enum or literal) bounds the entry count.
      const keyKind = defOf(keyType).type;
      if (!hasMaxCheck(def) && keyKind !== 'enum' && keyKind !== 'literal') found.add(path);
      at(keyType, join(path, '{key}'));
      at(def.valueType, join(path, '{}'));
      return;
    }
    case 'union':
      for (const option of def.options as Schema[]) at(option);
      return;
    case 'intersection':
      at(def.left);
      at(def.right);
      return;
    case 'pipe': {
      const inPaths = new Set<string>();
      walk(def.in as Schema, '', inPaths, active);
      if (inPaths.size === 0) return;
      const out = def.out as Schema;
      if (defOf(out).type === 'transform') {
        for (const inner of inPaths) found.add(join(path, inner));
      } else {
        at(out);
      }
      return;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'nonoptional':
    case 'readonly':
    case 'success':
    case 'promise':
      at(def.innerType);
      return;
    case 'lazy':
      at((def.getter as () => Schema)());
      return;
    case 'template_literal':
      // Bounded only when every part is a literal text (then there is nothing to walk).
      if ((def.parts as unknown[]).some((part) => typeof part === 'object' && part !== null)) {
        found.add(path);
      }
      return;
    default:
      if (!SCALAR_TYPES.has(def.type)) found.add(path);
  }
}
