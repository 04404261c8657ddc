import {
  categoryProductOf,
  DEFAULT_THEME,
  type Account,
  type ActivityEntry,
  type Business,
  type BusinessStats,
  type Category,
  type CategorySummary,
  type Menu,
  type MenuSummary,
  type MenuViewsStats,
  type PagedList,
  type Product,
  type SessionUser,
} from '@carta/shared';

/**
 * Test data shaped as the API returns it: one factory per entity, each taking `Partial<T>`
 * overrides. Ids are valid UUIDs, unique within a test file; the group tells the entity apart.
 * (The public menu page has its own data shape: features/public-menu/components/public-menu.fixtures.ts.)
 */
let counter = 0;
const nextId = (group: string) => {
  counter += 1;
  return `00000000-0000-4000-${group}-${String(counter).padStart(12, '0')}`;
};

/** The business the catalogue factories put their items in unless told otherwise. */
export const BUSINESS_ID = '00000000-0000-4000-8000-00000000b001';

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A three-part token whose payload decodes; not signed (the web never verifies signatures). */
export function fakeToken(expSeconds = Math.floor(Date.now() / 1000) + 3600): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ sub: 'user', exp: expSeconds })}.signature`;
}

/** The signed-in user as the session keeps it. */
export function fakeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: '0b9f3c1e-8d5a-4f8e-9a51-3c2d7e6f1a20',
    email: 'owner@example.com',
    roles: [],
    tokens: { access_token: fakeToken(), refresh_token: 'refresh-token' },
    ...overrides,
  };
}

/** An account as GET /api/accounts lists it. */
export function fakeAccount(overrides: Partial<Account> = {}): Account {
  return {
    id: nextId('e000'),
    email: `account-${counter}@example.com`,
    active: true,
    roles: [],
    created_at: '2025-01-02T09:30:00.000Z',
    ...overrides,
  };
}

export function fakeBusiness(overrides: Partial<Business> = {}): Business {
  return {
    id: nextId('8000'),
    name: `Business ${counter}`,
    slug: null,
    logo: null,
    logo_url: null,
    logo_thumb_url: null,
    phone: null,
    whatsapp: null,
    website: null,
    instagram: null,
    facebook: null,
    twitter: null,
    currency: 'USD',
    show_sold_out: true,
    time_zone: 'UTC',
    primary_language: 'en',
    other_languages: [],
    created_at: '2026-01-15T10:00:00.000Z',
    updated_at: '2026-01-15T10:00:00.000Z',
    ...overrides,
  };
}

export function fakeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: nextId('a000'),
    name: `Product ${counter}`,
    price: '9.50',
    description: null,
    image: null,
    image_url: null,
    image_thumb_url: null,
    enabled: true,
    allergens: null,
    dietary: [],
    sold_out: false,
    variants: [],
    translations: {},
    business: { id: BUSINESS_ID },
    created_at: '2026-02-01T10:00:00.000Z',
    updated_at: null,
    ...overrides,
  };
}

export function fakeCategory(overrides: Partial<Category> = {}): Category {
  const products = overrides.products ?? [];
  return {
    id: nextId('b000'),
    name: `Category ${counter}`,
    enabled: true,
    translations: {},
    business: { id: BUSINESS_ID },
    products,
    product_count: products.length,
    created_at: '2026-02-01T10:00:00.000Z',
    updated_at: null,
    ...overrides,
  };
}

export function fakeMenu(overrides: Partial<Menu> = {}): Menu {
  return {
    id: nextId('c000'),
    name: `Menu ${counter}`,
    slug: null,
    enabled: true,
    categories: [],
    theme: { ...DEFAULT_THEME },
    business: {
      id: BUSINESS_ID,
      name: 'Casa Test',
      slug: null,
      logo: null,
      logo_url: null,
      phone: null,
      website: null,
      whatsapp: null,
      instagram: null,
      facebook: null,
      twitter: null,
      currency: 'USD',
      languages: ['en'],
    },
    hours: [],
    translations: {},
    created_at: '2026-02-01T10:00:00.000Z',
    updated_at: null,
    ...overrides,
  };
}

/** One row of a business's recent activity (GET /api/businesses/:id/activity). */
export function fakeActivity(overrides: Partial<ActivityEntry> = {}): ActivityEntry {
  return {
    id: nextId('d000'),
    type: 'product',
    action: 'created',
    item_id: null,
    item_name: `Item ${counter}`,
    account_id: null,
    actor_id: null,
    api_token: null,
    at: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

/** A page of a list endpoint. */
export const page = <T>(
  items: T[],
  total = items.length,
  pageNumber = 1,
  itemsPerPage = 25,
): PagedList<T> => ({
  items,
  pagination: { page: pageNumber, items_per_page: itemsPerPage, total },
});

/** One business's counts as GET /api/stats answers them. */
export const stats = (products: number, categories: number, menus: number): BusinessStats => ({
  total_products: products,
  total_categories: categories,
  total_menus: menus,
});

/** GET /api/stats/:id/views before the first view: 30 days of nothing. */
export function noMenuViews(): MenuViewsStats {
  const days = Array.from({ length: 30 }, (_, index) => ({
    day: new Date(Date.UTC(2026, 2, 1 + index)).toISOString().slice(0, 10),
    views: 0,
  }));
  return {
    from: days[0]!.day,
    to: days[29]!.day,
    time_zone: 'UTC',
    total: 0,
    days,
    top_menus: [],
    sources: [],
    devices: [],
    languages: [],
  };
}

/** A product as a category lists it. */
export const asCategoryProduct = categoryProductOf;

/** A category as a list page of GET /api/categories shows it: its count, not its products. */
export const asCategorySummary = ({ products: _products, ...summary }: Category): CategorySummary =>
  summary;

/** A menu as a list page of GET /api/menus shows it: its count, not its categories. */
export const asMenuSummary = ({ categories, ...summary }: Menu): MenuSummary => ({
  ...summary,
  category_count: categories.length,
});

/** A category as a menu lists it. */
export const asMenuCategory = ({ id, name, enabled, product_count }: Category) => ({
  id,
  name,
  enabled,
  product_count,
});
