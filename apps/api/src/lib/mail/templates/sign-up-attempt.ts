import type { Language } from '@carta/shared';
import { renderMail, type MailContent } from './layout';

/**
 * To the owner of an active account when someone signs up with its address: the sign-up answers
 * as for a new address (no enumeration), and the owner learns of it here instead.
 */
export function signUpAttemptMail(
  language: Language,
  links: { signIn: string; forgotPassword: string },
): MailContent {
  if (language === 'es') {
    return renderMail('Alguien intentó registrarse con tu correo en Carta', {
      language,
      heading: 'Ya tienes una cuenta de Carta',
      intro:
        'Alguien (quizá tú) intentó crear una cuenta de Carta con esta dirección de correo. Ya tienes una cuenta: inicia sesión, o restablece tu contraseña si no la recuerdas.',
      action: { label: 'Iniciar sesión', url: links.signIn },
      secondaryAction: { label: 'Restablecer la contraseña', url: links.forgotPassword },
      outro: 'Si no fuiste tú, ignora este correo: tu cuenta no ha cambiado.',
    });
  }
  return renderMail('Someone tried to sign up to Carta with your e-mail', {
    language,
    heading: 'You already have a Carta account',
    intro:
      'Someone (perhaps you) tried to create a Carta account with this e-mail address. You already have one: sign in, or reset your password if you do not remember it.',
    action: { label: 'Sign in', url: links.signIn },
    secondaryAction: { label: 'Reset your password', url: links.forgotPassword },
    outro: 'If this was not you, ignore this e-mail: nothing about your account has changed.',
  });
}
