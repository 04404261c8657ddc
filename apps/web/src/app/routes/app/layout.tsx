import { BusinessSelector } from '@/components/business-selector/business-selector';
import { AppLayout } from '@/components/layout/app-layout';
import { useBusinessSelectionSync } from '@/lib/business-selection/use-business-selection-sync';

/** The signed-in frame, with the business selector and the selection rules of SPEC §4. */
export function Component() {
  useBusinessSelectionSync();
  return <AppLayout businessSelector={<BusinessSelector />} />;
}
