import type { Language } from '@carta/shared/core';
import { BUSINESSES_SERVED, formatCount } from '../lib/claims';
import { fill } from '../lib/fill';
import type { LandingTexts } from '../types';
import { LandingIcon } from './icons';

export function ClosingCta({
  texts,
  language,
}: {
  texts: LandingTexts['closing'];
  language: Language;
}) {
  return (
    <section aria-labelledby="closing-title" className="bg-white px-4 pb-16 sm:px-6 sm:pb-24">
      <div className="mx-auto max-w-6xl rounded-3xl bg-gradient-to-br from-brand-600 to-brand-900 px-6 py-14 text-center text-white shadow-xl sm:px-12">
        <h2
          id="closing-title"
          className="text-3xl font-bold tracking-tight text-balance sm:text-4xl"
        >
          {texts.title}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-brand-50">
          {fill(texts.text, { businesses: formatCount(BUSINESSES_SERVED, language) })}
        </p>
        <a
          href="/sign-up"
          className="mt-8 inline-flex items-center gap-2 rounded-full bg-white px-6 py-3.5 font-semibold text-brand-700 shadow-lg hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {texts.cta}
          <LandingIcon name="arrowRight" className="size-5" />
        </a>
      </div>
    </section>
  );
}
