import { useEffect, useEffectEvent, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type {} from 'altcha/types/react';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import { Spinner } from '@/components/ui/spinner';
import type { CaptchaHandle } from './captcha-handle';

/** Served by Carta itself: the widget works offline (docs/architecture.md §1 "nothing from a CDN"). */
export const ALTCHA_CHALLENGE_URL = '/api/captcha/challenge';

// The widget and its Spanish strings load with the first form that needs them.
const loadAltcha = () => Promise.all([import('altcha'), import('altcha/i18n/es-es')]);

interface StateChangeDetail {
  state?: string;
  payload?: string;
}

export interface AltchaWidgetProps {
  onChange: (token: string) => void;
  describedBy?: string;
  ref?: Ref<CaptchaHandle>;
}

/** The self-hosted ALTCHA proof-of-work checkbox (`<altcha-widget>` web component). */
export function AltchaWidget({ onChange, describedBy, ref }: AltchaWidgetProps) {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const element = useRef<AltchaWidgetElement>(null);

  useEffect(() => {
    let active = true;
    loadAltcha().then(
      () => active && setStatus('ready'),
      () => active && setStatus('failed'),
    );
    return () => {
      active = false;
    };
  }, []);

  const onStateChange = useEffectEvent((event: Event) => {
    const { state, payload } = (event as CustomEvent<StateChangeDetail>).detail ?? {};
    onChange(state === 'verified' && payload ? payload : '');
  });

  useEffect(() => {
    const node = element.current;
    if (status !== 'ready' || !node) return;
    const listener = (event: Event) => onStateChange(event);
    node.addEventListener('statechange', listener);
    return () => node.removeEventListener('statechange', listener);
  }, [status]);

  useImperativeHandle(
    ref,
    () => ({
      reset() {
        element.current?.reset?.();
        onChange('');
      },
    }),
    [onChange],
  );

  if (status === 'failed') {
    return <p className="text-sm text-red-600">{t('auth.captcha.unavailable')}</p>;
  }
  if (status === 'loading') {
    return (
      <div className="flex h-16 items-center justify-center rounded-lg border border-slate-200 bg-slate-50">
        <Spinner label={t('auth.captcha.loading')} />
      </div>
    );
  }
  return (
    <altcha-widget
      ref={element}
      challenge={ALTCHA_CHALLENGE_URL}
      language={i18n.resolvedLanguage}
      aria-describedby={describedBy}
      style={{
        '--altcha-max-width': '100%',
        '--altcha-border-radius': '0.5rem',
        '--altcha-color-primary': 'var(--color-brand-600)',
      }}
    />
  );
}
