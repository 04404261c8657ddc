import {
  websiteHref,
  type PublicMenuAvailable,
  type PublicMenuPageInput,
} from '@carta/shared/core';

/** Prices are dollars (docs/public-menu.md shows them with a $ prefix). */
const CURRENCY = 'USD';

/** schema.org Restaurant with its Menu, sections and items, for search engines. */
export function menuJsonLd(
  menu: PublicMenuAvailable,
  input: Pick<PublicMenuPageInput, 'appUrl' | 'menuUrl'>,
) {
  const { business } = menu;
  const absolute = (path: string | null) => (path ? `${input.appUrl}${path}` : undefined);
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: business.name,
    url: business.website ? websiteHref(business.website) : input.menuUrl,
    telephone: business.phone ?? undefined,
    logo: absolute(business.logo_url),
    image: absolute(business.logo_url),
    hasMenu: {
      '@type': 'Menu',
      name: menu.name,
      url: input.menuUrl,
      hasMenuSection: menu.categories.map((category) => ({
        '@type': 'MenuSection',
        name: category.name,
        hasMenuItem: category.products.map((product) => ({
          '@type': 'MenuItem',
          name: product.name,
          description: product.description ?? undefined,
          image: absolute(product.image_url),
          offers: { '@type': 'Offer', price: product.price, priceCurrency: CURRENCY },
        })),
      })),
    },
  };
}
