import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { Business } from '@carta/shared';
import { resolveSelection } from './resolve-selection';
import { useBusinessSelection } from './use-business-selection';

export interface RequiredBusiness {
  /** The owner's businesses are still loading. */
  pending: boolean;
  /** The business the screen works in; null while loading or when there is none. */
  business: Business | null;
}

/**
 * SPEC §6: the catalogue screens work inside the selected business; with none once the businesses
 * have loaded, they go to /dashboard. The selection rules (SPEC §4) are applied here too, so a stale
 * stored id resolves to the business the selector is about to pick instead of bouncing the owner
 * away, with no one-render gap before the layout's sync runs.
 */
export function useRequiredBusiness(): RequiredBusiness {
  const navigate = useNavigate();
  const { businesses, selectedId, isPending, isError } = useBusinessSelection();
  const id = isPending || isError ? null : resolveSelection(selectedId, businesses);
  const business = businesses.find((candidate) => candidate.id === id) ?? null;
  const missing = !isPending && business === null;

  useEffect(() => {
    if (missing) void navigate('/dashboard', { replace: true });
  }, [missing, navigate]);

  return { pending: isPending, business };
}
