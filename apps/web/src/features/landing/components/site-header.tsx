import type { LandingTexts } from '../types';
import { CartaMark } from './icons';
import type { LanguageLink } from '../types';

/** Brand, the other language, Sign in and Sign up; sticks to the top while scrolling. */
export function SiteHeader({
  texts,
  languageLink,
}: {
  texts: LandingTexts['nav'];
  languageLink: LanguageLink;
}) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:px-6">
        <a
          href="/"
          className="flex items-center gap-2 rounded-lg text-lg font-bold tracking-tight text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
        >
          <CartaMark className="size-8 shrink-0" />
          <span className="max-[399px]:sr-only">Carta</span>
        </a>
        <nav aria-label={texts.label} className="flex items-center gap-1 sm:gap-2">
          <a
            href={languageLink.href}
            hrefLang={languageLink.language}
            lang={languageLink.language}
            data-set-language={languageLink.language}
            className="rounded-lg px-2 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {/* On a phone the code shows, and the name is read after it: the visible text stays
                part of the accessible name (WCAG 2.5.3, label in name). */}
            <span className="sm:hidden">
              {languageLink.language.toUpperCase()}
              <span className="sr-only"> ({languageLink.name})</span>
            </span>
            <span className="hidden sm:inline">{languageLink.name}</span>
          </a>
          <a
            href="/sign-in"
            className="rounded-lg px-2 py-2 text-sm font-semibold whitespace-nowrap text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 sm:px-3"
          >
            {texts.signIn}
          </a>
          <a
            href="/sign-up"
            className="rounded-full bg-brand-600 px-3.5 py-2 text-sm font-semibold whitespace-nowrap text-white shadow-sm hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:px-4"
          >
            {texts.signUp}
          </a>
        </nav>
      </div>
    </header>
  );
}
