import type { ReactNode } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
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
  const form = useApiForm({
    schema: MenuInputSchema,
    defaultValues: defaultsFrom(menu?.business.id ?? businessId, menu),
    fields: FIELDS,
    editing: menu !== undefined,
    onSubmit: (input) => onSubmit(withoutUntranslated(input, menu?.translations)),
  });
  const languages = useBusinessLanguages(menu?.business.id ?? businessId);
  const { control, setValue, formState } = form;
  const change = { shouldDirty: true, shouldValidate: true };
  // The list shows each chosen category's name and product count.
  const refs = useWatch({ control, name: 'categories' }) ?? [];
  const categories = useChosenItems<MenuCategory>(refs, menu?.categories ?? [], (next) =>
    setValue('categories', next, change),
  );
  const enabled = useWatch({ control, name: 'enabled' }) ?? true;
  const theme = (useWatch({ control, name: 'theme' }) as Theme | undefined) ?? DEFAULT_THEME;
  const themeProps = {
    theme,
    onChange: (next: Theme) => setValue('theme', definedKeys(next), change),
  };

  return (
    <FormProvider {...form}>
      <CollectionFormLayout
        entity="menus"
        plain={plain}
        onSubmit={form.submit}
        name={form.register('name')}
        nameError={formState.errors.name?.message}
        enabled={enabled}
        onEnabledChange={(checked) => setValue('enabled', checked, change)}
        childrenError={formState.errors.categories?.message}
        formError={form.formError}
        actions={actions(formActionsState(form))}
        extraDetails={
          <>
            {themeControl && (
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
            )}
            {languages.others.length > 0 && (
              <NameTranslations languages={languages} label={t('menus.form.name')} />
            )}
          </>
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
        list={
          <SortableList
            items={categories.items}
            onChange={categories.set}
            label={t('menus.form.listLabel')}
            emptyText={t('menus.form.empty')}
            renderDetails={(category) =>
              t('picker.productCount', { count: category.product_count })
            }
          />
        }
        count={categories.items.length}
      />
    </FormProvider>
  );
}
