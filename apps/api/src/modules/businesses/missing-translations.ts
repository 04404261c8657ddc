import { sql } from 'drizzle-orm';
import { menuLanguagesOf, type MissingTranslations } from '@carta/shared';
import type { Database } from '../../db/client';
import { findOwnedBusinessOr404 } from './businesses.service';

/** Empty or absent text of `field` in language `l.lang` of a translations column. */
const untranslated = (column: string, field: string) =>
  sql.raw(`coalesce(${column}->l.lang->>'${field}', '') = ''`);

/**
 * For each of the business's other languages, how many products, categories and menus lack a
 * translation of a text they have (docs/product.md, "Menu languages"): a product lacks it when
 * its name, its description (if it has one) or a size's name is not translated. One query.
 */
export async function missingTranslations(
  db: Database,
  accountId: string,
  businessId: string,
): Promise<MissingTranslations> {
  const business = await findOwnedBusinessOr404(db, accountId, businessId);
  const others = menuLanguagesOf(business.primaryLanguage, business.otherLanguages).slice(1);
  if (others.length === 0) return {};
  const languages = sql.join(
    others.map((language) => sql`${language}`),
    sql`, `,
  );
  const { rows } = await db.execute<{
    lang: (typeof others)[number];
    products: number | string;
    categories: number | string;
    menus: number | string;
  }>(sql`
    select l.lang,
      (select count(*) from products p where p.business_id = ${business.id} and (
        ${untranslated('p.translations', 'name')}
        or (coalesce(p.description, '') <> '' and ${untranslated('p.translations', 'description')})
        or exists (
          select 1 from jsonb_array_elements(p.variants) v
          where ${untranslated("(v->'translations')", 'name')}
        )
      )) as products,
      (select count(*) from categories c
        where c.business_id = ${business.id} and ${untranslated('c.translations', 'name')}) as categories,
      (select count(*) from menus m
        where m.business_id = ${business.id} and ${untranslated('m.translations', 'name')}) as menus
    from unnest(array[${languages}]::text[]) as l(lang)
  `);
  const missing: MissingTranslations = {};
  for (const row of rows) {
    missing[row.lang] = {
      products: Number(row.products),
      categories: Number(row.categories),
      menus: Number(row.menus),
    };
  }
  return missing;
}
