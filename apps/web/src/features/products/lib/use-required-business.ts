import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { resolveSelection } from '@/lib/business-selection/resolve-selection';
import { useBusinessSelection } from '@/lib/business-selection/use-business-selection';

export interface RequiredBusiness {
  /** The business the screen works in, or null while loading or when there is none. */
  businessId: string | null;
  businessName: string;
}

/**
 * SPEC §6: product screens work inside the selected business; with none once the businesses have
 * loaded, they go to /dashboard. The selection rules apply here too, so a stale stored id resolves
 * to the business the selector is about to pick instead of bouncing the owner away.
 */
export function useRequiredBusiness(): RequiredBusiness {
  const navigate = useNavigate();
  const { businesses, selectedId, isPending } = useBusinessSelection();
  const businessId = isPending ? null : resolveSelection(selectedId, businesses);
  const missing = !isPending && businessId === null;

  useEffect(() => {
    if (missing) void navigate('/dashboard', { replace: true });
  }, [missing, navigate]);

  const name = businesses.find((business) => business.id === businessId)?.name ?? '';
  return { businessId, businessName: name };
}
