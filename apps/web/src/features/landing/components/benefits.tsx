import type { LandingTexts } from '../types';
import { LandingIcon } from './icons';

type BenefitKey = Exclude<keyof LandingTexts['benefits'], 'title'>;
const BENEFITS: BenefitKey[] = [
  'noApp',
  'instantUpdates',
  'hideItems',
  'bilingual',
  'fastPages',
  'printQr',
];

export function Benefits({ texts }: { texts: LandingTexts['benefits'] }) {
  return (
    <section aria-labelledby="benefits-title" className="bg-slate-900 py-16 text-white sm:py-24">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_1.4fr] lg:items-center">
        <h2
          id="benefits-title"
          className="text-3xl font-bold tracking-tight text-balance sm:text-4xl"
        >
          {texts.title}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {BENEFITS.map((key) => (
            <li key={key} className="flex gap-3 rounded-xl bg-white/5 p-4 ring-1 ring-white/10">
              <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-emerald-400/15 text-emerald-300">
                <LandingIcon name="check" className="size-4" />
              </span>
              <span className="text-slate-200">{texts[key]}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
