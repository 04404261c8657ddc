import { CircleAlert, CircleCheck, Clock, Send, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MailState } from '@carta/shared';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const looks: Record<MailState, { variant: BadgeProps['variant']; Icon: LucideIcon }> = {
  queued: { variant: 'warning', Icon: Clock },
  sending: { variant: 'default', Icon: Send },
  sent: { variant: 'success', Icon: CircleCheck },
  failed: { variant: 'destructive', Icon: CircleAlert },
};

/** Where an e-mail is: colour, icon and word, so no state is told by colour alone. */
export function MailStateBadge({ state }: { state: MailState }) {
  const { t } = useTranslation();
  const labels: Record<MailState, string> = {
    queued: t('admin.mail.states.queued'),
    sending: t('admin.mail.states.sending'),
    sent: t('admin.mail.states.sent'),
    failed: t('admin.mail.states.failed'),
  };
  const { variant, Icon } = looks[state];
  return (
    <Badge variant={variant}>
      <Icon aria-hidden="true" className="size-3.5" />
      {labels[state]}
    </Badge>
  );
}
