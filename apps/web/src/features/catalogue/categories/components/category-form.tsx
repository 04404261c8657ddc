import type { ReactNode } from 'react';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  CategoryInputSchema,
  formatPrice,
  type Category,
  type CategoryInput,
  type CategoryInputValues,
  type CategoryProduct,
} from '@carta/shared';
import { ProductPicker } from '@/features/catalogue/shared/item-picker/product-picker';
import { SortableList } from '@/components/sortable-list/sortable-list';
import {
  CollectionFormLayout,
  type FormActionsState,
} from '@/features/catalogue/shared/collection-form/collection-form-layout';
import { useCollectionForm } from '@/features/catalogue/shared/collection-form/use-collection-form';

/** The form keeps each chosen product's name and price for the list; only ids are sent. */
export type CategoryFormValues = Omit<CategoryInputValues, 'products' | 'enabled'> & {
  enabled: boolean;
  products: CategoryProduct[];
};

// The form holds richer children than the schema's `{ id }` references; zod strips the rest.
const resolver = zodResolver(CategoryInputSchema) as unknown as Resolver<
  CategoryFormValues,
  unknown,
  CategoryInput
>;

function defaultsFrom(businessId: string, category?: Category): CategoryFormValues {
  return {
    business: { id: businessId },
    name: category?.name ?? '',
    enabled: category ? category.enabled !== false : true,
    products: category?.products ?? [],
  };
}

export interface CategoryFormProps {
  /** The business a new category goes to (an edited one keeps its own). */
  businessId: string;
  /** The loaded category; create mode without it. */
  category?: Category;
  onSubmit: (input: CategoryInput) => Promise<unknown>;
  /** The sticky bar of a page or the footer of a dialog; rendered inside the form. */
  actions: (state: FormActionsState) => ReactNode;
  plain?: boolean;
}

/**
 * Create and edit form of a category (SPEC §2, §4, §5): visibility, name, and its products picked
 * on the left and ordered on the right.
 */
export function CategoryForm({
  businessId,
  category,
  onSubmit,
  actions,
  plain,
}: CategoryFormProps) {
  const { t } = useTranslation();
  const { initial, values, set, form } = useCollectionForm({
    entity: 'categories',
    childField: 'products',
    defaults: () => defaultsFrom(category?.business.id ?? businessId, category),
    resolver,
    snapshot: ({ name, enabled, products }) => ({ name, enabled, children: products }),
    editing: category !== undefined,
    onSubmit,
    actions,
    plain,
  });
  const { products } = values;
  const setProducts = (next: CategoryProduct[]) => set('products', next);

  return (
    <CollectionFormLayout
      {...form}
      picker={
        <ProductPicker
          businessId={initial.business.id}
          chosenIds={products.map((product) => product.id)}
          onAdd={({ id, name, price, image_url, image_thumb_url, enabled }) =>
            setProducts([...products, { id, name, price, image_url, image_thumb_url, enabled }])
          }
        />
      }
      list={
        <SortableList
          items={products}
          onChange={setProducts}
          label={t('categories.form.listLabel')}
          emptyText={t('categories.form.empty')}
          renderDetails={(product) => formatPrice(product.price)}
        />
      }
      count={products.length}
    />
  );
}
