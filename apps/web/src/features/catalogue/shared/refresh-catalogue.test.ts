import { describe, expect, it } from 'vitest';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { BUSINESS_ID, fakeCategory, fakeMenu } from '@/test/fixtures';
import { categoryKeys, menuKeys, productKeys } from './query-keys';
import { refreshAfterProductWrite } from './refresh-catalogue';

function seeded(keys: QueryKey[]) {
  const queryClient = new QueryClient();
  for (const key of keys) queryClient.setQueryData(key, {});
  const invalidated = (key: QueryKey) => queryClient.getQueryState(key)?.isInvalidated;
  return { queryClient, invalidated };
}

describe('refreshAfterProductWrite', () => {
  it('marks categories and menus stale: they show product names, prices and counts', () => {
    const category = fakeCategory();
    const menu = fakeMenu();
    const keys = [
      categoryKeys.detail(category.id),
      categoryKeys.page(BUSINESS_ID, 1, ''),
      categoryKeys.picker(BUSINESS_ID, ''),
      menuKeys.detail(menu.id),
      productKeys.list({ businessId: BUSINESS_ID, page: 1, name: '' }),
    ];
    const { queryClient, invalidated } = seeded(keys);
    refreshAfterProductWrite(queryClient, BUSINESS_ID);
    for (const key of keys) expect(invalidated(key), JSON.stringify(key)).toBe(true);
  });

  it('keepDetail leaves the product page alone but still refreshes categories and menus', () => {
    const category = fakeCategory();
    const menu = fakeMenu();
    const product = productKeys.detail('00000000-0000-4000-a000-000000000999');
    const { queryClient, invalidated } = seeded([
      product,
      categoryKeys.detail(category.id),
      menuKeys.detail(menu.id),
    ]);
    refreshAfterProductWrite(queryClient, BUSINESS_ID, { keepDetail: true });
    expect(invalidated(product)).toBe(false);
    expect(invalidated(categoryKeys.detail(category.id))).toBe(true);
    expect(invalidated(menuKeys.detail(menu.id))).toBe(true);
  });
});
