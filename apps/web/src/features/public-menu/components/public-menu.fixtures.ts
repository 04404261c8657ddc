import {
  openAvailability,
  DEFAULT_THEME,
  type PublicMenuAvailable,
  type PublicMenuCategory,
  type PublicMenuProduct,
} from '@carta/shared/core';
import en from '@/locales/en.json';
import type { PublicMenuViewProps } from './public-menu-view';

/** Test data for the public menu view's tests. */
export function product(id: string, overrides: Partial<PublicMenuProduct> = {}): PublicMenuProduct {
  return {
    id,
    name: `Product ${id}`,
    price: '10.00',
    description: null,
    image_url: null,
    thumb_url: null,
    image_width: null,
    image_height: null,
    allergens: null,
    dietary: [],
    sold_out: false,
    variants: [],
    ...overrides,
  };
}

export const withPhoto = (id: string, overrides: Partial<PublicMenuProduct> = {}) =>
  product(id, {
    image_url: `/api/files/${id}-large.webp`,
    thumb_url: `/api/files/${id}-thumb.webp`,
    image_width: 800,
    image_height: 600,
    ...overrides,
  });

export const category = (
  id: string,
  name: string,
  products: PublicMenuProduct[],
): PublicMenuCategory => ({ id, name, products });

export function menu(overrides: Partial<PublicMenuAvailable> = {}): PublicMenuAvailable {
  return {
    id: 'menu-1',
    name: 'Dinner',
    slug: null,
    enabled: true,
    theme: { ...DEFAULT_THEME, id: 'custom', primaryColor: '#B8860B' },
    business: {
      id: 'business-1',
      name: 'Casa Lupe',
      slug: null,
      logo_url: null,
      logo_thumb_url: null,
      phone: null,
      website: null,
      whatsapp: null,
      instagram: null,
      facebook: null,
      twitter: null,
      currency: 'USD',
      languages: ['en'],
    },
    categories: [],
    availability: openAvailability(),
    language: 'en',
    ...overrides,
  };
}

export const baseProps = (publicMenu: PublicMenuViewProps['menu']): PublicMenuViewProps => ({
  menu: publicMenu,
  texts: en.publicMenu,
  shareTexts: en.share,
  language: 'en',
  shareUrl: 'https://carta.test/m/menu-1',
  homeUrl: 'https://carta.test',
  supportEmail: 'help@carta.test',
});
