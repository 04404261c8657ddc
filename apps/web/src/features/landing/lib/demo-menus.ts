import {
  openAvailability,
  THEME_PRESETS,
  type PublicMenuAvailable,
  type PublicMenuProduct,
  type ThemePresetId,
} from '@carta/shared/core';
import type { LandingTexts } from '../types';

/** The presets a visitor can switch the demo menu between (docs/product.md §1, landing). */
export const DEMO_PRESET_IDS = ['classic', 'elegant', 'modern'] as const satisfies ThemePresetId[];
export type DemoPresetId = (typeof DEMO_PRESET_IDS)[number];

type DishKey = 'guacamole' | 'soup' | 'calamari' | 'salmon' | 'risotto' | 'tacos';
const CATEGORIES: { key: 'starters' | 'mains'; dishes: [DishKey, string][] }[] = [
  {
    key: 'starters',
    dishes: [
      ['guacamole', '8.50'],
      ['soup', '6.00'],
      ['calamari', '9.75'],
    ],
  },
  {
    key: 'mains',
    dishes: [
      ['salmon', '18.50'],
      ['risotto', '15.00'],
      ['tacos', '14.25'],
    ],
  },
];

/** The demo restaurant's name (a name, not translated). */
const BUSINESS_NAME = 'Casa Aurora';

/**
 * The demo menu in one preset's theme, as GET /api/public/menus/:id would give it. Ids carry the
 * preset, so the three demos rendered side by side never share an element id.
 */
export function demoMenu(presetId: DemoPresetId, texts: LandingTexts['demo']): PublicMenuAvailable {
  const preset = THEME_PRESETS.find((candidate) => candidate.id === presetId)!;
  const id = (name: string) => `demo-${presetId}-${name}`;
  const product = ([key, price]: [DishKey, string]): PublicMenuProduct => ({
    id: id(key),
    name: texts[key].name,
    description: texts[key].description,
    price,
    image_url: null,
    thumb_url: null,
    image_width: null,
    image_height: null,
    allergens: null,
    dietary: [],
    sold_out: false,
    variants: [],
  });
  return {
    id: id('menu'),
    name: texts.menuName,
    slug: null,
    enabled: true,
    theme: preset.theme,
    business: {
      id: id('business'),
      name: BUSINESS_NAME,
      slug: null,
      logo_url: null,
      logo_thumb_url: null,
      phone: '+1 555 0100',
      website: null,
      whatsapp: null,
      instagram: 'casaaurora',
      facebook: null,
      twitter: null,
      currency: 'USD',
      languages: ['en'],
    },
    categories: CATEGORIES.map((category) => ({
      id: id(category.key),
      name: texts[category.key],
      products: category.dishes.map(product),
    })),
    availability: openAvailability(),
    // A preview in the page's language; no lang attribute is set on previews.
    language: 'en',
  };
}
