import { TESTIMONIALS } from '../lib/testimonials';
import type { LandingTexts } from '../types';
import { FiveStars } from './icons';

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

export function Testimonials({ texts }: { texts: LandingTexts['testimonials'] }) {
  return (
    <section aria-labelledby="testimonials-title" className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2
          id="testimonials-title"
          className="text-center text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
        >
          {texts.title}
        </h2>
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {TESTIMONIALS.map(({ name, place, role, quote }) => (
            <li key={name} className="flex">
              <figure className="flex flex-1 flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <FiveStars label={texts.rating} />
                <blockquote className="mt-4 flex-1 text-lg text-slate-800">
                  <p>“{texts[quote]}”</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-11 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700"
                  >
                    {initials(name)}
                  </span>
                  <span className="text-sm">
                    <span className="block font-semibold text-slate-900">{name}</span>
                    <span className="block text-slate-600">
                      {texts[role]}, {place}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
