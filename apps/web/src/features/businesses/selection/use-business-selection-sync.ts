import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { selectableBusinessesQueryOptions } from '@/features/businesses/api/get-businesses';
import { selectedBusiness, useSelectedBusinessId } from '@/lib/selected-business';
import { resolveSelection } from './resolve-selection';

/**
 * Keeps the stored selection consistent with the owner's businesses (docs/product.md §4): after every load or
 * refresh it restores, falls back to the first, or clears; a failed load leaves no selection.
 * Mounted once by the signed-in layout. Impersonation start and stop reset the queries, so the
 * selection follows the account being viewed.
 */
export function useBusinessSelectionSync(): void {
  const { data, status } = useQuery(selectableBusinessesQueryOptions());
  const storedId = useSelectedBusinessId();

  useEffect(() => {
    if (status === 'pending') return;
    const next = status === 'success' ? resolveSelection(storedId, data) : null;
    if (next === storedId) return;
    if (next === null) selectedBusiness.remove();
    else selectedBusiness.set(next);
  }, [data, status, storedId]);
}
