import { CircleAlert, Mail, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ADMIN_MAIL_PAGE_SIZE } from '@carta/shared';
import { Pagination } from '@/components/pagination';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TableSkeleton } from '@/components/skeletons/table-skeleton';
import { usePageTitle } from '@/hooks/use-page-title';
import { cn } from '@/lib/utils';
import { useMail } from '../api/get-mail';
import { useRetryMail } from '../api/retry-mail';
import { usePageParam } from '../hooks/use-page-param';
import { MailTable } from './mail-table';

/** /admin/mail: recent outgoing e-mail and its delivery, with refresh, retry, pagination and Send again. */
export function MailPage() {
  const { t } = useTranslation();
  const title = usePageTitle('mail');
  const [page, goToPage] = usePageParam();
  const { data, isPending, isError, isFetching, refetch } = useMail(page);
  const retry = useRetryMail();

  return (
    <section
      aria-labelledby="page-heading"
      className="mx-auto flex w-full max-w-6xl flex-col gap-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id="page-heading" className="text-2xl font-semibold tracking-tight text-slate-900">
            {title}
          </h1>
          <p className="mt-1 text-sm text-slate-600">{t('admin.mail.subtitle')}</p>
        </div>
        <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
          <RefreshCw aria-hidden="true" className={cn(isFetching && 'animate-spin')} />
          {isFetching && !isPending ? t('admin.mail.refreshing') : t('admin.mail.refresh')}
        </Button>
      </header>

      {isError && !isFetching && (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex items-start gap-2">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <div>
              <p className="font-semibold">{t('admin.mail.loadErrorTitle')}</p>
              <p>{t('admin.mail.loadError')}</p>
            </div>
          </div>
          <Button variant="destructive" size="sm" onClick={() => void refetch()}>
            <RefreshCw aria-hidden="true" />
            {t('admin.mail.retry')}
          </Button>
        </div>
      )}

      {isPending && (isFetching || !isError) && <TableSkeleton columns={6} />}

      {data && data.items.length === 0 && (
        <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
            <Mail aria-hidden="true" className="size-6" />
          </span>
          <p className="text-sm text-slate-600">{t('admin.mail.empty')}</p>
        </Card>
      )}

      {data && data.items.length > 0 && (
        <MailTable
          mail={data.items}
          retryingId={retry.isPending ? retry.variables.id : null}
          onRetry={(mail) => retry.mutate(mail)}
        />
      )}

      {data && (
        <Pagination
          page={page}
          pageSize={ADMIN_MAIL_PAGE_SIZE}
          total={data.pagination.total}
          onPageChange={goToPage}
          disabled={isFetching}
        />
      )}
    </section>
  );
}
