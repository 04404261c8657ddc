import { BUSINESSES_SERVED, formatCount } from '../lib/claims';
import { fill } from '../lib/fill';
import { DemoMenu } from './demo-menu';
import { FiveStars, LandingIcon } from './icons';
import type { LandingPageProps } from '../types';

/** The promise, the calls to action and, beside them, the live demo menu. */
export function Hero(props: LandingPageProps) {
  const { texts, language } = props;
  const hero = texts.hero;
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 left-1/2 h-96 w-[48rem] -translate-x-1/2 rounded-full bg-brand-200/40 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-6xl gap-12 px-4 pt-10 pb-16 sm:px-6 sm:pt-16 lg:grid-cols-[1.15fr_1fr] lg:items-center lg:gap-16 lg:pt-20 lg:pb-24">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1.5 text-sm font-medium text-slate-700 shadow-sm ring-1 ring-slate-200">
            <FiveStars label={texts.testimonials.rating} />
            {fill(hero.badge, { businesses: formatCount(BUSINESSES_SERVED, language) })}
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl">
            {hero.headline}
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-lg text-pretty text-slate-600 lg:mx-0">
            {hero.pitch}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center lg:justify-start">
            <a
              href="/sign-up"
              className="inline-flex items-center justify-center gap-2 rounded-full bg-brand-600 px-6 py-3.5 text-base font-semibold text-white shadow-lg shadow-brand-600/25 hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {hero.primaryCta}
              <LandingIcon name="arrowRight" className="size-5" />
            </a>
            <a
              href="/sign-in"
              className="inline-flex items-center justify-center rounded-full bg-white px-6 py-3.5 text-base font-semibold text-slate-900 shadow-sm ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {hero.secondaryCta}
            </a>
          </div>
          <p className="mt-4 text-sm text-slate-600">{hero.freeNote}</p>
        </div>
        <DemoMenu {...props} />
      </div>
    </section>
  );
}
