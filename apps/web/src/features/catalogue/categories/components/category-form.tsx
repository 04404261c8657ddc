import type { ReactNode } from 'react';
import {
  categoryProductOf,
  CategoryInputSchema,
  type Category,
  type CategoryInput,
  type CategoryInputValues,
  type CategoryProduct,
} from '@carta/shared';
import { ProductPicker } from '@/features/catalogue/shared/item-picker/product-picker';
import { ProductPrice } from '@/features/catalogue/shared/product-price';
import { CollectionForm } from '@/features/catalogue/shared/collection-form/collection-form';
import type { FormActionsState } from '@/features/catalogue/shared/collection-form/collection-form-layout';
import { useCollectionForm } from '@/features/catalogue/shared/collection-form/use-collection-form';
import {
  translationPaths,
  translationValues,
} from '@/features/catalogue/shared/translations/translation-values';

/** The inputs that can show a server message. */
const FIELDS = ['name', 'products', ...translationPaths(['name'])] as const;

/** The form values are the schema's input: the products are `{ id }` references, in order. */
function defaultsFrom(businessId: string, category?: Category): CategoryInputValues {
  return {
    business: { id: businessId },
    name: category?.name ?? '',
    enabled: category ? category.enabled !== false : true,
    products: (category?.products ?? []).map(({ id }) => ({ id })),
    translations: translationValues(category?.translations, ['name']),
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
 * Create and edit form of a category (docs/product.md §2, §4, §5): visibility, name (and its
 * translations when the business has other languages), and its products picked on the left and
 * ordered on the right.
 */
export function CategoryForm({
  businessId,
  category,
  onSubmit,
  actions,
  plain,
}: CategoryFormProps) {
  const collection = useCollectionForm({
    entity: 'categories',
    schema: CategoryInputSchema,
    businessId,
    loaded: category,
    defaultsFor: (owner) => defaultsFrom(owner, category),
    fields: FIELDS,
    // The list shows each chosen product's name and price.
    childrenField: 'products',
    loadedChildren: category?.products ?? [],
    onSubmit,
  });
  const products = collection.chosen;

  return (
    <CollectionForm<CategoryProduct>
      collection={collection}
      plain={plain}
      actions={actions}
      picker={
        <ProductPicker
          businessId={collection.form.getValues('business.id')}
          chosenIds={products.ids}
          onAdd={(product) => products.add(categoryProductOf(product))}
        />
      }
      renderDetails={(product) => <ProductPrice product={product} />}
    />
  );
}
