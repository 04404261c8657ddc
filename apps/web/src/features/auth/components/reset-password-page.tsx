import { StandaloneComingSoon } from '@/components/coming-soon';

/** Placeholder until its issue builds this screen. */
export function ResetPasswordPage() {
  return <StandaloneComingSoon page="resetPassword" />;
}
