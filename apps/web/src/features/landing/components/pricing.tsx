import { PLANS, type Plan } from '@carta/shared/core';
import { fill } from '../lib/fill';
import type { LandingTexts } from '../types';
import { LandingIcon } from './icons';

type PricingTexts = LandingTexts['pricing'];

/** What a plan includes, from its limits in PLANS (packages/shared). */
function planFeatures(plan: Plan, texts: PricingTexts): string[] {
  const businesses =
    plan.maxBusinesses === null
      ? texts.unlimitedBusinesses
      : plan.maxBusinesses === 1
        ? texts.oneBusiness
        : fill(texts.maxBusinesses, { max: plan.maxBusinesses });
  const menus =
    plan.maxMenus === null ? texts.unlimitedMenus : fill(texts.maxMenus, { max: plan.maxMenus });
  return [
    businesses,
    menus,
    plan.premiumThemes ? texts.premiumThemes : texts.standardThemes,
    texts.qrAndLinks,
    ...(plan.priceUsdPerMonth === null ? [texts.dedicatedSupport] : []),
  ];
}

function Price({ plan, texts }: { plan: Plan; texts: PricingTexts }) {
  if (plan.priceUsdPerMonth === null) {
    return <span className="text-4xl font-extrabold tracking-tight">{texts.custom}</span>;
  }
  if (plan.priceUsdPerMonth === 0) {
    return <span className="text-4xl font-extrabold tracking-tight">{texts.free}</span>;
  }
  return (
    <>
      <span className="text-4xl font-extrabold tracking-tight">${plan.priceUsdPerMonth}</span>
      <span className="ml-1 text-sm font-medium opacity-80">{texts.perMonth}</span>
    </>
  );
}

/** Starter, Professional (highlighted) and Enterprise, whose button writes to support. */
export function Pricing({ texts, supportEmail }: { texts: PricingTexts; supportEmail: string }) {
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-title"
      className="scroll-mt-16 bg-white py-16 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2
            id="pricing-title"
            className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
          >
            {texts.title}
          </h2>
          <p className="mt-4 text-lg text-pretty text-slate-600">{texts.intro}</p>
        </div>
        <ul className="mt-12 grid gap-6 lg:grid-cols-3 lg:items-stretch">
          {PLANS.map((plan) => {
            const popular = plan.id === 'professional';
            const planTexts = texts[plan.id];
            const href = plan.priceUsdPerMonth === null ? `mailto:${supportEmail}` : '/sign-up';
            return (
              <li
                key={plan.id}
                data-plan={plan.id}
                className={`relative flex flex-col rounded-3xl p-8 ${
                  popular
                    ? 'bg-brand-600 text-white shadow-2xl shadow-brand-600/30'
                    : 'bg-white text-slate-900 ring-1 ring-slate-200'
                }`}
              >
                {popular ? (
                  <p className="absolute -top-3 left-8 rounded-full bg-amber-300 px-3 py-1 text-xs font-bold tracking-wide text-amber-950 uppercase">
                    {texts.mostPopular}
                  </p>
                ) : null}
                <h3 className="text-lg font-semibold">{planTexts.name}</h3>
                <p className={`mt-2 text-sm ${popular ? 'text-brand-50' : 'text-slate-600'}`}>
                  {planTexts.description}
                </p>
                <p className="mt-6 flex items-baseline">
                  <Price plan={plan} texts={texts} />
                </p>
                <ul className="mt-8 flex-1 space-y-3 text-sm">
                  {planFeatures(plan, texts).map((feature) => (
                    <li key={feature} className="flex gap-3">
                      <LandingIcon
                        name="check"
                        className={`size-5 shrink-0 ${popular ? 'text-white' : 'text-brand-600'}`}
                      />
                      {feature}
                    </li>
                  ))}
                </ul>
                <a
                  href={href}
                  className={`mt-8 block rounded-full px-5 py-3 text-center text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 ${
                    popular
                      ? 'bg-white text-brand-700 hover:bg-brand-50 focus-visible:outline-white'
                      : 'bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-brand-600'
                  }`}
                >
                  {planTexts.cta}
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
