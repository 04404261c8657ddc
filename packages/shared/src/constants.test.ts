import { describe, expect, it } from 'vitest';
import * as c from './constants';

describe('constants (docs/product.md §9)', () => {
  it('matches the page sizes and timings', () => {
    expect([
      c.PAGE_SIZE,
      c.MENUS_PAGE_SIZE,
      c.BUSINESSES_LOAD_SIZE,
      c.ADMIN_ACCOUNTS_PAGE_SIZE,
    ]).toEqual([25, 12, 1000, 25]);
    expect(c.SEARCH_DEBOUNCE_MS).toBe(300);
    expect(c.TOKEN_REFRESH_LEAD_MS).toBe(5 * 60 * 1000);
    expect(c.PRECALL_REFRESH_MARGIN_MS).toBe(60 * 1000);
    expect(c.REFRESH_TOKEN_TTL_SECONDS).toBe(2_592_000);
    expect(c.ACTIVATION_TOKEN_TTL_SECONDS).toBe(172_800);
    expect(c.RESET_TOKEN_TTL_SECONDS).toBe(3600);
    expect(c.MAX_UPLOAD_BYTES).toBe(5_242_880);
  });

  it('lists the plans of the landing page', () => {
    expect(
      c.PLANS.map((plan) => [plan.id, plan.priceUsdPerMonth, plan.maxBusinesses, plan.maxMenus]),
    ).toEqual([
      ['starter', 0, 1, 3],
      ['professional', 19, 5, null],
      ['enterprise', null, null, null],
    ]);
  });
});
