import { useState, type ReactNode } from 'react';
import {
  useForm,
  useWatch,
  type DefaultValues,
  type Path,
  type PathValue,
  type Resolver,
} from 'react-hook-form';
import { hasChanged, type CollectionSnapshot } from './changes';
import type { CollectionFormLayoutProps, FormActionsState } from './collection-form-layout';
import { serverErrors, type ServerErrors } from './server-errors';

/** The fields every category and menu form holds. */
export interface CollectionFields {
  business: { id: string };
  name: string;
  enabled: boolean;
}

export interface CollectionFormOptions<TValues extends CollectionFields, TInput> {
  entity: CollectionFormLayoutProps['entity'];
  /** The field of the ordered children, where the server's messages about them point. */
  childField: 'products' | 'categories';
  /** The values when the form opens: the reference of the dirty rule and of Discard. */
  defaults: () => TValues;
  resolver: Resolver<TValues, unknown, TInput>;
  /** What the dirty rule compares. */
  snapshot: (values: TValues) => CollectionSnapshot;
  /** Edit mode: submitting needs a change. */
  editing: boolean;
  onSubmit: (input: TInput) => Promise<unknown>;
  actions: (state: FormActionsState) => ReactNode;
  plain?: boolean;
}

/**
 * The state shared by the category and menu forms (SPEC §2, §4, §5): validated on change with the
 * shared schema, dirty against the loaded values, a 400's `fields` shown where they belong. Returns
 * the watched values, a setter that validates and marks dirty, and the layout's form props.
 */
export function useCollectionForm<TValues extends CollectionFields, TInput>({
  entity,
  childField,
  defaults,
  resolver,
  snapshot,
  editing,
  onSubmit,
  actions,
  plain,
}: CollectionFormOptions<TValues, TInput>) {
  const [initial] = useState(defaults);
  const [fromServer, setFromServer] = useState<ServerErrors>({});
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting, isValid },
  } = useForm<TValues, unknown, TInput>({
    resolver,
    mode: 'onChange',
    defaultValues: initial as DefaultValues<TValues>,
  });
  const values = useWatch({ control }) as TValues;
  const changed = hasChanged(snapshot(initial), snapshot(values));
  const name = 'name' as Path<TValues>;

  const set = <TName extends Path<TValues>>(field: TName, value: PathValue<TValues, TName>) =>
    setValue(field, value, { shouldValidate: true, shouldDirty: true });

  const submit = handleSubmit(async (input) => {
    setFromServer({});
    try {
      await onSubmit(input);
    } catch (error) {
      const found = serverErrors(error, childField);
      if (found.name)
        setError(name, { type: 'server', message: found.name }, { shouldFocus: true });
      setFromServer(found);
    }
  });

  const state: FormActionsState = {
    canSubmit: isValid && !isSubmitting && (!editing || changed),
    isSubmitting,
    changed,
    discard: () => {
      reset(initial);
      setFromServer({});
    },
  };

  const form = {
    entity,
    plain,
    onSubmit: submit,
    name: register(name),
    nameError: errors.name?.message as string | undefined,
    enabled: values.enabled,
    onEnabledChange: (checked: boolean) =>
      set('enabled' as Path<TValues>, checked as PathValue<TValues, Path<TValues>>),
    childrenError: fromServer.children,
    formError: fromServer.other,
    actions: actions(state),
  } satisfies Partial<CollectionFormLayoutProps>;

  return { initial, values, set, form };
}
