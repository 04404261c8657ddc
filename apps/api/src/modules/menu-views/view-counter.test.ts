import { describe, expect, it } from 'vitest';
import { createViewCounter, type CountedView, type ViewRow } from './view-counter';

const view = (overrides: Partial<CountedView> = {}): CountedView => ({
  menuId: 'menu-1',
  timeZone: 'UTC',
  language: 'en',
  device: 'phone',
  source: 'link',
  client: '203.0.113.1',
  ...overrides,
});

function counter(
  options: { fail?: () => boolean; maxBatchRows?: number; maxDedupEntries?: number } = {},
) {
  let now = Date.parse('2026-03-10T12:00:00Z');
  const written: ViewRow[][] = [];
  const errors: number[] = [];
  const dropped: number[] = [];
  const views = createViewCounter({
    write: async (rows) => {
      if (options.fail?.()) throw new Error('database away');
      written.push(rows);
    },
    onWriteError: (_error, rows) => errors.push(rows),
    onDropped: (count) => dropped.push(count),
    dedupWindowMs: 60_000,
    maxBatchRows: options.maxBatchRows,
    maxDedupEntries: options.maxDedupEntries,
    now: () => now,
  });
  return { views, written, errors, dropped, advance: (ms: number) => (now += ms) };
}

describe('createViewCounter', () => {
  it('adds views with the same menu, day, language, device and source into one row', async () => {
    const { views, written } = counter();
    views.count(view({ client: 'a' }));
    views.count(view({ client: 'b' }));
    views.count(view({ client: 'c', source: 'qr' }));
    expect(views.pending()).toEqual({ views: 3, rows: 2 });
    await views.flush();
    expect(written).toEqual([
      [
        {
          menuId: 'menu-1',
          day: '2026-03-10',
          language: 'en',
          device: 'phone',
          source: 'link',
          views: 2,
        },
        {
          menuId: 'menu-1',
          day: '2026-03-10',
          language: 'en',
          device: 'phone',
          source: 'qr',
          views: 1,
        },
      ],
    ]);
    expect(views.pending()).toEqual({ views: 0, rows: 0 });
    await views.flush();
    expect(written).toHaveLength(1);
  });

  it('counts the same address and menu once per window, other menus and addresses apart', () => {
    const { views, advance } = counter();
    expect(views.count(view())).toBe(true);
    expect(views.count(view())).toBe(false);
    expect(views.count(view({ menuId: 'menu-2' }))).toBe(true);
    expect(views.count(view({ client: '203.0.113.2' }))).toBe(true);
    // Another device class (another user agent) from the same address is the same visitor.
    expect(views.count(view({ device: 'desktop' }))).toBe(false);
    advance(59_000);
    expect(views.count(view())).toBe(false);
    advance(2_000);
    expect(views.count(view())).toBe(true);
  });

  it('forgets the oldest visitors beyond its bound', () => {
    const { views } = counter({ maxDedupEntries: 2 });
    views.count(view({ client: 'a' }));
    views.count(view({ client: 'b' }));
    views.count(view({ client: 'c' }));
    // 'a' was forgotten, so it counts again; 'c' is still remembered.
    expect(views.count(view({ client: 'a' }))).toBe(true);
    expect(views.count(view({ client: 'c' }))).toBe(false);
  });

  it('keeps the counts of a failed write for the next flush, merged with newer ones', async () => {
    let fail = true;
    const { views, written, errors } = counter({ fail: () => fail });
    views.count(view({ client: 'a' }));
    await views.flush();
    expect(errors).toEqual([1]);
    views.count(view({ client: 'b' }));
    views.count(view({ client: 'c', device: 'desktop' }));
    expect(views.pending()).toEqual({ views: 3, rows: 2 });
    fail = false;
    await views.flush();
    expect(written[0]!.map((row) => [row.device, row.views])).toEqual([
      ['phone', 2],
      ['desktop', 1],
    ]);
  });

  it('drops views beyond the batch bound and reports them', async () => {
    const { views, dropped } = counter({ maxBatchRows: 1 });
    expect(views.count(view({ client: 'a' }))).toBe(true);
    expect(views.count(view({ client: 'b', menuId: 'menu-2' }))).toBe(false);
    expect(views.count(view({ client: 'c' }))).toBe(true);
    await views.flush();
    expect(dropped).toEqual([1]);
  });

  it("counts on the calendar day of the menu's time zone", async () => {
    const { views, written, advance } = counter();
    advance(11 * 3_600_000 + 30 * 60_000); // 23:30 UTC
    views.count(view({ client: 'a', timeZone: 'Europe/Madrid' }));
    views.count(view({ client: 'b', timeZone: 'America/New_York' }));
    await views.flush();
    expect(written[0]!.map((row) => row.day)).toEqual(['2026-03-11', '2026-03-10']);
  });
});
