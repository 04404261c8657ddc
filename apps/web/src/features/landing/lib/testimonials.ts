import type { LandingTexts } from '../types';

type Testimonials = LandingTexts['testimonials'];

/** The three testimonials: who said it (names and places are not translated) and the text keys. */
export const TESTIMONIALS: readonly {
  name: string;
  place: string;
  role: keyof Testimonials;
  quote: keyof Testimonials;
}[] = [
  { name: 'Lucía Fernández', place: 'Café Aurora, Austin', role: 'owner', quote: 'quote1' },
  { name: 'Marcus Bell', place: 'The Copper Pot, Denver', role: 'manager', quote: 'quote2' },
  { name: 'Diego Ramírez', place: 'Taquería Sol, Miami', role: 'chef', quote: 'quote3' },
];
