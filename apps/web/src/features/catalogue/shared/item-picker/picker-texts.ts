import type { TFunction } from 'i18next';
import type { ItemPickerTexts } from './item-picker';

/** A picker of the business's items, as the category and menu forms place it. */
export interface BusinessPickerProps<T> {
  businessId: string;
  chosenIds: readonly string[];
  onAdd: (item: T) => void;
  className?: string;
}

/** The texts of the products or categories picker, from its `picker.{kind}` translations. */
export const pickerTexts = (t: TFunction, kind: 'products' | 'categories'): ItemPickerTexts => ({
  title: t(`picker.${kind}.title`),
  search: t(`picker.${kind}.search`),
  empty: t(`picker.${kind}.empty`),
  noMatch: t(`picker.${kind}.noMatch`),
  allChosen: t(`picker.${kind}.allChosen`),
});
