import { Link, useNavigate } from 'react-router';
import { ArrowLeft, Building2, LayoutDashboard, Package, SquareMenu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/hooks/use-page-title';

/** /404 and every unknown path (docs/product.md §2). */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle('notFound');

  const links = [
    { to: '/dashboard', label: t('notFound.businesses'), icon: Building2 },
    { to: '/products', label: t('notFound.products'), icon: Package },
    { to: '/menus', label: t('notFound.menus'), icon: SquareMenu },
  ];

  return (
    <main
      id="main"
      className="flex min-h-dvh flex-col items-center justify-center px-4 py-12 text-center"
    >
      <Link
        to="/"
        className="mb-10 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <Logo />
      </Link>
      <p className="text-6xl font-bold tracking-tight text-brand-600">{t('notFound.code')}</p>
      <h1 className="mt-4 text-3xl font-semibold tracking-tight text-slate-900">
        {t('notFound.heading')}
      </h1>
      <p className="mt-3 max-w-md text-slate-600">{t('notFound.description')}</p>
      <div className="mt-8 flex w-full max-w-xs flex-col gap-3 sm:max-w-none sm:w-auto sm:flex-row">
        <Button asChild>
          <Link to="/dashboard">
            <LayoutDashboard aria-hidden="true" />
            {t('notFound.dashboard')}
          </Link>
        </Button>
        <Button variant="outline" onClick={() => void navigate(-1)}>
          <ArrowLeft aria-hidden="true" />
          {t('notFound.back')}
        </Button>
      </div>
      <nav aria-labelledby="helpful-links" className="mt-12">
        <h2 id="helpful-links" className="text-sm font-medium text-slate-500">
          {t('notFound.helpfulLinks')}
        </h2>
        <ul className="mt-3 flex flex-wrap justify-center gap-2">
          {links.map(({ to, label, icon: Icon }) => (
            <li key={label}>
              <Link
                to={to}
                className="inline-flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm font-medium text-slate-700 shadow-sm transition-colors hover:bg-slate-50 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <Icon aria-hidden="true" className="size-4 text-slate-500" />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
