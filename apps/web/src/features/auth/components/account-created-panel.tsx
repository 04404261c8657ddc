import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SIGNUP_COUNTDOWN_SECONDS } from '@carta/shared';
import { Button } from '@/components/ui/button';
import { useCountdown } from '../lib/use-countdown';
import { AuthLayout } from './auth-layout';
import { AuthNotice } from './auth-notice';

/** After sign-up (docs/product.md §2, §4): the confirmation note and a countdown to /sign-in. */
export function AccountCreatedPanel({ email }: { email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goToSignIn = useCallback(() => void navigate('/sign-in'), [navigate]);
  const remaining = useCountdown(SIGNUP_COUNTDOWN_SECONDS, goToSignIn);

  return (
    <AuthLayout title={t('auth.signUp.createdTitle')} focusHeading>
      <div className="grid gap-5">
        <AuthNotice icon={MailCheck}>{t('auth.signUp.createdDescription', { email })}</AuthNotice>
        <p role="timer" className="text-sm text-slate-600">
          {t('auth.signUp.countdown', { count: remaining })}
        </p>
        <Button size="lg" className="w-full" onClick={goToSignIn}>
          {t('auth.signUp.goNow')}
        </Button>
      </div>
    </AuthLayout>
  );
}
