import {
  useWatch,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import type { TranslationsResponse } from '@carta/shared';
import type { SortableItem } from '@/components/sortable-list/sortable-list';
import { useApiForm } from '@/hooks/use-api-form';
import { useBusinessLanguages } from '../translations/business-languages';
import { withoutUntranslated } from '../translations/translation-values';
import type { CollectionEntity } from './collection-form-layout';
import { formActionsState } from './form-actions-state';
import { useChosenItems } from './use-chosen-items';

const CHANGE = { shouldDirty: true, shouldValidate: true };

export interface CollectionFormOptions<
  TSchema extends z.ZodType<FieldValues, FieldValues>,
  Item extends SortableItem,
> {
  entity: CollectionEntity;
  schema: TSchema;
  /** The business a new one goes to (an edited one keeps its own). */
  businessId: string;
  /** The loaded category or menu; create mode without it. */
  loaded?: { business: { id: string }; translations?: TranslationsResponse };
  /** The starting values for the business the form belongs to. */
  defaultsFor: (businessId: string) => DefaultValues<z.input<TSchema>>;
  /** The inputs that can show a server message. */
  fields: readonly Path<z.input<TSchema>>[];
  /** The field of the ordered children (`{ id }` references) and the loaded children's details. */
  childrenField: 'products' | 'categories';
  loadedChildren: readonly Item[];
  onSubmit: (input: z.output<TSchema>) => Promise<unknown>;
}

/**
 * The state shared by the category and menu forms (docs/product.md §2, §4, §5): the schema's form,
 * the business's languages, the visibility switch and the chosen children, whose details are kept
 * by id while the form holds their `{ id }` references. An untranslated entity is sent without
 * `translations`.
 */
export function useCollectionForm<
  TSchema extends z.ZodType<FieldValues, FieldValues>,
  Item extends SortableItem,
>({
  entity,
  schema,
  businessId,
  loaded,
  defaultsFor,
  fields,
  childrenField,
  loadedChildren,
  onSubmit,
}: CollectionFormOptions<TSchema, Item>) {
  const owner = loaded?.business.id ?? businessId;
  const form = useApiForm({
    schema,
    defaultValues: defaultsFor(owner),
    fields,
    editing: loaded !== undefined,
    onSubmit: (input) => onSubmit(withoutUntranslated(input, loaded?.translations)),
  });
  const languages = useBusinessLanguages(owner);
  // The fields every collection form has, whatever its schema names its children.
  const methods = form as unknown as UseFormReturn<FieldValues>;
  const { control, setValue, formState } = methods;
  const refs = (useWatch({ control, name: childrenField }) as { id: string }[] | undefined) ?? [];
  const chosen = useChosenItems<Item>(refs, loadedChildren, (next) =>
    setValue(childrenField, next, CHANGE),
  );
  const enabled = (useWatch({ control, name: 'enabled' }) as boolean | undefined) ?? true;

  return {
    form,
    methods,
    change: CHANGE,
    entity,
    languages,
    chosen,
    actionsState: formActionsState(form),
    layout: {
      entity,
      onSubmit: form.submit,
      name: methods.register('name'),
      nameError: formState.errors.name?.message as string | undefined,
      enabled,
      onEnabledChange: (checked: boolean) => setValue('enabled', checked, CHANGE),
      childrenError: formState.errors[childrenField]?.message as string | undefined,
      formError: form.formError,
      count: chosen.items.length,
    },
  };
}

/** What the shared collection form renders from. */
export type CollectionFormState<Item extends SortableItem> = Omit<
  ReturnType<typeof useCollectionForm<z.ZodType<FieldValues, FieldValues>, Item>>,
  'form'
>;
