import { LANGUAGES } from '@carta/shared/core';
import type { LandingPageProps, LanguageLink } from '../types';
import { Benefits } from './benefits';
import { ClosingCta } from './closing-cta';
import { Features } from './features';
import { Hero } from './hero';
import { Pricing } from './pricing';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { Testimonials } from './testimonials';

/** The whole landing page (docs/product.md §1, landing), rendered on the server only. */
export function LandingPage(props: LandingPageProps) {
  const { language, texts, languageNames, supportEmail } = props;
  const other = LANGUAGES.find((candidate) => candidate !== language)!;
  const languageLink: LanguageLink = {
    language: other,
    href: `/?lang=${other}`,
    name: languageNames[other],
  };
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {texts.skipToContent}
      </a>
      <SiteHeader texts={texts.nav} languageLink={languageLink} />
      <main id="main" tabIndex={-1} className="outline-none">
        <Hero {...props} />
        <Features texts={texts.features} />
        <Testimonials texts={texts.testimonials} />
        <Benefits texts={texts.benefits} />
        <Pricing texts={texts.pricing} supportEmail={supportEmail} />
        <ClosingCta texts={texts.closing} language={language} />
      </main>
      <SiteFooter
        texts={texts}
        languageLink={languageLink}
        supportEmail={supportEmail}
        year={props.year}
      />
    </>
  );
}
