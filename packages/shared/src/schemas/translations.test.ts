import { describe, expect, it } from 'vitest';
import { BusinessInputSchema } from './business';
import { CategoryInputSchema } from './category';
import { MenuInputSchema } from './menu';
import { ProductInputSchema } from './product';

const business = { id: '00000000-0000-4000-8000-000000000001' };

describe('translations in the input schemas (docs/product.md, "Menu languages")', () => {
  it('a product keeps translated names and descriptions, trimmed, dropping blanks', () => {
    const parsed = ProductInputSchema.parse({
      name: 'Soup',
      price: 5,
      business,
      translations: { fr: { name: ' Soupe ', description: '' }, de: { name: '' } },
    });
    expect(parsed.translations).toEqual({ fr: { name: 'Soupe' } });
  });

  it('variant names are translated per size', () => {
    const parsed = ProductInputSchema.parse({
      name: 'Wine',
      business,
      variants: [
        { name: 'Glass', price: 4, translations: { fr: { name: 'Verre' } } },
        { name: 'Bottle', price: 18 },
      ],
    });
    expect(parsed.variants?.[0]?.translations).toEqual({ fr: { name: 'Verre' } });
  });

  it('refuses an unknown language and too long or unsafe texts with field messages', () => {
    const unknown = ProductInputSchema.safeParse({
      name: 'Soup',
      price: 5,
      business,
      translations: { xx: { name: 'Soupe' } },
    });
    expect(unknown.success).toBe(false);
    const long = CategoryInputSchema.safeParse({
      name: 'Soups',
      business,
      translations: { fr: { name: 'x'.repeat(51) } },
    });
    expect(long.error?.issues[0]?.message).toBe('Category name is too long');
    const nul = MenuInputSchema.safeParse({
      name: 'Dinner',
      business,
      translations: { fr: { name: 'Dî\u0000ner' } },
    });
    expect(nul.success).toBe(false);
  });

  it("a business's other languages: known ones, each once, in the list's order", () => {
    const parsed = BusinessInputSchema.parse({
      name: 'Casa',
      primary_language: 'es',
      other_languages: ['fr', 'en', 'fr'],
    });
    expect(parsed.other_languages).toEqual(['en', 'fr']);
    expect(BusinessInputSchema.safeParse({ name: 'Casa', other_languages: ['xx'] }).success).toBe(
      false,
    );
  });
});
