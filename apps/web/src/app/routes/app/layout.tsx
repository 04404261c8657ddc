import { BusinessSelector } from '@/app/layout/business-selector/business-selector';
import { AppLayout } from '@/app/layout/app-layout';
import { CurrentBusinessBar } from '@/app/layout/current-business-bar';
import { useBusinessSelectionSync } from '@/features/businesses/selection/use-business-selection-sync';

/** The signed-in frame, with the business selector and the selection rules of docs/product.md §4. */
export function Component() {
  useBusinessSelectionSync();
  return (
    <AppLayout
      businessSelector={<BusinessSelector />}
      currentBusiness={(openDrawer) => <CurrentBusinessBar onChange={openDrawer} />}
    />
  );
}
