import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as shared from './index';

const schemas = Object.entries(shared as Record<string, unknown>).flatMap(([name, value]) =>
  name.endsWith('Schema') && value instanceof z.ZodType
    ? [[name, value] as [string, z.ZodType]]
    : [],
);

describe('@carta/shared exports', () => {
  it('exports the schemas other packages rely on', () => {
    const names = schemas.map(([name]) => name);
    for (const name of [
      'IdSchema',
      'ListQuerySchema',
      'SignUpFormSchema',
      'BusinessInputSchema',
      'PriceSchema',
      'ThemeSchema',
      'PublicMenuSchema',
      'UploadResponseSchema',
      'ActivityEntrySchema',
    ]) {
      expect(names).toContain(name);
    }
  });

  // The API documents its routes with these schemas (fastify-type-provider-zod → @fastify/swagger).
  it.each(schemas)('%s converts to JSON Schema for input and output', (_name, schema) => {
    for (const io of ['input', 'output'] as const) {
      expect(() => z.toJSONSchema(schema, { io, unrepresentable: 'any' })).not.toThrow();
    }
  });
});
