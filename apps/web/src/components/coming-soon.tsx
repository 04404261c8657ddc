import { Link } from 'react-router';
import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePageTitle, type PageKey } from '@/hooks/use-page-title';
import { Logo } from './logo';
import { Badge } from './ui/badge';
import { Card } from './ui/card';

/** Stand-in for a screen a later issue builds: sets the page title and shows its heading. */
export function ComingSoon({ page }: { page: PageKey }) {
  const { t } = useTranslation();
  const title = usePageTitle(page);

  return (
    <section aria-labelledby="page-heading" className="mx-auto w-full max-w-3xl">
      <h1 id="page-heading" className="text-2xl font-semibold tracking-tight text-slate-900">
        {title}
      </h1>
      <Card className="mt-6 flex flex-col items-center gap-3 px-6 py-12 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <Construction aria-hidden="true" className="size-6" />
        </span>
        <Badge>{t('common.comingSoon')}</Badge>
        <p className="max-w-md text-sm text-slate-600">{t('common.comingSoonDescription')}</p>
      </Card>
    </section>
  );
}

/** The same placeholder for pages shown outside the app layout (auth, public menu). */
export function StandaloneComingSoon({ page }: { page: PageKey }) {
  return (
    <main
      id="main"
      className="flex min-h-dvh flex-col items-center justify-center gap-8 px-4 py-12"
    >
      <Link
        to="/"
        className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <Logo />
      </Link>
      <ComingSoon page={page} />
    </main>
  );
}
