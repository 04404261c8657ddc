import type { Allergen, DietaryLabel } from '@carta/shared/core';
import type { PublicMenuTexts } from '../types';
import { DietIcon } from './diet-icons';

interface DietLegendProps {
  labels: readonly DietaryLabel[];
  allergens: readonly Allergen[];
  texts: PublicMenuTexts;
}

/** What each icon on this menu means, and what a dish without allergen information means. */
export function DietLegend({ labels, allergens, texts }: DietLegendProps) {
  if (labels.length === 0 && allergens.length === 0) return null;
  const entry = (name: Allergen | DietaryLabel, text: string) => (
    <li key={name} className="pm-legend-item">
      <DietIcon name={name} />
      {text}
    </li>
  );
  return (
    <section className="pm-card pm-legend" aria-labelledby="pm-legend-title">
      <h2 id="pm-legend-title" className="pm-legend-title">
        {texts.legendTitle}
      </h2>
      <ul className="pm-legend-list">
        {labels.map((label) => entry(label, texts.dietary[label]))}
        {allergens.map((allergen) => entry(allergen, texts.allergens[allergen]))}
      </ul>
      <p className="pm-legend-note">{texts.legendNote}</p>
    </section>
  );
}
