import { useEffect, useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useCaptchaConfig } from '../api/get-captcha-config';
import { AltchaWidget } from './altcha-widget';
import type { CaptchaHandle } from './captcha-handle';
import { RecaptchaWidget } from './recaptcha-widget';

/** The form value when the server verifies no captcha (CAPTCHA_PROVIDER=none). */
export const NO_CAPTCHA = 'none';

export interface CaptchaProps {
  /** The solution to send, or '' while unsolved or expired. */
  onChange: (token: string) => void;
  /** The schema's or server's English message; shown translated. */
  error?: string;
  ref?: Ref<CaptchaHandle>;
}

/** The captcha the server is configured for: ALTCHA (default), reCAPTCHA or none. */
export function Captcha({ onChange, error, ref }: CaptchaProps) {
  const { t } = useTranslation();
  const config = useCaptchaConfig();
  const errorId = useId();
  const provider = config.data?.provider;

  useEffect(() => {
    if (provider === NO_CAPTCHA) onChange(NO_CAPTCHA);
  }, [provider, onChange]);

  if (provider === NO_CAPTCHA) return null;

  let widget;
  if (config.isPending) {
    widget = (
      <div className="flex h-16 items-center justify-center rounded-lg border border-slate-200 bg-slate-50">
        <Spinner label={t('auth.captcha.loading')} />
      </div>
    );
  } else if (config.isError || (provider === 'recaptcha' && !config.data.siteKey)) {
    widget = (
      <div className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
        <span>{t('auth.captcha.unavailable')}</span>
        <Button variant="outline" size="sm" onClick={() => void config.refetch()}>
          {t('auth.captcha.retry')}
        </Button>
      </div>
    );
  } else if (provider === 'recaptcha') {
    widget = <RecaptchaWidget siteKey={config.data.siteKey!} onChange={onChange} ref={ref} />;
  } else {
    widget = (
      <AltchaWidget onChange={onChange} ref={ref} describedBy={error ? errorId : undefined} />
    );
  }

  return (
    <div className="grid gap-2">
      {widget}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
