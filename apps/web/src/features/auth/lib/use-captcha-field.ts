import { useCallback, useRef } from 'react';
import type { CaptchaHandle } from '../components/captcha-handle';

type SetCaptcha = (name: 'captcha', value: string, options: { shouldValidate: boolean }) => void;

/**
 * Wires a form's `captcha` value to the Captcha widget: the solution is validated as it arrives,
 * and `reset` asks for a new one after a failed submit (each solution is usable once).
 */
export function useCaptchaField(setValue: SetCaptcha) {
  const ref = useRef<CaptchaHandle>(null);
  const onChange = useCallback(
    (token: string) => setValue('captcha', token, { shouldValidate: true }),
    [setValue],
  );
  const reset = useCallback(() => ref.current?.reset(), []);
  return { widget: { ref, onChange }, reset };
}
