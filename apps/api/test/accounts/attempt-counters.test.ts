import { describe, expect, it } from 'vitest';
import { createLocalCounters } from '../../src/plugins/attempt-counters';

const key = (name: string, windowMs = 1_000) => ({ key: name, windowMs });

describe('in-process sign-in attempt counters', () => {
  it('counts hits in a fixed window that starts with the first one', async () => {
    let now = 0;
    const counters = createLocalCounters(() => now);
    expect((await counters.hit([key('a')])).hits).toEqual([{ count: 1, ttlMs: 1_000 }]);
    now = 400;
    expect((await counters.hit([key('a'), key('b')])).hits).toEqual([
      { count: 2, ttlMs: 600 },
      { count: 1, ttlMs: 1_000 },
    ]);
    now = 1_000;
    expect((await counters.hit([key('a')])).hits).toEqual([{ count: 1, ttlMs: 1_000 }]);
  });

  it('takes a hit back only in the window it was counted in', async () => {
    let now = 0;
    const counters = createLocalCounters(() => now);
    const first = await counters.hit([key('a')]);
    await counters.hit([key('a')]);
    await first.undo();
    expect((await counters.hit([key('a')])).hits[0]!.count).toBe(2);

    const old = await counters.hit([key('b')]);
    now = 2_000;
    await counters.hit([key('b')]);
    await old.undo();
    expect((await counters.hit([key('b')])).hits[0]!.count).toBe(2);
  });

  it('keeps a bounded number of windows, forgetting the oldest', async () => {
    const counters = createLocalCounters(() => 0);
    await counters.hit([key('oldest', 60_000)]);
    await counters.hit([key('oldest', 60_000)]);
    for (let i = 0; i < 50_000; i++) await counters.hit([key(`k${i}`, 60_000)]);
    expect((await counters.hit([key('oldest', 60_000)])).hits[0]!.count).toBe(1);
    expect((await counters.hit([key('k49999', 60_000)])).hits[0]!.count).toBe(2);
  });
});
