/**
 * Cache keys of the catalogue. Every category query sits under `categoryKeys.all` and every menu
 * query under `menuKeys.all`, so one invalidation refreshes lists, details and pickers together.
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

export interface ProductListParams {
  businessId: string;
  page: number;
  /** The trimmed search term; empty means no filter. */
  name: string;
}

/** Every product query (lists, details, picker pages) sits under `productKeys.all`. */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (params: ProductListParams) => [...productKeys.lists(), params] as const,
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
};

export const productPickerKey = (businessId: string, name: string) =>
  [...productKeys.all, 'picker', businessId, name] as const;
