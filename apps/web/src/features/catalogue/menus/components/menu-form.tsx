import type { ReactNode } from 'react';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_THEME,
  MenuInputSchema,
  type Menu,
  type MenuCategory,
  type MenuInput,
  type MenuInputValues,
  type Theme,
} from '@carta/shared';
import { CategoryPicker } from '@/features/catalogue/shared/item-picker/category-picker';
import { SortableList } from '@/components/sortable-list/sortable-list';
import {
  CollectionFormLayout,
  type FormActionsState,
} from '@/features/catalogue/shared/collection-form/collection-form-layout';
import { useCollectionForm } from '@/features/catalogue/shared/collection-form/use-collection-form';

/** The form keeps each chosen category's name and product count for the list; only ids are sent. */
export type MenuFormValues = Omit<MenuInputValues, 'categories' | 'enabled' | 'theme'> & {
  enabled: boolean;
  categories: MenuCategory[];
  theme: Theme;
};

// The form holds richer children than the schema's `{ id }` references; zod strips the rest.
const resolver = zodResolver(MenuInputSchema) as unknown as Resolver<
  MenuFormValues,
  unknown,
  MenuInput
>;

function defaultsFrom(businessId: string, menu?: Menu): MenuFormValues {
  return {
    business: { id: businessId },
    name: menu?.name ?? '',
    enabled: menu ? menu.enabled !== false : true,
    categories: menu?.categories ?? [],
    theme: menu?.theme ?? { ...DEFAULT_THEME },
  };
}

/** The slot of the theme editor: it gets the current theme and reports a new one. */
export type ThemeControl = (props: { theme: Theme; onChange: (theme: Theme) => void }) => ReactNode;

export interface MenuFormProps {
  /** The business a new menu goes to (an edited one keeps its own). */
  businessId: string;
  /** The loaded menu; create mode without it. */
  menu?: Menu;
  onSubmit: (input: MenuInput) => Promise<unknown>;
  /** The sticky bar of a page or the footer of a dialog; rendered inside the form. */
  actions: (state: FormActionsState) => ReactNode;
  /**
   * The Customize theme control (the menus feature's theme dialog). Without it (the quick "Build a
   * menu" dialog) there is no theme control and the loaded theme, or the default one, is sent
   * unchanged.
   */
  themeControl?: ThemeControl;
  plain?: boolean;
}

/**
 * Create and edit form of a menu (SPEC §2, §4, §5): visibility, name, theme, and its categories
 * picked on the left and ordered on the right.
 */
export function MenuForm({
  businessId,
  menu,
  onSubmit,
  actions,
  themeControl,
  plain,
}: MenuFormProps) {
  const { t } = useTranslation();
  const { initial, values, set, form } = useCollectionForm({
    entity: 'menus',
    childField: 'categories',
    defaults: () => defaultsFrom(menu?.business.id ?? businessId, menu),
    resolver,
    snapshot: ({ name, enabled, categories, theme }) => ({
      name,
      enabled,
      children: categories,
      theme,
    }),
    editing: menu !== undefined,
    onSubmit,
    actions,
    plain,
  });
  const { categories, theme } = values;
  const setCategories = (next: MenuCategory[]) => set('categories', next);
  const themeProps = { theme, onChange: (next: Theme) => set('theme', next) };

  return (
    <CollectionFormLayout
      {...form}
      extraDetails={
        themeControl && (
          <div className="flex flex-wrap items-center gap-3">{themeControl(themeProps)}</div>
        )
      }
      picker={
        <CategoryPicker
          businessId={initial.business.id}
          chosenIds={categories.map((category) => category.id)}
          onAdd={({ id, name, enabled, product_count }) =>
            setCategories([...categories, { id, name, enabled, product_count }])
          }
        />
      }
      list={
        <SortableList
          items={categories}
          onChange={setCategories}
          label={t('menus.form.listLabel')}
          emptyText={t('menus.form.empty')}
          renderDetails={(category) => t('picker.productCount', { count: category.product_count })}
        />
      }
      count={categories.length}
    />
  );
}
