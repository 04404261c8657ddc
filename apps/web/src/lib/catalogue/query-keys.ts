/**
 * Cache keys of the catalogue. Every category query sits under `categoryKeys.all` and every menu
 * query under `menuKeys.all`, so one invalidation refreshes lists, details and pickers together.
 * Product picker pages sit under `['products']`, which the products screens invalidate.
 */
export const categoryKeys = {
  all: ['categories'] as const,
  lists: () => [...categoryKeys.all, 'list'] as const,
  page: (businessId: string, page: number, name: string) =>
    [...categoryKeys.lists(), businessId, page, name] as const,
  picker: (businessId: string, name: string) =>
    [...categoryKeys.all, 'picker', businessId, name] as const,
  detail: (id: string) => [...categoryKeys.all, 'detail', id] as const,
};

export const menuKeys = {
  all: ['menus'] as const,
  lists: () => [...menuKeys.all, 'list'] as const,
  page: (businessId: string, page: number, name: string) =>
    [...menuKeys.lists(), businessId, page, name] as const,
  detail: (id: string) => [...menuKeys.all, 'detail', id] as const,
};

export const productPickerKey = (businessId: string, name: string) =>
  ['products', 'picker', businessId, name] as const;
