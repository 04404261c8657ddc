import { useQuery } from '@tanstack/react-query';
import type { Business } from '@carta/shared';
import { selectableBusinessesQueryOptions } from '@/features/businesses/api/get-businesses';
import { selectedBusiness, useSelectedBusinessId } from '@/lib/selected-business';

/** Makes a business the current one (persisted, docs/product.md §3 "Local settings"). */
export function selectBusiness(id: string): void {
  selectedBusiness.set(id);
}

export interface BusinessSelection {
  businesses: Business[];
  selectedId: string | null;
  /** The selected business once the list has it, else null. */
  selectedBusiness: Business | null;
  isPending: boolean;
  isError: boolean;
  retry: () => void;
  select: (id: string) => void;
}

/** The owner's businesses and the current selection, for the selector and pages. */
export function useBusinessSelection(): BusinessSelection {
  const selectedId = useSelectedBusinessId();
  const query = useQuery(selectableBusinessesQueryOptions());
  const businesses = query.data ?? [];
  return {
    businesses,
    selectedId,
    selectedBusiness: businesses.find((business) => business.id === selectedId) ?? null,
    isPending: query.isPending,
    isError: query.isError,
    retry: () => void query.refetch(),
    select: selectBusiness,
  };
}
