import { describe, expect, it } from 'vitest';
import { createBodyMemory, type HeldBody } from './body-memory';

const body = (bytes: number, etag = '"a"', extra: Partial<HeldBody> = {}): HeldBody => ({
  version: 1,
  validUntil: null,
  etag,
  contentType: 'text/html; charset=utf-8',
  level: 'best',
  br: Buffer.alloc(bytes),
  ...extra,
});

describe('the memory tier of stored bodies', () => {
  it('never holds more compressed bytes than its cap, whatever is asked', () => {
    const memory = createBodyMemory(10_000);
    for (let i = 0; i < 1_000; i += 1) memory.put(`menu-${i}|page`, body(3_000));
    expect(memory.stats().bytes).toBeLessThanOrEqual(10_000);
    expect(memory.stats().bodies).toBe(3);
    // The most recent ones are those held.
    expect(memory.get('menu-999|page')).toBeDefined();
    expect(memory.get('menu-0|page')).toBeUndefined();
  });

  it('drops the least recently used first, and refuses a body larger than the cap', () => {
    const memory = createBodyMemory(10_000);
    memory.put('a', body(4_000));
    memory.put('b', body(4_000));
    memory.get('a');
    memory.put('c', body(4_000));
    expect(memory.get('a')).toBeDefined();
    expect(memory.get('b')).toBeUndefined();
    memory.put('huge', body(20_000));
    expect(memory.get('huge')).toBeUndefined();
    expect(memory.stats().bytes).toBe(8_000);
  });

  it('keeps the encodings of the same bytes together, and replaces those of other bytes', () => {
    const memory = createBodyMemory(100_000);
    memory.put('a', body(1_000));
    memory.put('a', { ...body(0), br: undefined, gzip: Buffer.alloc(1_500) });
    expect(memory.get('a')?.br?.length).toBe(1_000);
    expect(memory.get('a')?.gzip?.length).toBe(1_500);
    expect(memory.stats().bytes).toBe(2_500);
    memory.put('a', body(700, '"b"', { version: 2 }));
    expect(memory.get('a')?.gzip).toBeUndefined();
    expect(memory.stats().bytes).toBe(700);
  });
});
