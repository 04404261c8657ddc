import { queryOptions } from '@tanstack/react-query';
import {
  CategorySummarySchema,
  PICKER_PAGE_SIZE,
  ProductSchema,
  pagedListSchema,
  type CategorySummary,
  type PagedList,
  type Product,
} from '@carta/shared';
import { api } from '@/lib/api-client';
import { keepPreviousInBusiness } from '@/lib/keep-previous-in-business';
import { categoryKeys, productPickerKey } from '@/features/catalogue/shared/query-keys';

const ProductPageSchema = pagedListSchema(ProductSchema);
const CategoryPageSchema = pagedListSchema(CategorySummarySchema);

/** docs/product.md §2: pickers fetch page 1 of 25 of the business's items, filtered by the trimmed name. */
const pickerQuery = (businessId: string, name: string) => ({
  business_id: businessId,
  page: 1,
  items_per_page: PICKER_PAGE_SIZE,
  name: name || undefined,
});

/** GET /api/products for the category form's picker. */
export const productPickerQueryOptions = (businessId: string, name: string) =>
  queryOptions({
    queryKey: productPickerKey(businessId, name),
    queryFn: async ({ signal }): Promise<PagedList<Product>> =>
      ProductPageSchema.parse(
        await api.get('/products', { query: pickerQuery(businessId, name), signal }),
      ),
    ...keepPreviousInBusiness(businessId, {
      errorToast: { fallback: 'picker.products.loadFailed' },
    }),
  });

/** GET /api/categories for the menu form's picker. */
export const categoryPickerQueryOptions = (businessId: string, name: string) =>
  queryOptions({
    queryKey: categoryKeys.picker(businessId, name),
    queryFn: async ({ signal }): Promise<PagedList<CategorySummary>> =>
      CategoryPageSchema.parse(
        await api.get('/categories', { query: pickerQuery(businessId, name), signal }),
      ),
    ...keepPreviousInBusiness(businessId, {
      errorToast: { fallback: 'picker.categories.loadFailed' },
    }),
  });
