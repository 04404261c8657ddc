import type { ReactNode } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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
import { SortableList } from '@/components/sortable-list/sortable-list';
import {
  CollectionFormLayout,
  type FormActionsState,
} from '@/features/catalogue/shared/collection-form/collection-form-layout';
import { formActionsState } from '@/features/catalogue/shared/collection-form/form-actions-state';
import { useApiForm } from '@/hooks/use-api-form';
import { useChosenItems } from '@/features/catalogue/shared/collection-form/use-chosen-items';
import { useBusinessLanguages } from '@/features/catalogue/shared/translations/business-languages';
import {
  translationPaths,
  translationValues,
  withoutUntranslated,
} from '@/features/catalogue/shared/translations/translation-values';
import { NameTranslations } from '@/features/catalogue/shared/translations/name-translations';

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
  const { t } = useTranslation();
  const form = useApiForm({
    schema: CategoryInputSchema,
    defaultValues: defaultsFrom(category?.business.id ?? businessId, category),
    fields: FIELDS,
    editing: category !== undefined,
    onSubmit: (input) => onSubmit(withoutUntranslated(input, category?.translations)),
  });
  const languages = useBusinessLanguages(category?.business.id ?? businessId);
  const { control, setValue, formState } = form;
  const change = { shouldDirty: true, shouldValidate: true };
  // The list shows each chosen product's name and price.
  const refs = useWatch({ control, name: 'products' }) ?? [];
  const products = useChosenItems<CategoryProduct>(refs, category?.products ?? [], (next) =>
    setValue('products', next, change),
  );
  const enabled = useWatch({ control, name: 'enabled' }) ?? true;

  return (
    <FormProvider {...form}>
      <CollectionFormLayout
        entity="categories"
        plain={plain}
        onSubmit={form.submit}
        name={form.register('name')}
        nameError={formState.errors.name?.message}
        enabled={enabled}
        onEnabledChange={(checked) => setValue('enabled', checked, change)}
        childrenError={formState.errors.products?.message}
        formError={form.formError}
        actions={actions(formActionsState(form))}
        extraDetails={
          languages.others.length > 0 && (
            <NameTranslations languages={languages} label={t('categories.form.name')} />
          )
        }
        picker={
          <ProductPicker
            businessId={form.getValues('business.id')}
            chosenIds={products.ids}
            onAdd={(product) => products.add(categoryProductOf(product))}
          />
        }
        list={
          <SortableList
            items={products.items}
            onChange={products.set}
            label={t('categories.form.listLabel')}
            emptyText={t('categories.form.empty')}
            renderDetails={(product) => <ProductPrice product={product} />}
          />
        }
        count={products.items.length}
      />
    </FormProvider>
  );
}
