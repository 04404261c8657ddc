import type { FormActionsState } from './collection-form-layout';

/** The parts of a category or menu form's useApiForm the actions need. */
interface CollectionForm {
  canSubmit: boolean;
  formState: { isSubmitting: boolean; isDirty: boolean };
  reset: () => void;
}

/**
 * The state of a category or menu form's actions (docs/product.md §4 Forms): changed is react-hook-form's
 * dirty state against the loaded values (order and membership of the children and the theme
 * included), and Discard goes back to them.
 */
export const formActionsState = ({ canSubmit, formState, reset }: CollectionForm) =>
  ({
    canSubmit,
    isSubmitting: formState.isSubmitting,
    changed: formState.isDirty,
    discard: () => reset(),
  }) satisfies FormActionsState;
