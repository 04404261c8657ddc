import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '@/components/language-switcher';
import { Logo } from '@/components/logo';
import { Card } from '@/components/ui/card';

const focusRing =
  'rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

export interface AuthLayoutProps {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Links under the card (e.g. "Don't have an account? Sign up"). */
  footer?: ReactNode;
  /** The back-to-home link; docs/product.md §2 hides it on the reset screens. */
  showHomeLink?: boolean;
  /** Moves focus to the heading, for panels that replace a submitted form. */
  focusHeading?: boolean;
}

/** The frame of every authentication screen: logo, language, a card with the heading. */
export function AuthLayout({
  title,
  description,
  children,
  footer,
  showHomeLink = true,
  focusHeading = false,
}: AuthLayoutProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading, title]);

  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 via-white to-white">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
        {showHomeLink ? (
          <Link to="/" className={focusRing}>
            <Logo />
          </Link>
        ) : (
          <Logo />
        )}
        <LanguageSwitcher />
      </header>

      <main id="main" className="flex flex-1 flex-col items-center px-4 pt-2 pb-12 sm:pt-10">
        <div className="w-full max-w-md">
          {showHomeLink && (
            <Link
              to="/"
              className={`${focusRing} mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900`}
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t('auth.backToHome')}
            </Link>
          )}
          <Card className="p-6 sm:p-8">
            <h1
              ref={heading}
              tabIndex={-1}
              className="text-2xl font-semibold tracking-tight text-slate-900 outline-none"
            >
              {title}
            </h1>
            {description && <div className="mt-2 text-sm text-slate-600">{description}</div>}
            {children && <div className="mt-6">{children}</div>}
          </Card>
          {footer && <div className="mt-6 text-center text-sm text-slate-600">{footer}</div>}
        </div>
      </main>
    </div>
  );
}
