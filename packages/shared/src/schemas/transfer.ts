import { z } from 'zod';
import { CATALOGUE_FORMAT, CATALOGUE_VERSION, LIMITS, TRANSFER_LIMITS } from '../constants';
import { messages } from '../messages';
import { BusinessInputSchema } from './business';
import { CategoryInputSchema } from './category';
import { MenuInputSchema } from './menu';
import { CatalogueProductSchema, CatalogueRefSchema } from './product';

/**
 * Import and export of a catalogue (docs/product.md, "Import and export"): the JSON export
 * document, the CSV import's preview and result. The document's parts reuse the input schemas of
 * the forms, so an import accepts exactly what the forms would.
 */

const refList = (max: number, tooMany: string) =>
  z.array(CatalogueRefSchema).max(max, { error: tooMany, abort: true }).default([]);

/** A category of the document: its products by key, in display order. */
export const CatalogueCategorySchema = CategoryInputSchema.omit({
  business: true,
  products: true,
}).extend({
  ref: CatalogueRefSchema,
  products: refList(LIMITS.categoryProductsMax, messages.tooManyProducts),
});

/** A menu of the document: its categories by key. Menu addresses (slugs) are not copied. */
export const CatalogueMenuSchema = MenuInputSchema.omit({
  business: true,
  slug: true,
  categories: true,
}).extend({ categories: refList(LIMITS.menuCategoriesMax, messages.tooManyCategories) });

/** The business's own settings; its address (slug) and logo are not copied. */
export const CatalogueBusinessSchema = BusinessInputSchema.omit({ slug: true, logo: true });

const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/**
 * The document as a whole (docs/security.md, "Imports"): at most TRANSFER_LIMITS' places of
 * products in categories and of categories in menus in all; keys unique; every key a part refers
 * to exists; a product at most once in a category and a category at most once in a menu. Each
 * problem is an issue at its path (`categories.3.products.2`), so the import answers 400 before
 * writing anything instead of the database refusing a row. The refinement runs even when parts
 * failed their own schema, so a list that is not a list is read as empty, never trusted.
 */
export function checkCatalogueDocument(
  document: { products?: unknown; categories?: unknown; menus?: unknown },
  ctx: z.RefinementCtx,
) {
  const categoryList = listOf<{ ref?: unknown; products?: unknown }>(document.categories);
  const menuList = listOf<{ categories?: unknown }>(document.menus);
  const total = (lists: unknown[]) =>
    lists.reduce<number>((sum, list) => sum + listOf(list).length, 0);
  let tooLarge = false;
  if (
    total(categoryList.map((category) => category?.products)) > TRANSFER_LIMITS.categoryLinksMax
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['categories'],
      message: messages.importTooManyCategoryLinks,
    });
    tooLarge = true;
  }
  if (total(menuList.map((menu) => menu?.categories)) > TRANSFER_LIMITS.menuLinksMax) {
    ctx.addIssue({ code: 'custom', path: ['menus'], message: messages.importTooManyMenuLinks });
    tooLarge = true;
  }
  if (tooLarge) return;

  const unique = (items: { ref?: unknown }[], path: string) => {
    const seen = new Set<unknown>();
    items.forEach((item, index) => {
      if (typeof item?.ref !== 'string') return;
      if (seen.has(item.ref)) {
        ctx.addIssue({
          code: 'custom',
          path: [path, index, 'ref'],
          message: messages.importReferenceDuplicate,
        });
      }
      seen.add(item.ref);
    });
    return seen;
  };
  const products = unique(listOf<{ ref?: unknown }>(document.products), 'products');
  const categories = unique(categoryList, 'categories');
  /** Each reference of one part's list: known to the document, and there once. */
  const checkList = (
    list: unknown,
    known: Set<unknown>,
    duplicate: string,
    path: (string | number)[],
  ) => {
    const seen = new Set<unknown>();
    listOf(list).forEach((ref, index) => {
      if (!known.has(ref)) {
        ctx.addIssue({
          code: 'custom',
          path: [...path, index],
          message: messages.importReferenceMissing,
        });
      } else if (seen.has(ref)) {
        ctx.addIssue({ code: 'custom', path: [...path, index], message: duplicate });
      }
      seen.add(ref);
    });
  };
  categoryList.forEach((category, index) =>
    checkList(category?.products, products, messages.duplicateProducts, [
      'categories',
      index,
      'products',
    ]),
  );
  menuList.forEach((menu, index) =>
    checkList(menu?.categories, categories, messages.duplicateCategories, [
      'menus',
      index,
      'categories',
    ]),
  );
}

/** `POST /api/businesses/import`: a catalogue export, imported as a new business of the caller. */
export const CatalogueDocumentSchema = z
  .object({
    format: z.literal(CATALOGUE_FORMAT, { error: messages.importDocumentInvalid }),
    version: z.literal(CATALOGUE_VERSION, { error: messages.importDocumentInvalid }),
    exported_at: z.string().max(LIMITS.timestampMax).optional(),
    business: CatalogueBusinessSchema,
    products: z
      .array(CatalogueProductSchema)
      .max(TRANSFER_LIMITS.productsMax, { error: messages.importTooManyProducts, abort: true }),
    categories: z
      .array(CatalogueCategorySchema)
      .max(TRANSFER_LIMITS.categoriesMax, { error: messages.importTooManyCategories, abort: true }),
    menus: z
      .array(CatalogueMenuSchema)
      .max(TRANSFER_LIMITS.menusMax, { error: messages.importTooManyMenus, abort: true }),
  })
  .superRefine(checkCatalogueDocument);
export type CatalogueDocumentValues = z.input<typeof CatalogueDocumentSchema>;
export type CatalogueDocument = z.output<typeof CatalogueDocumentSchema>;

/** `GET /api/businesses/:id/export.json` as documented: the parts named, their fields as the input schemas say. */
export const CatalogueExportSchema = z.object({
  format: z.literal(CATALOGUE_FORMAT),
  version: z.literal(CATALOGUE_VERSION),
  exported_at: z.string(),
  business: z.looseObject({ name: z.string() }),
  products: z.array(z.looseObject({ ref: z.string(), name: z.string(), price: z.string() })),
  categories: z.array(
    z.looseObject({ ref: z.string(), name: z.string(), products: z.array(z.string()) }),
  ),
  menus: z.array(z.looseObject({ name: z.string(), categories: z.array(z.string()) })),
});

/** `POST /api/businesses/:id/imports/products[/preview]`: the CSV file's text. */
export const CsvImportInputSchema = z.object({
  // Characters bound the text; its UTF-8 size is checked against TRANSFER_LIMITS.csvBytesMax (413).
  csv: z.string({ error: messages.importEmpty }).max(TRANSFER_LIMITS.csvBytesMax * 2, {
    error: messages.importCsvTooLarge,
  }),
});
export type CsvImportInput = z.infer<typeof CsvImportInputSchema>;

export const IMPORT_ACTIONS = ['create', 'update', 'unchanged'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

const FieldErrorRefSchema = z.object({
  code: z.string(),
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/** One product row of the file as the import reads it. */
export const ImportRowSchema = z.object({
  /** Its line in the file (the header is line 1). */
  row: z.number().int().min(2),
  name: z.string(),
  action: z.enum(IMPORT_ACTIONS),
  /** Its price as it will be stored (the lowest size price with sizes), or null when not valid. */
  price: z.string().nullable(),
  categories: z.array(z.string()),
  /** Column (`name`, `price`, `name_es`, …) → the first error of that column, as the forms say it. */
  errors: z.record(z.string(), FieldErrorRefSchema),
});
export type ImportRow = z.infer<typeof ImportRowSchema>;

/** The preview: nothing is written. */
export const ImportPreviewSchema = z.object({
  rows: z.array(ImportRowSchema),
  summary: z.object({
    create: z.number().int().min(0),
    update: z.number().int().min(0),
    unchanged: z.number().int().min(0),
    invalid: z.number().int().min(0),
  }),
  /** Categories the file names that the business does not have yet: the import creates them. */
  new_categories: z.array(z.string()),
  delimiter: z.enum([',', ';']),
});
export type ImportPreview = z.infer<typeof ImportPreviewSchema>;

/** What a confirmed import wrote. */
export const ImportResultSchema = z.object({
  created: z.number().int().min(0),
  updated: z.number().int().min(0),
  unchanged: z.number().int().min(0),
  categories_created: z.number().int().min(0),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;
