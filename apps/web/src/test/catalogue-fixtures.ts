import {
  DEFAULT_THEME,
  type Category,
  type CategorySummary,
  type Menu,
  type MenuSummary,
  type Product,
} from '@carta/shared';

/** Test fixtures shaped as the API returns them; ids are valid UUIDs. */
let counter = 0;
const nextId = (group: string) => {
  counter += 1;
  return `00000000-0000-4000-${group}-${String(counter).padStart(12, '0')}`;
};

export const BUSINESS_ID = '00000000-0000-4000-8000-00000000b001';

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
    enabled: true,
    categories: [],
    theme: { ...DEFAULT_THEME },
    business: {
      id: BUSINESS_ID,
      name: 'Casa Test',
      logo: null,
      logo_url: null,
      phone: null,
      website: null,
      whatsapp: null,
      instagram: null,
      facebook: null,
      twitter: null,
    },
    created_at: '2026-02-01T10:00:00.000Z',
    updated_at: null,
    ...overrides,
  };
}

/** A product as a category lists it. */
export const asCategoryProduct = ({
  id,
  name,
  price,
  image_url,
  image_thumb_url,
  enabled,
}: Product) => ({ id, name, price, image_url, image_thumb_url, enabled });

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
