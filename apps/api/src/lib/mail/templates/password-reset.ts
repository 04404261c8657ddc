import { RESET_TOKEN_TTL_SECONDS, type Language } from '@carta/shared';
import { formatHours } from './hours';
import { renderMail, type MailContent } from './layout';

/**
 * The reset link. It says what the reset ends besides the password: every session and every
 * personal API token (docs/security.md, "Sessions").
 */
export function passwordResetMail(language: Language, resetUrl: string): MailContent {
  const validity = formatHours(RESET_TOKEN_TTL_SECONDS, language);
  if (language === 'es') {
    return renderMail('Restablece tu contraseña de Carta', {
      language,
      heading: 'Restablecer la contraseña',
      intro:
        'Recibimos una solicitud para restablecer la contraseña de tu cuenta de Carta. Al elegir una contraseña nueva se cerrarán todas tus sesiones y se revocarán tus tokens de API personales: después crea tokens nuevos para los scripts que los necesiten.',
      action: { label: 'Elegir una contraseña nueva', url: resetUrl },
      outro: `El enlace es válido durante ${validity} y solo puede usarse una vez. Si no lo solicitaste, ignora este correo: tu contraseña no cambiará.`,
    });
  }
  return renderMail('Reset your Carta password', {
    language,
    heading: 'Reset your password',
    intro:
      'We received a request to reset the password of your Carta account. Choosing a new password signs you out everywhere and revokes your personal API tokens: create new ones afterwards for the scripts that need them.',
    action: { label: 'Choose a new password', url: resetUrl },
    outro: `The link is valid for ${validity} and can be used once. If you did not ask for this, ignore this e-mail: your password stays the same.`,
  });
}
