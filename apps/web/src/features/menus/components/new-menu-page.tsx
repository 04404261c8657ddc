import { ComingSoon } from '@/components/coming-soon';

/** Placeholder until its issue builds this screen. */
export function NewMenuPage() {
  return <ComingSoon page="newMenu" />;
}
