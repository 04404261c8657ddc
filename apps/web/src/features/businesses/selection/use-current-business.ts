import type { Business } from '@carta/shared';
import { resolveSelection } from './resolve-selection';
import { useBusinessSelection } from './use-business-selection';

export interface CurrentBusiness {
  /** The owner's businesses are still loading. */
  pending: boolean;
  /** The business the catalogue screens work in, or null when there is none. */
  business: Business | null;
  /** The owner's businesses could not be loaded: an error to show with `retry`, not "no business". */
  failed: boolean;
  retry: () => void;
}

/**
 * The selected business as the selection rules (docs/product.md §4) settle it: the stored one if it still
 * exists, else the first. Resolving here avoids a one-render gap before the layout's sync runs.
 */
export function useCurrentBusiness(): CurrentBusiness {
  const { businesses, selectedId, isPending, isError, retry } = useBusinessSelection();
  if (isPending) return { pending: true, business: null, failed: false, retry };
  const id = isError ? null : resolveSelection(selectedId, businesses);
  return {
    pending: false,
    business: businesses.find((business) => business.id === id) ?? null,
    failed: isError,
    retry,
  };
}
