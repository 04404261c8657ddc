import {
  websiteHref,
  type DietaryLabel,
  type PublicMenuAvailable,
  type PublicMenuPageInput,
} from '@carta/shared/core';

/** schema.org's dietary restrictions for the labels it has a name for. */
const SUITABLE_FOR_DIET: Partial<Record<DietaryLabel, string>> = {
  vegetarian: 'https://schema.org/VegetarianDiet',
  vegan: 'https://schema.org/VeganDiet',
  gluten_free: 'https://schema.org/GlutenFreeDiet',
  halal: 'https://schema.org/HalalDiet',
  kosher: 'https://schema.org/KosherDiet',
};

const diets = (labels: readonly DietaryLabel[]) => {
  const known = labels.flatMap((label) => SUITABLE_FOR_DIET[label] ?? []);
  return known.length ? known : undefined;
};

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
      // The language of its texts (a missing translation shows the primary text).
      inLanguage: menu.language,
      url: input.menuUrl,
      hasMenuSection: menu.categories.map((category) => ({
        '@type': 'MenuSection',
        name: category.name,
        hasMenuItem: category.products.map((product) => ({
          '@type': 'MenuItem',
          name: product.name,
          description: product.description ?? undefined,
          image: absolute(product.image_url),
          // One offer per size, named; availability follows sold out.
          offers: (product.variants.length
            ? product.variants
            : [{ name: undefined, price: product.price }]
          ).map((size) => ({
            '@type': 'Offer',
            name: size.name,
            price: size.price,
            priceCurrency: business.currency,
            availability: product.sold_out
              ? 'https://schema.org/SoldOut'
              : 'https://schema.org/InStock',
          })),
          suitableForDiet: diets(product.dietary),
        })),
      })),
    },
  };
}
