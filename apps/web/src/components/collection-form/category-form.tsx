import { useState, type ReactNode } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
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
import { ProductPicker } from '@/components/item-picker/product-picker';
import { SortableList } from '@/components/sortable-list/sortable-list';
import { hasChanged } from './changes';
import { CollectionFormLayout, type FormActionsState } from './collection-form-layout';
import { EnabledSwitch } from './enabled-switch';
import { NameField } from './name-field';
import { serverErrors, type ServerErrors } from './server-errors';

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
 * on the left and ordered on the right. Validated on change with the shared schema; a 400's
 * `fields` are shown where they belong.
 */
export function CategoryForm({
  businessId,
  category,
  onSubmit,
  actions,
  plain,
}: CategoryFormProps) {
  const { t } = useTranslation();
  // The values loaded when the form opened: the reference of the dirty rule and of Discard.
  const [initial] = useState(() => defaultsFrom(category?.business.id ?? businessId, category));
  const [fromServer, setFromServer] = useState<ServerErrors>({});
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting, isValid },
  } = useForm<CategoryFormValues, unknown, CategoryInput>({
    resolver,
    mode: 'onChange',
    defaultValues: initial,
  });
  const [name, enabled, products] = useWatch({ control, name: ['name', 'enabled', 'products'] });

  const changed = hasChanged(
    { name: initial.name, enabled: initial.enabled, children: initial.products },
    { name, enabled, children: products },
  );
  const setProducts = (next: CategoryProduct[]) =>
    setValue('products', next, { shouldValidate: true, shouldDirty: true });

  const submit = handleSubmit(async (input) => {
    setFromServer({});
    try {
      await onSubmit(input);
    } catch (error) {
      const found = serverErrors(error, 'products');
      if (found.name)
        setError('name', { type: 'server', message: found.name }, { shouldFocus: true });
      setFromServer(found);
    }
  });

  const state: FormActionsState = {
    canSubmit: isValid && !isSubmitting && (category === undefined || changed),
    isSubmitting,
    changed,
    discard: () => {
      reset(initial);
      setFromServer({});
    },
  };

  return (
    <CollectionFormLayout
      entity="categories"
      onSubmit={submit}
      plain={plain}
      details={
        <>
          <EnabledSwitch
            checked={enabled}
            onCheckedChange={(checked) =>
              setValue('enabled', checked, { shouldValidate: true, shouldDirty: true })
            }
            label={t('categories.form.enabled')}
            description={t(enabled ? 'categories.form.enabledOn' : 'categories.form.enabledOff')}
          />
          <NameField
            {...register('name')}
            label={t('categories.form.name')}
            placeholder={t('categories.form.namePlaceholder')}
            error={errors.name?.message}
          />
        </>
      }
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
      childrenError={fromServer.children}
      formError={fromServer.other}
      actions={actions(state)}
    />
  );
}
