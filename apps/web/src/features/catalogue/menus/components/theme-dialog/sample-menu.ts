import type { TFunction } from 'i18next';
import {
  openAvailability,
  type PublicMenuAvailable,
  type PublicMenuProduct,
  type Theme,
} from '@carta/shared';

/** The sample dishes of the live preview (docs/public-menu.md: pizzas and appetizers), by locale key. */
const SAMPLE_CATEGORIES = [
  {
    key: 'pizzas',
    products: [
      ['margherita', '9.50'],
      ['pepperoni', '11.00'],
      ['fourCheese', '12.50'],
    ],
  },
  {
    key: 'appetizers',
    products: [
      ['garlicBread', '4.50'],
      ['bruschetta', '6.00'],
      ['calamari', '8.75'],
    ],
  },
] as const;

type SampleProductKey = (typeof SAMPLE_CATEGORIES)[number]['products'][number][0];

/**
 * Allergens, labels, sizes and a sold-out dish, so the preview shows how the theme draws them
 * (docs/product.md, "What guests ask before they order").
 */
const SAMPLE_DETAILS: Partial<Record<SampleProductKey, Partial<PublicMenuProduct>>> = {
  margherita: { allergens: ['gluten', 'milk'], dietary: ['vegetarian'] },
  pepperoni: {
    allergens: ['gluten', 'milk'],
    variants: [
      { name: 'S', price: '11.00' },
      { name: 'L', price: '15.00' },
    ],
  },
  bruschetta: { allergens: ['gluten'], dietary: ['vegetarian', 'vegan'] },
  calamari: { allergens: ['molluscs', 'gluten'], sold_out: true },
};

// Fixed ids: the preview is rebuilt on every change and React keys must stay stable.
const sampleId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * A public menu as guests get it from GET /api/public/menus/:id, filled with translated sample
 * dishes and the theme being edited, priced in the business's currency; no images, so the preview
 * needs no network.
 */
export function sampleMenu(theme: Theme, t: TFunction, currency: string): PublicMenuAvailable {
  let next = 1;
  const product = (key: SampleProductKey, price: string): PublicMenuProduct => ({
    id: sampleId(next++),
    name: t(`themeEditor.sample.${key}.name`),
    description: t(`themeEditor.sample.${key}.description`),
    price,
    image_url: null,
    thumb_url: null,
    image_width: null,
    image_height: null,
    allergens: null,
    dietary: [],
    sold_out: false,
    variants: [],
    ...SAMPLE_DETAILS[key],
  });
  return {
    id: sampleId(0),
    name: t('themeEditor.sample.menu'),
    slug: null,
    enabled: true,
    theme,
    business: {
      id: sampleId(100),
      name: t('themeEditor.sample.business'),
      slug: null,
      logo_url: null,
      logo_thumb_url: null,
      phone: '+1 555 0100',
      website: null,
      whatsapp: null,
      instagram: 'trattoriasole',
      facebook: null,
      twitter: null,
      currency,
      languages: ['en'],
    },
    categories: SAMPLE_CATEGORIES.map((category, index) => ({
      id: sampleId(200 + index),
      name: t(`themeEditor.sample.${category.key}`),
      products: category.products.map(([key, price]) => product(key, price)),
    })),
    // The editor previews the look, whatever the menu's hours.
    availability: openAvailability(),
    // A preview: its texts are in the interface's language, and no lang attribute is set.
    language: 'en',
  };
}
