import type { ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SortableList, type SortableItem } from '@/components/sortable-list/sortable-list';
import { NameTranslations } from '../translations/name-translations';
import { CollectionFormLayout, type FormActionsState } from './collection-form-layout';
import type { CollectionFormState } from './use-collection-form';

export interface CollectionFormProps<Item extends SortableItem> {
  /** The form's state from useCollectionForm. */
  collection: CollectionFormState<Item>;
  /** The sticky bar of a page or the footer of a dialog; rendered inside the form. */
  actions: (state: FormActionsState) => ReactNode;
  plain?: boolean;
  /** Under the name, before its translations (the menu's slug, theme and hours). */
  extraDetails?: ReactNode;
  /** The left side: where children are picked. */
  picker: ReactNode;
  /** What the ordered list shows of a child besides its name. */
  renderDetails: (item: Item) => ReactNode;
}

/**
 * A category or menu form: visibility, name (and its translations when the business has other
 * languages), any extras, and its children picked on the left and ordered on the right.
 */
export function CollectionForm<Item extends SortableItem>({
  collection,
  actions,
  plain,
  extraDetails,
  picker,
  renderDetails,
}: CollectionFormProps<Item>) {
  const { t } = useTranslation();
  const { entity, methods, languages, chosen } = collection;

  return (
    <FormProvider {...methods}>
      <CollectionFormLayout
        {...collection.layout}
        plain={plain}
        actions={actions(collection.actionsState)}
        extraDetails={
          <>
            {extraDetails}
            {languages.others.length > 0 && (
              <NameTranslations languages={languages} label={t(`${entity}.form.name`)} />
            )}
          </>
        }
        picker={picker}
        list={
          <SortableList
            items={chosen.items}
            onChange={chosen.set}
            label={t(`${entity}.form.listLabel`)}
            emptyText={t(`${entity}.form.empty`)}
            renderDetails={renderDetails}
          />
        }
      />
    </FormProvider>
  );
}
