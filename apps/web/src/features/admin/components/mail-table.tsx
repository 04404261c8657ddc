import { useMemo } from 'react';
import { LoaderCircle, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OutgoingMail } from '@carta/shared';
import { Button } from '@/components/ui/button';
import { useLanguage } from '@/hooks/use-language';
import { cn } from '@/lib/utils';
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

const cellClass =
  'flex items-start justify-between gap-4 md:table-cell md:px-4 md:py-3 md:align-middle';
const headerClass = 'px-4 py-3 text-left font-medium text-slate-600';

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
    <table className="block w-full text-sm md:table md:rounded-xl md:border md:border-slate-200 md:bg-white md:shadow-sm">
      <caption className="sr-only">{t('admin.mail.caption')}</caption>
      <thead className="sr-only md:not-sr-only md:table-header-group md:border-b md:border-slate-200 md:bg-slate-50">
        <tr>
          <th scope="col" className={headerClass}>
            {t('admin.mail.columns.mail')}
          </th>
          <th scope="col" className={headerClass}>
            {columns.state}
          </th>
          <th scope="col" className={cn(headerClass, 'md:text-right')}>
            {columns.attempts}
          </th>
          <th scope="col" className={headerClass}>
            {columns.created}
          </th>
          <th scope="col" className={headerClass}>
            {columns.delivery}
          </th>
          <th scope="col" className={cn(headerClass, 'text-right')}>
            {t('admin.mail.columns.actions')}
          </th>
        </tr>
      </thead>
      <tbody className="grid gap-3 md:table-row-group md:divide-y md:divide-slate-200">
        {mail.map((item) => {
          const failed = item.state === 'failed';
          const showError = item.last_error !== null && (failed || item.state === 'queued');
          return (
            <tr
              key={item.id}
              className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:table-row md:rounded-none md:border-0 md:p-0 md:shadow-none"
            >
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
      </tbody>
    </table>
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
