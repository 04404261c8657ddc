import { ACTIVATION_TOKEN_TTL_SECONDS, type Language } from '@carta/shared';
import { formatHours } from './hours';
import { renderMail, type MailContent } from './layout';

export function accountActivationMail(language: Language, activationUrl: string): MailContent {
  const validity = formatHours(ACTIVATION_TOKEN_TTL_SECONDS, language);
  if (language === 'es') {
    return renderMail('Activa tu cuenta de Carta', {
      language,
      heading: '¡Bienvenido a Carta!',
      intro: 'Confirma tu dirección de correo electrónico para activar tu cuenta.',
      action: { label: 'Activar cuenta', url: activationUrl },
      outro: `El enlace es válido durante ${validity}. Si no creaste una cuenta, ignora este correo.`,
    });
  }
  return renderMail('Activate your Carta account', {
    language,
    heading: 'Welcome to Carta!',
    intro: 'Confirm your e-mail address to activate your account.',
    action: { label: 'Activate account', url: activationUrl },
    outro: `The link is valid for ${validity}. If you did not create an account, ignore this e-mail.`,
  });
}
