import { AppLayout } from '@/components/layout/app-layout';

/** The signed-in frame; the businesses feature will pass its selector here. */
export function Component() {
  return <AppLayout />;
}
