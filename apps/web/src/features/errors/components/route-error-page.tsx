import { isRouteErrorResponse, useRouteError } from 'react-router';
import { RotateCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/hooks/use-page-title';
import { NotFoundPage } from './not-found-page';

/** Root error boundary: 404 responses show the not-found page, anything else a reload prompt. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <UnexpectedError />;
}

function UnexpectedError() {
  const { t } = useTranslation();
  usePageTitle('error');

  return (
    <main
      id="main"
      role="alert"
      className="flex min-h-dvh flex-col items-center justify-center px-4 py-12 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600">
        <TriangleAlert aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-6 text-2xl font-semibold tracking-tight text-slate-900">
        {t('errorPage.heading')}
      </h1>
      <p className="mt-3 max-w-md text-slate-600">{t('errorPage.description')}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" />
          {t('errorPage.reload')}
        </Button>
        <Button asChild variant="outline">
          <a href="/">{t('errorPage.home')}</a>
        </Button>
      </div>
    </main>
  );
}
