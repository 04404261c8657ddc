export interface ProductListParams {
  businessId: string;
  page: number;
  /** The trimmed search term; empty means no filter. */
  name: string;
}

/** Cache keys of the products feature; every product query sits under `productKeys.all`. */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (params: ProductListParams) => [...productKeys.lists(), params] as const,
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
};
