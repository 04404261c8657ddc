import { useMemo } from 'react';
import { LoaderCircle, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OutgoingMail } from '@carta/shared';
import { Button } from '@/components/ui/button';
import { useLanguage } from '@/hooks/use-language';
import { cn } from '@/lib/utils';
import { AdminTable, cellClass, rowClass } from './admin-table';
import { CellLabel } from './cell-label';
import { MailStateBadge } from './mail-state-badge';

export interface MailTableProps {
  mail: OutgoingMail[];
  /** The e-mail being sent again, if any; every Send again waits for it. */
  retryingId: string | null;
  onRetry: (mail: OutgoingMail) => void;
}

/** Formats a timestamp as a date and a time in the interface language. */
type FormatTimestamp = (iso: string) => { date: string; time: string };

/**
 * Recent outgoing e-mail (admin area). One table for every screen size: on phones each row is laid
 * out as a card with the column name next to each value, as the account list is.
 */
export function MailTable({ mail, retryingId, onRetry }: MailTableProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const format = useMemo<FormatTimestamp>(() => {
    const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    const time = new Intl.DateTimeFormat(language, { timeStyle: 'short' });
    return (iso) => ({ date: date.format(new Date(iso)), time: time.format(new Date(iso)) });
  }, [language]);
  const columns = {
    state: t('admin.mail.columns.state'),
    attempts: t('admin.mail.columns.attempts'),
    created: t('admin.mail.columns.created'),
    delivery: t('admin.mail.columns.delivery'),
  };

  return (
    <AdminTable
      caption={t('admin.mail.caption')}
      columns={[
        { label: t('admin.mail.columns.mail') },
        { label: columns.state },
        { label: columns.attempts, className: 'md:text-right' },
        { label: columns.created },
        { label: columns.delivery },
        { label: t('admin.mail.columns.actions'), className: 'text-right' },
      ]}
    >
      {mail.map((item) => {
        const failed = item.state === 'failed';
        const showError = item.last_error !== null && (failed || item.state === 'queued');
        return (
          <tr key={item.id} className={rowClass}>
            <th scope="row" className="block text-left font-normal md:table-cell md:px-4 md:py-3">
              <span className="block font-medium wrap-anywhere text-slate-900">{item.to}</span>
              <span className="mt-0.5 block text-slate-600">{item.subject}</span>
              {showError && (
                <span
                  className={cn(
                    'mt-1 block text-xs wrap-anywhere',
                    failed ? 'text-red-700' : 'text-amber-800',
                  )}
                >
                  {t('admin.mail.lastError', { error: item.last_error })}
                </span>
              )}
            </th>
            <td className={cellClass}>
              <CellLabel>{columns.state}</CellLabel>
              <MailStateBadge state={item.state} />
            </td>
            <td className={cn(cellClass, 'md:text-right')}>
              <CellLabel>{columns.attempts}</CellLabel>
              <span className="text-slate-700 tabular-nums">{item.attempts}</span>
            </td>
            <td className={cellClass}>
              <CellLabel>{columns.created}</CellLabel>
              <Timestamp iso={item.created_at} format={format} />
            </td>
            <td className={cellClass}>
              <CellLabel>{columns.delivery}</CellLabel>
              <Delivery mail={item} format={format} />
            </td>
            <td
              className={cn(
                'md:table-cell md:px-4 md:py-3 md:text-right',
                failed ? 'block' : 'hidden',
              )}
            >
              {failed && (
                <Button
                  variant="outline"
                  size="sm"
                  className="w-full md:w-auto"
                  disabled={retryingId !== null}
                  aria-label={t('admin.mail.sendAgainTo', { to: item.to })}
                  onClick={() => onRetry(item)}
                >
                  {retryingId === item.id ? (
                    <LoaderCircle aria-hidden="true" className="animate-spin" />
                  ) : (
                    <RotateCw aria-hidden="true" />
                  )}
                  {t('admin.mail.sendAgain')}
                </Button>
              )}
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}

/** When it was sent, when it is tried next, or why neither. */
function Delivery({ mail, format }: { mail: OutgoingMail; format: FormatTimestamp }) {
  const { t } = useTranslation();
  if (mail.state === 'sent' && mail.sent_at)
    return <Timestamp iso={mail.sent_at} format={format} />;
  if (mail.state === 'queued') {
    return (
      <span className="flex flex-col items-end md:items-start">
        <span className="text-xs text-slate-500">{t('admin.mail.nextTry')}</span>
        <Timestamp iso={mail.next_attempt_at} format={format} />
      </span>
    );
  }
  return (
    <span className="text-slate-500 italic">
      {mail.state === 'sending' ? t('admin.mail.inProgress') : t('admin.mail.notSent')}
    </span>
  );
}

/** Date over time, so the narrow date columns leave the e-mail column its room. */
function Timestamp({ iso, format }: { iso: string; format: FormatTimestamp }) {
  const { date, time } = format(iso);
  return (
    <time
      dateTime={iso}
      className="flex flex-col items-end text-slate-700 md:items-start md:whitespace-nowrap"
    >
      <span>{date}</span>
      <span className="text-slate-500">{time}</span>
    </time>
  );
}
