import { vi } from 'vitest';
import type { Business, BusinessStats } from '@carta/shared';

/** Test helpers: a fetch stub answering by method and path, and business fixtures. */
export type Handler = (request: { url: URL; method: string; body: unknown }) => unknown;

export interface MockedApi {
  fetch: ReturnType<typeof vi.fn<typeof fetch>>;
  calls: () => { method: string; path: string; search: string }[];
}

export class MockResponse {
  constructor(
    readonly status: number,
    readonly body: unknown = null,
  ) {}
}

/** Routes are keyed 'GET /api/businesses'; a handler returns a body or a MockResponse. */
export function mockApi(routes: Record<string, Handler>): MockedApi {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const key = Object.keys(routes)
      .filter((route) => {
        const [routeMethod, pattern] = route.split(' ');
        const regex = new RegExp(`^${pattern!.replace(/:\w+/g, '[^/]+')}$`);
        return routeMethod === method && regex.test(url.pathname);
      })
      .sort((a, b) => b.length - a.length)[0];
    if (!key) return new Response(JSON.stringify({ message: 'no route' }), { status: 404 });
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const result = await routes[key]!({ url, method, body });
    const response = result instanceof MockResponse ? result : new MockResponse(200, result);
    if (response.status === 204) return new Response(null, { status: 204 });
    return new Response(JSON.stringify(response.body), {
      status: response.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetch: fetchMock,
    calls: () =>
      fetchMock.mock.calls.map(([input, init]) => {
        const url = new URL(String(input), 'http://localhost');
        return { method: init?.method ?? 'GET', path: url.pathname, search: url.search };
      }),
  };
}

let counter = 0;

/** A business as the API returns it; ids are valid UUIDs. */
export function fakeBusiness(overrides: Partial<Business> = {}): Business {
  counter += 1;
  const suffix = String(counter).padStart(12, '0');
  return {
    id: `00000000-0000-4000-8000-${suffix}`,
    name: `Business ${counter}`,
    logo: null,
    logo_url: null,
    logo_thumb_url: null,
    phone: null,
    whatsapp: null,
    website: null,
    instagram: null,
    facebook: null,
    twitter: null,
    created_at: '2026-01-15T10:00:00.000Z',
    updated_at: '2026-01-15T10:00:00.000Z',
    ...overrides,
  };
}

export const page = <T>(items: T[], total = items.length, pageNumber = 1, itemsPerPage = 25) => ({
  items,
  pagination: { page: pageNumber, items_per_page: itemsPerPage, total },
});

export const stats = (products: number, categories: number, menus: number): BusinessStats => ({
  total_products: products,
  total_categories: categories,
  total_menus: menus,
});
