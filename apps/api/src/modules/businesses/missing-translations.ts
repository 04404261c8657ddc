import { sql } from 'drizzle-orm';
import { menuLanguagesOf, type MissingTranslations } from '@carta/shared';
import type { Database } from '../../db/client';
import { findOwnedBusinessOr404 } from './businesses.service';

/** Every character String.prototype.trim removes: what "blank" means in the shared rule. */
const SPACES = Array.from({ length: 0x10000 }, (_, code) => String.fromCharCode(code))
  .filter((char) => char.trim() === '')
  .join('');

/** Absent, empty or only spaces, as `text?.trim()` is falsy in JS. */
const blank = (text: string) => sql`btrim(coalesce(${sql.raw(text)}, ''), ${SPACES}) = ''`;

/**
 * The rule of `untranslatedFields` in @carta/shared (content-languages.ts), which the public
 * menu marks fields by: `field` has primary text in `primary` and none in language `l.lang` of
 * the `translations` column.
 */
const untranslated = (primary: string, translations: string, field: string) =>
  sql`(not ${blank(primary)} and ${blank(`${translations}->l.lang->>'${field}'`)})`;

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
        ${untranslated('p.name', 'p.translations', 'name')}
        or ${untranslated('p.description', 'p.translations', 'description')}
        or exists (
          select 1 from jsonb_array_elements(p.variants) v
          where ${untranslated("v->>'name'", "(v->'translations')", 'name')}
        )
      )) as products,
      (select count(*) from categories c where c.business_id = ${business.id}
        and ${untranslated('c.name', 'c.translations', 'name')}) as categories,
      (select count(*) from menus m where m.business_id = ${business.id}
        and ${untranslated('m.name', 'm.translations', 'name')}) as menus
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
