import { z } from 'zod';
import {
  CATALOGUE_FORMAT,
  CATALOGUE_VERSION,
  CatalogueBusinessSchema,
  CatalogueCategorySchema,
  CatalogueMenuSchema,
  CatalogueProductSchema,
  LIMITS,
  TRANSFER_LIMITS,
  checkCatalogueDocument,
  messages,
  type CatalogueDocument,
} from '@carta/shared';

/**
 * `CatalogueDocumentSchema` applied in slices, so that checking the largest document never holds
 * the event loop for long (docs/security.md, "Imports"): first the envelope (format, version,
 * business, and how many parts each list has, refused before anything else is read), then the
 * parts ITEMS_PER_SLICE at a time with a turn of the event loop between slices, then the checks
 * across the document (places in all, keys, references, repeats). The issues and their paths are
 * those of the one schema, and the route answers them as any other validation error: 400 with
 * `fields` keyed by the path inside the document.
 */

/** Parts checked between two turns of the event loop: a few milliseconds of work at most. */
const ITEMS_PER_SLICE = 50;

const EnvelopeSchema = z.object({
  format: z.literal(CATALOGUE_FORMAT, { error: messages.importDocumentInvalid }),
  version: z.literal(CATALOGUE_VERSION, { error: messages.importDocumentInvalid }),
  exported_at: z.string().max(LIMITS.timestampMax).optional(),
  business: CatalogueBusinessSchema,
  products: z
    .array(z.unknown())
    .max(TRANSFER_LIMITS.productsMax, { error: messages.importTooManyProducts, abort: true }),
  categories: z
    .array(z.unknown())
    .max(TRANSFER_LIMITS.categoriesMax, { error: messages.importTooManyCategories, abort: true }),
  menus: z
    .array(z.unknown())
    .max(TRANSFER_LIMITS.menusMax, { error: messages.importTooManyMenus, abort: true }),
});

const CrossChecksSchema = z
  .object({ products: z.unknown(), categories: z.unknown(), menus: z.unknown() })
  .superRefine(checkCatalogueDocument);

interface Issue {
  path: PropertyKey[];
  message: string;
}

/** A validation failure as Fastify's own: the error handler answers 400 with the fields. */
function validationError(issues: readonly Issue[]): Error {
  return Object.assign(new Error('the catalogue document is not valid'), {
    statusCode: 400,
    validation: issues.map((issue) => ({
      instancePath: `/${issue.path.map(String).join('/')}`,
      message: issue.message,
    })),
  });
}

/** The length of each part's `key` list, summed (a list that is not a list counts 0). */
const places = (parts: readonly unknown[], key: string) =>
  parts.reduce<number>((sum, part) => {
    const list = (part as Record<string, unknown> | null)?.[key];
    return sum + (Array.isArray(list) ? list.length : 0);
  }, 0);

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** Each item of `items` through `schema`, a slice at a time; issues prefixed with the list's path. */
async function parseList<S extends z.ZodType>(
  schema: S,
  items: readonly unknown[],
  name: string,
  issues: Issue[],
): Promise<z.output<S>[]> {
  const values: z.output<S>[] = [];
  for (let index = 0; index < items.length; index += 1) {
    if (index > 0 && index % ITEMS_PER_SLICE === 0) await nextTurn();
    const result = schema.safeParse(items[index]);
    if (result.success) values.push(result.data);
    else {
      for (const issue of result.error.issues) {
        issues.push({ path: [name, index, ...issue.path], message: issue.message });
      }
    }
  }
  return values;
}

/** The body of `POST /api/businesses/import` → a valid document, or the 400 of its issues. */
export async function parseCatalogueDocument(body: unknown): Promise<CatalogueDocument> {
  const envelope = EnvelopeSchema.safeParse(body);
  if (!envelope.success) throw validationError(envelope.error.issues);
  // Too many places in all is refused before any part is read (the checks stop at that issue).
  if (
    places(envelope.data.categories, 'products') > TRANSFER_LIMITS.categoryLinksMax ||
    places(envelope.data.menus, 'categories') > TRANSFER_LIMITS.menuLinksMax
  ) {
    throw validationError(CrossChecksSchema.safeParse(envelope.data).error?.issues ?? []);
  }
  const issues: Issue[] = [];
  const products = await parseList(
    CatalogueProductSchema,
    envelope.data.products,
    'products',
    issues,
  );
  const categories = await parseList(
    CatalogueCategorySchema,
    envelope.data.categories,
    'categories',
    issues,
  );
  const menus = await parseList(CatalogueMenuSchema, envelope.data.menus, 'menus', issues);
  await nextTurn();
  // On the parts as sent: the references are the same strings before and after their schemas.
  const cross = CrossChecksSchema.safeParse(envelope.data);
  if (!cross.success) issues.push(...cross.error.issues);
  if (issues.length > 0) throw validationError(issues);
  return { ...envelope.data, products, categories, menus };
}
