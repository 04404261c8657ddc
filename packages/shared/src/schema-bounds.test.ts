import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { unboundedPaths } from './schema-bounds';

describe('unboundedPaths', () => {
  it('reports strings without a maximum and accepts strings with one', () => {
    expect(unboundedPaths(z.string())).toEqual(['']);
    expect(unboundedPaths(z.string().trim().min(3))).toEqual(['']);
    expect(
      unboundedPaths(
        z
          .string()
          .trim()
          .max(5)
          .refine(() => true),
      ),
    ).toEqual([]);
    expect(unboundedPaths(z.string().length(4))).toEqual([]);
  });

  it('counts fixed-length formats, enums and literals as bounded, open formats as unbounded', () => {
    for (const bounded of [
      z.guid(),
      z.uuid(),
      z.iso.date(),
      z.iso.datetime({ precision: 3 }),
      z.enum(['a', 'b']),
      z.literal('x'),
      z.number(),
      z.boolean(),
      z.null(),
      z.coerce.number().int(),
    ]) {
      expect(unboundedPaths(bounded)).toEqual([]);
    }
    // Fractional seconds of any length, and e-mail addresses or URLs of any length.
    for (const open of [z.iso.datetime(), z.email(), z.url(), z.string().regex(/^a+$/)]) {
      expect(unboundedPaths(open)).toEqual(['']);
    }
  });

  it('walks objects, arrays, records, tuples and wrappers, naming each path', () => {
    const schema = z.object({
      name: z.string().max(5).optional(),
      bio: z.string().nullable().default(null),
      tags: z.array(z.string().max(3)),
      refs: z.array(z.object({ id: z.string() })).max(10),
      meta: z.record(z.string().max(5), z.string().max(5)),
      fixed: z.record(z.enum(['a', 'b']), z.string()),
      pair: z.tuple([z.string(), z.number()]),
      nested: z.object({ deep: z.array(z.array(z.number()).max(2)).max(2).catch([]) }),
    });
    expect(unboundedPaths(schema).sort()).toEqual(
      ['bio', 'tags', 'refs[].id', 'meta', 'fixed.{}', 'pair[0]'].sort(),
    );
  });

  it('reports the extra keys of loose objects and values of any type', () => {
    expect(unboundedPaths(z.looseObject({ a: z.number() }))).toEqual(['*']);
    expect(unboundedPaths(z.strictObject({ a: z.number() }))).toEqual([]);
    expect(unboundedPaths(z.object({ a: z.unknown().optional(), b: z.any() }))).toEqual(['a', 'b']);
    expect(unboundedPaths(z.custom<string>(() => true))).toEqual(['']);
  });

  it('reports every member of unions and intersections', () => {
    expect(unboundedPaths(z.union([z.string().max(3), z.number()]))).toEqual([]);
    expect(unboundedPaths(z.union([z.string(), z.number()]))).toEqual(['']);
    const union = z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('a'), text: z.string() }),
      z.object({ kind: z.literal('b'), list: z.array(z.number()) }),
    ]);
    expect(unboundedPaths(union).sort()).toEqual(['list', 'text']);
    expect(
      unboundedPaths(z.intersection(z.object({ a: z.string() }), z.object({ b: z.number() }))),
    ).toEqual(['a']);
  });

  it('looks through pipes and transforms: bounded input is enough, else the output side counts', () => {
    expect(unboundedPaths(z.string().max(5).pipe(z.email()))).toEqual([]);
    expect(unboundedPaths(z.string().pipe(z.string().max(5)))).toEqual([]);
    expect(unboundedPaths(z.string().transform((text) => text.length))).toEqual(['']);
    expect(
      unboundedPaths(
        z
          .string()
          .max(5)
          .transform((text) => text.length),
      ),
    ).toEqual([]);
    expect(
      unboundedPaths(z.preprocess((value) => value, z.object({ a: z.string().max(2) }))),
    ).toEqual([]);
    expect(
      unboundedPaths(z.object({ list: z.unknown().pipe(z.array(z.string().max(2))) })),
    ).toEqual(['list']);
  });

  it('reports what is not a zod 4 schema rather than failing on it', () => {
    expect(unboundedPaths({ type: 'string', maxLength: 3 })).toEqual(['']);
    expect(unboundedPaths(undefined)).toEqual(['']);
    expect(unboundedPaths(z.object({ a: z.null(), b: z.undefined().optional() }))).toEqual([]);
  });

  it('walks recursive schemas once per branch', () => {
    interface Node {
      label: string;
      children: Node[];
    }
    const NodeSchema: z.ZodType<Node> = z.lazy(() =>
      z.object({ label: z.string().max(4), children: z.array(NodeSchema).max(3) }),
    );
    expect(unboundedPaths(NodeSchema)).toEqual([]);
    const Open: z.ZodType<unknown> = z.lazy(() => z.object({ next: z.array(Open) }));
    expect(unboundedPaths(Open)).toEqual(['next']);
  });
});
