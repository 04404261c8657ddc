import type { Product } from '@carta/shared';

let counter = 0;

/** A product as the API returns it; ids are valid UUIDs. */
export function fakeProduct(businessId: string, overrides: Partial<Product> = {}): Product {
  counter += 1;
  return {
    id: `00000000-0000-4000-9000-${String(counter).padStart(12, '0')}`,
    name: `Product ${counter}`,
    description: null,
    price: '9.50',
    image: null,
    image_url: null,
    image_thumb_url: null,
    enabled: true,
    business: { id: businessId },
    created_at: '2026-01-15T10:00:00.000Z',
    updated_at: null,
    ...overrides,
  };
}
