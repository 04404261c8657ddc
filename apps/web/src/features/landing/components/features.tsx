import type { LandingTexts } from '../types';
import { LandingIcon, type LandingIconName } from './icons';

type FeatureKey = Exclude<keyof LandingTexts['features'], 'title' | 'intro'>;

/** The promises of docs/product.md §1, in the order a visitor cares about them. */
const FEATURES: { key: FeatureKey; icon: LandingIconName; wide?: boolean }[] = [
  { key: 'fast', icon: 'zap', wide: true },
  { key: 'themes', icon: 'palette' },
  { key: 'share', icon: 'share' },
  { key: 'analytics', icon: 'chart' },
  { key: 'enterprise', icon: 'building' },
  { key: 'multiBusiness', icon: 'layers' },
  { key: 'free', icon: 'gift', wide: true },
];

export function Features({ texts }: { texts: LandingTexts['features'] }) {
  return (
    <section aria-labelledby="features-title" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2
            id="features-title"
            className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
          >
            {texts.title}
          </h2>
          <p className="mt-4 text-lg text-pretty text-slate-600">{texts.intro}</p>
        </div>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ key, icon, wide }) => (
            <li
              key={key}
              className={`rounded-2xl border border-slate-200 bg-slate-50/60 p-6 ${wide ? 'lg:col-span-2' : ''} ${key === 'free' ? 'sm:col-span-2' : ''}`}
            >
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-600 text-white shadow-sm shadow-brand-600/30">
                <LandingIcon name={icon} className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{texts[key].title}</h3>
              <p className="mt-2 text-slate-600">{texts[key].text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
