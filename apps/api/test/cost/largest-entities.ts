import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { DEFAULT_THEME, LIMITS, ThemeSchema } from '@carta/shared';
import type { Database } from '../../src/db/client';

/*
 * The largest entities the input schemas allow: every string at its maximum (in a character
 * that takes 3 bytes in UTF-8, so the most bytes per character counted) and every array at its
 * maximum. The maxima are read from the shared LIMITS at run time.
 */

const WIDE = '€';
const wide = (length: number) => WIDE.repeat(length);
const ascii = (prefix: string, length: number, filler = 'a') =>
  prefix + filler.repeat(Math.max(0, length - prefix.length));

export const largestBusiness = () => ({
  name: wide(LIMITS.nameMax),
  phone: ascii('+', LIMITS.phoneMax, '9'),
  whatsapp: ascii('+', LIMITS.phoneMax, '8'),
  website: ascii('https://carta.example.com/', LIMITS.websiteMax, 'p'),
  instagram: ascii('', LIMITS.handleMax, 'i'),
  facebook: ascii('', LIMITS.handleMax, 'f'),
  twitter: ascii('', LIMITS.handleMax, 't'),
});

export const largestProduct = (businessId: string, image: string | null) => ({
  name: wide(LIMITS.nameMax),
  description: wide(LIMITS.descriptionMax),
  price: `${'9'.repeat(LIMITS.priceIntegerDigitsMax)}.99`,
  image,
  business: { id: businessId },
});

export const largestCategory = (businessId: string, productIds: readonly string[]) => ({
  name: wide(LIMITS.nameMax),
  business: { id: businessId },
  products: productIds.map((id) => ({ id })),
});

/** The longest of `candidates` that `schema` accepts. */
function longestValid(schema: z.ZodType, candidates: string[]): string {
  const valid = candidates.filter((candidate) => schema.safeParse(candidate).success);
  if (valid.length === 0) throw new Error(`none of ${candidates.join(', ')} is accepted`);
  return valid.sort((a, b) => b.length - a.length)[0]!;
}

export function largestTheme() {
  const shape = ThemeSchema.shape as Record<string, z.ZodType>;
  const timestamps = [
    ascii('2026-11-23T13:52:30.', LIMITS.timestampMax - 6, '1') + '+01:00',
    '2026-11-23T13:52:30.123456789+01:00',
    new Date(0).toISOString(),
  ];
  return {
    ...DEFAULT_THEME,
    id: ascii('', LIMITS.themeIdMax, 't'),
    backgroundImage: ascii('https://images.example.com/', LIMITS.urlMax, 'b'),
    gradientFrom: '#ABCDEF',
    gradientTo: '#FEDCBA',
    createdAt: longestValid(shape.createdAt!, timestamps),
    updatedAt: longestValid(shape.updatedAt!, timestamps),
  };
}

export const largestMenu = (businessId: string, categoryIds: readonly string[]) => ({
  name: wide(LIMITS.nameMax),
  business: { id: businessId },
  categories: categoryIds.map((id) => ({ id })),
  theme: largestTheme(),
});

export interface Counts {
  products: number;
  categories: number;
  menus: number;
}

/**
 * Copies the seed product, category and menu (made through the API) until the business has
 * `counts` of each, links every category to every menu (the menu array maximum) and
 * `productsPerCategory` products to each category. Plain SQL: thousands of API writes would take
 * minutes.
 */
export async function multiplySeed(
  db: Database,
  seed: { businessId: string; productId: string; categoryId: string; menuId: string },
  counts: Counts,
  productsPerCategory: number,
): Promise<void> {
  const { businessId: b } = seed;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO products (business_id, name, description, price, image, enabled)
      SELECT business_id, name, description, price, image, enabled
      FROM products, generate_series(2, ${counts.products}) WHERE id = ${seed.productId}`);
    await tx.execute(sql`
      INSERT INTO categories (business_id, name, enabled)
      SELECT business_id, name, enabled
      FROM categories, generate_series(2, ${counts.categories}) WHERE id = ${seed.categoryId}`);
    await tx.execute(sql`
      INSERT INTO menus (business_id, name, theme, enabled)
      SELECT business_id, name, theme, enabled
      FROM menus, generate_series(2, ${counts.menus}) WHERE id = ${seed.menuId}`);
    await tx.execute(sql`DELETE FROM menu_categories WHERE business_id = ${b}`);
    await tx.execute(sql`
      INSERT INTO menu_categories (menu_id, category_id, business_id, position)
      SELECT m.id, c.id, ${b}, row_number() OVER (PARTITION BY m.id ORDER BY c.id) - 1
      FROM menus m CROSS JOIN categories c
      WHERE m.business_id = ${b} AND c.business_id = ${b}`);
  });
  await fillCategories(db, b, productsPerCategory);
}

/** Gives every category of the business its first `perCategory` products, in id order. */
export async function fillCategories(db: Database, businessId: string, perCategory: number) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM category_products WHERE business_id = ${businessId}`);
    await tx.execute(sql`
      INSERT INTO category_products (category_id, product_id, business_id, position)
      SELECT c.id, p.id, ${businessId}, p.position
      FROM categories c CROSS JOIN (
        SELECT id, row_number() OVER (ORDER BY id) - 1 AS position FROM products
        WHERE business_id = ${businessId}
      ) p
      WHERE c.business_id = ${businessId} AND p.position < ${perCategory}`);
  });
}
