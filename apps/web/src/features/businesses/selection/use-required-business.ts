import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentBusiness, type CurrentBusiness } from './use-current-business';

export type RequiredBusiness = CurrentBusiness;

/**
 * docs/product.md §6: the catalogue's create and edit screens work inside the selected business; with none
 * once the businesses have loaded, they go to /dashboard. A list that shows a failed load in place
 * (with its Retry) passes `stayOnFailure`: a failure is not the absence of a business.
 */
export function useRequiredBusiness({ stayOnFailure = false } = {}): RequiredBusiness {
  const navigate = useNavigate();
  const current = useCurrentBusiness();
  const missing =
    !current.pending && current.business === null && !(stayOnFailure && current.failed);

  useEffect(() => {
    if (missing) void navigate('/dashboard', { replace: true });
  }, [missing, navigate]);

  return current;
}
