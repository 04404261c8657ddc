import { StandaloneComingSoon } from '@/components/coming-soon';

/** Placeholder until its issue builds this screen. */
export function SignInPage() {
  return <StandaloneComingSoon page="signIn" />;
}
