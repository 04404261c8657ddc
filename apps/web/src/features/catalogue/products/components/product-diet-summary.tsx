import { useTranslation } from 'react-i18next';
import type { Allergen, DietaryLabel, Product } from '@carta/shared';
import { DietGlyphs } from '@/features/catalogue/shared/diet-glyphs';

/**
 * A product's dietary labels and allergens on its card, as small named icons; "not declared" and
 * "none" read differently, as on the guest's page.
 */
export function ProductDietSummary({
  product,
}: {
  product: Pick<Product, 'allergens' | 'dietary'>;
}) {
  const { t } = useTranslation();
  const { allergens, dietary } = product;
  const labelName = (label: DietaryLabel) => t(`publicMenu.dietary.${label}`);
  const allergenName = (allergen: Allergen) => t(`publicMenu.allergens.${allergen}`);

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
      {dietary.length > 0 && <DietGlyphs names={dietary} nameOf={labelName} />}
      {allergens === null ? (
        <span className="italic">{t('products.card.allergensUndeclared')}</span>
      ) : allergens.length === 0 ? (
        <span>{t('products.card.noAllergens')}</span>
      ) : (
        <span className="inline-flex items-center gap-1">
          <span>{t('products.card.contains')}:</span>
          <DietGlyphs names={allergens} nameOf={allergenName} />
        </span>
      )}
    </div>
  );
}
