import { ComingSoon } from '@/components/coming-soon';

/** Placeholder until its issue builds this screen. */
export function NewBusinessPage() {
  return <ComingSoon page="newBusiness" />;
}
