import type { LandingTexts } from '../types';
import { CartaMark, LandingIcon } from './icons';
import type { LanguageLink } from '../types';

const linkClass =
  'rounded text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

export function SiteFooter({
  texts,
  languageLink,
  supportEmail,
  year,
}: {
  texts: LandingTexts;
  languageLink: LanguageLink;
  supportEmail: string;
  year: number;
}) {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-slate-900">
            <CartaMark className="size-7" />
            Carta
          </p>
          <p className="mt-2 max-w-xs text-sm text-slate-600">{texts.footer.tagline}</p>
        </div>
        <ul className="flex flex-wrap gap-x-6 gap-y-3 text-sm font-medium">
          <li>
            <a href="/sign-in" className={linkClass}>
              {texts.nav.signIn}
            </a>
          </li>
          <li>
            <a href="/sign-up" className={linkClass}>
              {texts.nav.signUp}
            </a>
          </li>
          <li>
            <a href={`mailto:${supportEmail}`} className={linkClass}>
              {texts.footer.contact}
            </a>
          </li>
          <li>
            <a
              href={languageLink.href}
              hrefLang={languageLink.language}
              lang={languageLink.language}
              data-set-language={languageLink.language}
              className={`${linkClass} inline-flex items-center gap-1.5`}
            >
              <LandingIcon name="globe" className="size-4" />
              {texts.nav.otherLanguage}
            </a>
          </li>
        </ul>
      </div>
      <p className="border-t border-slate-200 py-6 text-center text-sm text-slate-600">
        © {year} Carta. {texts.footer.rights}
      </p>
    </footer>
  );
}
