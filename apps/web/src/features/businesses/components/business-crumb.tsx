import type { CrumbLabelProps } from '@/components/layout/route-handle';
import { useBusinessSelection } from '@/features/businesses/selection/use-business-selection';

/**
 * The breadcrumb of /businesses/:id: the business's name, from the owner's businesses the selector
 * has already loaded (no request of its own), else the generic label.
 */
export function BusinessCrumb({ params, fallback }: CrumbLabelProps) {
  const { businesses } = useBusinessSelection();
  return <>{businesses.find((business) => business.id === params.id)?.name ?? fallback}</>;
}
