import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
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
import { CollectionForm } from '@/features/catalogue/shared/collection-form/collection-form';
import type { FormActionsState } from '@/features/catalogue/shared/collection-form/collection-form-layout';
import { useCollectionForm } from '@/features/catalogue/shared/collection-form/use-collection-form';
import {
  translationPaths,
  translationValues,
} from '@/features/catalogue/shared/translations/translation-values';
import { HoursField } from './hours-field';
import { MenuSlugField } from './menu-slug-field';

/** The inputs that can show a server message. */
const FIELDS = ['name', 'slug', 'categories', 'hours', ...translationPaths(['name'])] as const;

/** A theme without keys set to undefined: a key left out and an undefined one are the same. */
const definedKeys = (theme: Theme): Theme =>
  Object.fromEntries(Object.entries(theme).filter(([, value]) => value !== undefined)) as Theme;

/** The form values are the schema's input: the categories are `{ id }` references, in order. */
function defaultsFrom(businessId: string, menu?: Menu): MenuInputValues {
  return {
    business: { id: businessId },
    name: menu?.name ?? '',
    slug: menu?.slug ?? '',
    enabled: menu ? menu.enabled !== false : true,
    categories: (menu?.categories ?? []).map(({ id }) => ({ id })),
    theme: definedKeys(menu?.theme ?? { ...DEFAULT_THEME }),
    hours: (menu?.hours ?? []).map((range) => ({ ...range, days: [...range.days] })),
    translations: translationValues(menu?.translations, ['name']),
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
 * Create and edit form of a menu (docs/product.md §2, §4, §5): visibility, name (and its
 * translations when the business has other languages), theme, and its categories picked on the
 * left and ordered on the right.
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
  const collection = useCollectionForm({
    entity: 'menus',
    schema: MenuInputSchema,
    businessId,
    loaded: menu,
    defaultsFor: (owner) => defaultsFrom(owner, menu),
    fields: FIELDS,
    // The list shows each chosen category's name and product count.
    childrenField: 'categories',
    loadedChildren: menu?.categories ?? [],
    onSubmit,
  });
  const { form, change, chosen: categories } = collection;
  const { control, setValue, formState } = form;
  const theme = (useWatch({ control, name: 'theme' }) as Theme | undefined) ?? DEFAULT_THEME;
  const themeProps = {
    theme,
    onChange: (next: Theme) => setValue('theme', definedKeys(next), change),
  };

  return (
    <CollectionForm<MenuCategory>
      collection={collection}
      plain={plain}
      actions={actions}
      extraDetails={
        themeControl && (
          <>
            <MenuSlugField businessId={menu?.business.id ?? businessId} menu={menu} />
            <div className="flex flex-wrap items-center gap-3">{themeControl(themeProps)}</div>
            <HoursField
              control={control}
              register={form.register}
              setValue={setValue}
              errors={formState.errors}
            />
          </>
        )
      }
      picker={
        <CategoryPicker
          businessId={form.getValues('business.id')}
          chosenIds={categories.ids}
          onAdd={(category) => {
            const { id, name, product_count } = category;
            const chosen = { id, name, enabled: category.enabled, product_count };
            categories.add(chosen);
          }}
        />
      }
      renderDetails={(category) => t('picker.productCount', { count: category.product_count })}
    />
  );
}
