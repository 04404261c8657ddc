import { Link } from 'react-router';
import { ArrowRight, Languages, Palette, QrCode } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '@/components/language-switcher';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/hooks/use-page-title';

/** Simple landing page; the full marketing page comes with its own issue. */
export function LandingPage() {
  const { t } = useTranslation();
  usePageTitle('landing');

  const highlights = [
    { icon: Palette, label: t('landing.highlightThemes') },
    { icon: QrCode, label: t('landing.highlightShare') },
    { icon: Languages, label: t('landing.highlightLanguages') },
  ];

  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 via-white to-white">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
        <Logo />
        <div className="flex items-center gap-2">
          <LanguageSwitcher className="hidden sm:inline-flex" />
          <Button asChild variant="ghost" size="sm">
            <Link to="/sign-in">{t('landing.signIn')}</Link>
          </Button>
        </div>
      </header>

      <main
        id="main"
        className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center justify-center px-4 py-16 text-center sm:px-6"
      >
        <h1 className="text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
          {t('landing.headline')}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-pretty text-slate-600">{t('landing.pitch')}</p>
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg">
            <Link to="/sign-up">
              {t('landing.getStarted')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/sign-in">{t('landing.signIn')}</Link>
          </Button>
        </div>
        <p className="mt-4 text-sm text-slate-500">{t('landing.freeNote')}</p>

        <ul className="mt-12 grid w-full gap-3 sm:grid-cols-3">
          {highlights.map(({ icon: Icon, label }) => (
            <li
              key={label}
              className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-left text-sm font-medium text-slate-700 shadow-sm"
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              {label}
            </li>
          ))}
        </ul>

        <LanguageSwitcher className="mt-10 sm:hidden" />
      </main>

      <footer className="py-6 text-center text-xs text-slate-500">
        © {new Date().getFullYear()} {t('app.name')}
      </footer>
    </div>
  );
}
