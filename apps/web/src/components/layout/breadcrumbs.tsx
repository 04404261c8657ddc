import { Fragment } from 'react';
import { Link, useMatches } from 'react-router';
import { ChevronRight, House } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PageKey } from '@/hooks/use-page-title';
import type { RouteHandle } from './route-handle';

/** Home plus one crumb per matched route that declares `handle.crumb`. */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const crumbs = useMatches()
    .filter((match) => (match.handle as RouteHandle | undefined)?.crumb)
    .map((match) => {
      const { crumb, CrumbLabel } = match.handle as RouteHandle & { crumb: PageKey };
      const fallback = t(`pages.${crumb}`);
      return {
        to: match.pathname,
        label: CrumbLabel ? <CrumbLabel params={match.params} fallback={fallback} /> : fallback,
      };
    });
  const linkClass =
    'rounded hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

  return (
    <nav aria-label={t('nav.breadcrumbs')} className="min-w-0">
      <ol className="flex min-w-0 items-center gap-1.5 text-sm text-slate-500">
        <li className="flex shrink-0 items-center">
          <Link to="/dashboard" className={linkClass}>
            <House aria-hidden="true" className="size-4" />
            <span className="sr-only">{t('nav.home')}</span>
          </Link>
        </li>
        {crumbs.map((crumb, index) => {
          const isLast = index === crumbs.length - 1;
          return (
            <Fragment key={crumb.to}>
              {/* On phones only the last crumb shows, so the separators of hidden ones hide too. */}
              <li aria-hidden="true" className={isLast ? 'shrink-0' : 'hidden shrink-0 sm:block'}>
                <ChevronRight className="size-4 text-slate-400" />
              </li>
              <li className={isLast ? 'min-w-0 truncate' : 'hidden min-w-0 truncate sm:block'}>
                {isLast ? (
                  <span aria-current="page" className="font-medium text-slate-900">
                    {crumb.label}
                  </span>
                ) : (
                  <Link to={crumb.to} className={linkClass}>
                    {crumb.label}
                  </Link>
                )}
              </li>
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
