import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { slugify, type Menu, type MenuInputValues } from '@carta/shared';
import { SlugField } from '@/components/slug-field';
import { useBusinessSelection } from '@/features/businesses';
import { useAppUrl } from '@/lib/app-config';

/**
 * A menu's readable address (the form's FormProvider): after `APP_URL/m/<business slug or id>/`,
 * with the name's slug offered while it is empty.
 */
export function MenuSlugField({ businessId, menu }: { businessId: string; menu?: Menu }) {
  const { t } = useTranslation();
  const { control, register, setValue, formState } = useFormContext<MenuInputValues>();
  // Watched here, not in the form: typing re-renders only this field.
  const name = useWatch({ control, name: 'name' }) ?? '';
  const slug = useWatch({ control, name: 'slug' }) ?? '';
  const listed = useBusinessSelection().businesses.find(({ id }) => id === businessId);
  const business = listed ?? (menu?.business.id === businessId ? menu.business : undefined);
  const appUrl = useAppUrl();
  return (
    <SlugField
      label={t('menus.form.slug')}
      prefix={`${appUrl}/m/${business?.slug ?? businessId}/`}
      hint={t('menus.form.slugHint')}
      registration={register('slug')}
      value={slug}
      error={formState.errors.slug?.message}
      suggestion={slugify(name)}
      onSuggest={(suggested) =>
        setValue('slug', suggested, { shouldDirty: true, shouldValidate: true })
      }
    />
  );
}
