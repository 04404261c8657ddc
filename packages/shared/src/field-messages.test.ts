import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstIssue, issuesOf } from './field-messages';

const schema = z.object({
  a: z.string().min(2, 'short').regex(/^x/, 'no x'),
  list: z.array(z.object({ id: z.number() })),
});

describe('field messages', () => {
  it('lists every message and is undefined for valid input', () => {
    expect(issuesOf(schema, { a: 'b', list: [] })).toEqual({ a: ['short', 'no x'] });
    expect(issuesOf(schema, { a: 'xy', list: [] })).toBeUndefined();
    expect(firstIssue(schema, { a: 'xb', list: [] }, 'a')).toBeUndefined();
    expect(firstIssue(schema, { a: 'bb', list: [] }, 'a')).toBe('no x');
  });
});
