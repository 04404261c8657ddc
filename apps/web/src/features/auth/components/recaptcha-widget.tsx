import { useEffect, useEffectEvent, useImperativeHandle, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptchaHandle } from './captcha-handle';

interface Grecaptcha {
  ready(callback: () => void): void;
  render(
    container: HTMLElement,
    parameters: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ): number;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let loading: Promise<Grecaptcha> | null = null;

/** Google's script, loaded once; only used when the installation configures reCAPTCHA keys. */
function loadRecaptcha(language: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=explicit&hl=${encodeURIComponent(language)}`;
    script.async = true;
    script.onload = () => {
      const api = window.grecaptcha;
      if (api) api.ready(() => resolve(api));
      else reject(new Error('reCAPTCHA did not load'));
    };
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('reCAPTCHA did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

export interface RecaptchaWidgetProps {
  siteKey: string;
  onChange: (token: string) => void;
  ref?: Ref<CaptchaHandle>;
}

/** Google reCAPTCHA v2 checkbox, for installations that set RECAPTCHA_SITE_KEY. */
export function RecaptchaWidget({ siteKey, onChange, ref }: RecaptchaWidgetProps) {
  const { i18n } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: Grecaptcha; id: number } | null>(null);
  const report = useEffectEvent((token: string) => onChange(token));
  const language = i18n.resolvedLanguage ?? 'en';

  useEffect(() => {
    const host = container.current;
    if (!host) return;
    let active = true;
    // A fresh target per run: reCAPTCHA refuses to render twice into one element.
    const target = document.createElement('div');
    host.append(target);
    void loadRecaptcha(language).then(
      (api) => {
        if (!active) return;
        const id = api.render(target, {
          sitekey: siteKey,
          callback: (token) => report(token),
          'expired-callback': () => report(''),
          'error-callback': () => report(''),
        });
        widget.current = { api, id };
      },
      () => report(''),
    );
    return () => {
      active = false;
      widget.current = null;
      target.remove();
    };
  }, [siteKey, language]);

  useImperativeHandle(
    ref,
    () => ({
      reset() {
        widget.current?.api.reset(widget.current.id);
        onChange('');
      },
    }),
    [onChange],
  );

  return <div ref={container} className="min-h-[78px]" />;
}
