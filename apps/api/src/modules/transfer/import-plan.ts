import {
  CategoryInputSchema,
  LIMITS,
  ProductInputSchema,
  TRANSFER_LIMITS,
  issueRef,
  messageText,
  type ImportAction,
  type ImportPreview,
  type MessageKey,
  type MessageRef,
  type Translations,
} from '@carta/shared';
import { groupBy } from '../../lib/group-by';
import { httpError, type FieldErrors } from '../../lib/http-errors';
import { orderedTranslations } from '../../lib/ordered-translations';
import { CsvMalformedError, detectDelimiter, parseCsv, type Delimiter } from './csv';
import { columnKey, parseColumn, readRow, type Column, type RowFields } from './products-csv';
import type { CategoryRow, Link, NewProduct, ProductRow } from './transfer.repository';

/**
 * How a products CSV applies to a business (docs/product.md, "Import and export"): each row
 * matched by name (trimmed, any case) to one of its products, checked with the forms' own schema,
 * and marked create, update or unchanged. The preview shows this plan; the import writes it.
 */

export interface PlannedRow {
  row: number;
  name: string;
  action: ImportAction;
  price: string | null;
  categories: string[];
  errors: Record<string, MessageRef>;
  /** The matched product (update and unchanged). */
  productId?: string;
  /** Every stored field of the product after the import. */
  values?: NewProduct;
  /** The category names it ends up in, when the file has a categories column. */
  categoryNames?: string[];
}

export interface ImportPlan {
  rows: PlannedRow[];
  delimiter: Delimiter;
  /** Names (as first written) of categories the import creates. */
  newCategories: string[];
  hasCategories: boolean;
}

export interface CurrentCatalogue {
  businessId: string;
  products: ProductRow[];
  categories: CategoryRow[];
  categoryLinks: Link[];
}

export const fold = (name: string) => name.trim().toLocaleLowerCase();

const ref = (code: MessageKey): MessageRef => ({ code });

/** A zod issue path of the product input → the CSV column it came from. */
function columnOfIssue(path: readonly PropertyKey[]): string {
  const [first, second, third, fourth] = path.map(String);
  if (first === 'translations' && second && third) return `${third}_${second}`;
  if (first === 'variants' && third === 'translations' && fourth) return `variants_${fourth}`;
  if (first === 'dietary') return 'labels';
  return first ?? 'name';
}

/** Stored fields in one comparable text (translations in a fixed order). */
function comparable(values: NewProduct, categories: string[] | undefined) {
  return JSON.stringify([
    values.name,
    values.description ?? null,
    values.price,
    (values.variants ?? []).map((variant) => [
      variant.name,
      variant.price,
      orderedTranslations(variant.translations, ['name']),
    ]),
    values.allergens ?? null,
    values.dietary ?? [],
    values.soldOut ?? false,
    values.enabled ?? true,
    orderedTranslations(values.translations, ['name', 'description']),
    categories ?? null,
  ]);
}

/** The file's values laid over the product's current ones (columns left out keep them). */
function effectiveInput(fields: RowFields, current: ProductRow | undefined) {
  const translations: Translations<'name' | 'description'> = structuredClone(
    current?.translations ?? {},
  );
  for (const [language, texts] of Object.entries(fields.translations)) {
    translations[language as keyof typeof translations] = {
      ...translations[language as keyof typeof translations],
      ...texts,
    };
  }
  const baseVariants =
    fields.variants ?? current?.variants.map(({ name, price }) => ({ name, price })) ?? [];
  const variants = baseVariants.map((variant, index) => {
    const previous = current?.variants.find((old) => fold(old.name) === fold(variant.name));
    const names: Record<string, { name: string }> = {};
    for (const [language, text] of Object.entries(previous?.translations ?? {})) {
      if (text?.name) names[language] = { name: text.name };
    }
    for (const [language, list] of Object.entries(fields.variantNames)) {
      if (list.length) names[language] = { name: list[index] ?? '' };
      else delete names[language];
    }
    return { ...variant, translations: names };
  });
  return {
    name: fields.name,
    description: fields.description ?? current?.description ?? null,
    price: fields.price ?? current?.price,
    variants,
    allergens: fields.allergens !== undefined ? fields.allergens : (current?.allergens ?? null),
    dietary: fields.dietary ?? current?.dietary ?? [],
    sold_out: fields.sold_out ?? current?.soldOut ?? false,
    enabled: fields.enabled ?? current?.enabled ?? true,
    translations,
  };
}

/** Reads the header: every column known and once, and a name column. 400 otherwise. */
function readHeader(cells: readonly string[]): Column[] {
  const fields: FieldErrors = {};
  const columns: Column[] = [];
  const seen = new Set<string>();
  cells.forEach((cell, index) => {
    const column = parseColumn(cell);
    const label = cell.trim() || String(index + 1);
    if (!column) fields[`header.${label}`] = 'importColumnUnknown';
    else if (seen.has(columnKey(column))) fields[`header.${label}`] = 'importColumnDuplicate';
    else {
      seen.add(columnKey(column));
      columns.push(column);
    }
  });
  if (Object.keys(fields).length) throw httpError(400, 'formInvalid', { fields });
  if (!seen.has('name')) throw httpError(400, 'importNameColumnMissing');
  return columns;
}

/** The file's records, or the 4xx that says why it cannot be read. */
export function readFile(csv: string): {
  delimiter: Delimiter;
  header: Column[];
  records: { line: number; cells: string[] }[];
} {
  if (Buffer.byteLength(csv, 'utf8') > TRANSFER_LIMITS.csvBytesMax) {
    throw httpError(413, 'importCsvTooLarge');
  }
  // A NUL is never in text: a spreadsheet's binary format, an image, … sent as if CSV.
  if (csv.includes('\u0000')) throw httpError(415, 'importNotCsv');
  const delimiter = detectDelimiter(csv);
  let records;
  try {
    records = parseCsv(csv, delimiter);
  } catch (error) {
    if (error instanceof CsvMalformedError) throw httpError(400, 'importCsvMalformed');
    throw error;
  }
  const [headerRecord, ...rows] = records;
  if (!headerRecord) throw httpError(400, 'importEmpty');
  const header = readHeader(headerRecord.cells);
  if (rows.length === 0) throw httpError(400, 'importEmpty');
  if (rows.length > TRANSFER_LIMITS.rowsMax) throw httpError(400, 'importTooManyRows');
  return { delimiter, header, records: rows };
}

/**
 * Rows planned between two turns of the event loop: planning 5,000 rows takes about a second of
 * CPU on a loaded machine, which would otherwise hold every other request (docs/security.md,
 * "Imports").
 */
const ROWS_PER_SLICE = 100;

/** Builds the plan; `checkTime` throws once the time budget is spent. */
export async function planImport(
  csv: string,
  catalogue: CurrentCatalogue,
  checkTime: () => void,
): Promise<ImportPlan> {
  const { delimiter, header, records } = readFile(csv);
  const hasCategories = header.some((column) => columnKey(column) === 'categories');
  const byName = groupBy(catalogue.products, (product) => fold(product.name));
  const categoryByName = new Map<string, CategoryRow>();
  for (const category of catalogue.categories) {
    if (!categoryByName.has(fold(category.name))) categoryByName.set(fold(category.name), category);
  }
  const categoryNameById = new Map(catalogue.categories.map((c) => [c.id, c.name]));
  const linksByProduct = groupBy(catalogue.categoryLinks, (link) => link.childId);
  const newCategories = new Map<string, string>();
  const namesInFile = new Set<string>();

  const planRow = (record: (typeof records)[number]): PlannedRow => {
    const errors: Record<string, MessageRef> = {};
    const addError = (column: string, error: MessageRef) => {
      errors[column] ??= { ...error };
    };
    if (record.cells.length > header.length && record.cells.slice(header.length).some(Boolean)) {
      addError('row', ref('importRowTooLong'));
    }
    const { fields, errors: cellErrors } = readRow(header, record.cells);
    for (const [column, key] of Object.entries(cellErrors)) addError(column, ref(key));

    const folded = fold(fields.name);
    if (folded && namesInFile.has(folded)) addError('name', ref('importNameDuplicate'));
    namesInFile.add(folded);
    const matches = folded ? (byName.get(folded) ?? []) : [];
    if (matches.length > 1) addError('name', ref('importNameAmbiguous'));
    const current = matches.length === 1 ? matches[0] : undefined;

    const input = effectiveInput(fields, current);
    for (const [language, list] of Object.entries(fields.variantNames)) {
      if (list.length && list.length !== input.variants.length) {
        addError(`variants_${language}`, ref('importVariantNamesInvalid'));
      }
    }
    const parsed = ProductInputSchema.safeParse({
      ...input,
      business: { id: catalogue.businessId },
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        addError(columnOfIssue(issue.path), issueRef(issue.message));
    }

    // Categories: existing ones by name (any case), the others created by the import.
    let categoryNames: string[] | undefined;
    if (fields.categories) {
      categoryNames = fields.categories.map((name) => {
        const existing = categoryByName.get(fold(name));
        if (existing) return existing.name;
        const planned = newCategories.get(fold(name));
        if (planned) return planned;
        const check = CategoryInputSchema.shape.name.safeParse(name);
        if (!check.success) {
          addError('categories', issueRef(check.error.issues[0]!.message));
          return name;
        }
        newCategories.set(fold(name), check.data);
        return check.data;
      });
    }
    const currentCategories = current
      ? (linksByProduct.get(current.id) ?? []).map((link) => categoryNameById.get(link.parentId)!)
      : [];

    const valid = parsed.success && Object.keys(errors).length === 0;
    const values: NewProduct | undefined = parsed.success
      ? {
          name: parsed.data.name,
          price: parsed.data.price,
          description: parsed.data.description ?? null,
          enabled: parsed.data.enabled,
          allergens: parsed.data.allergens ?? null,
          dietary: parsed.data.dietary ?? [],
          soldOut: parsed.data.sold_out ?? false,
          variants: parsed.data.variants ?? [],
          translations: parsed.data.translations ?? {},
        }
      : undefined;
    let action: ImportAction = 'create';
    if (current) {
      const sortedNames = (names: string[]) => [...names].map(fold).sort();
      const before = comparable(current, categoryNames && sortedNames(currentCategories));
      const after = values && comparable(values, categoryNames && sortedNames(categoryNames));
      action = before === after ? 'unchanged' : 'update';
    }
    return {
      row: record.line,
      name: fields.name.trim(),
      action,
      price: values?.price ?? null,
      categories: categoryNames ?? currentCategories,
      errors: Object.fromEntries(Object.entries(errors).map(([column, error]) => [column, error])),
      ...(current ? { productId: current.id } : {}),
      ...(valid ? { values, categoryNames } : {}),
    };
  };
  const rows: PlannedRow[] = [];
  for (const [index, record] of records.entries()) {
    if (index % ROWS_PER_SLICE === 0) {
      checkTime();
      if (index > 0) await new Promise((resolve) => setImmediate(resolve));
    }
    rows.push(planRow(record));
  }

  checkCategoryCapacity(rows, catalogue, categoryNameById);
  return { rows, delimiter, newCategories: [...newCategories.values()], hasCategories };
}

/** A category holds at most LIMITS.categoryProductsMax products: rows past that get an error. */
function checkCategoryCapacity(
  rows: PlannedRow[],
  catalogue: CurrentCatalogue,
  categoryNameById: Map<string, string>,
) {
  const members = new Map<string, Set<string>>();
  for (const link of catalogue.categoryLinks) {
    const key = fold(categoryNameById.get(link.parentId) ?? '');
    if (!members.has(key)) members.set(key, new Set());
    members.get(key)!.add(link.childId);
  }
  // First take out every product the file moves out of a category, then add row by row.
  for (const row of rows) {
    if (!row.productId || !row.categoryNames) continue;
    const wanted = new Set(row.categoryNames.map(fold));
    for (const [key, set] of members) if (!wanted.has(key)) set.delete(row.productId);
  }
  for (const row of rows) {
    if (!row.categoryNames) continue;
    const id = row.productId ?? `row:${row.row}`;
    for (const name of row.categoryNames) {
      const key = fold(name);
      if (!members.has(key)) members.set(key, new Set());
      const set = members.get(key)!;
      if (set.has(id)) continue;
      if (set.size >= LIMITS.categoryProductsMax) {
        row.errors.categories ??= { code: 'tooManyProducts' };
        delete row.values;
        delete row.categoryNames;
        break;
      }
      set.add(id);
    }
  }
}

/** The preview as the API answers it: each row's errors with their English text. */
export function toPreview(plan: ImportPlan): ImportPreview {
  const summary = { create: 0, update: 0, unchanged: 0, invalid: 0 };
  const rows = plan.rows.map((row) => {
    const errors = Object.entries(row.errors);
    if (errors.length) summary.invalid += 1;
    else summary[row.action] += 1;
    return {
      row: row.row,
      name: row.name,
      action: row.action,
      price: row.price,
      categories: row.categories,
      errors: Object.fromEntries(
        errors.map(([column, { code, params }]) => [
          column,
          { code, message: messageText(code, params), ...(params ? { params } : {}) },
        ]),
      ),
    };
  });
  return { rows, summary, new_categories: plan.newCategories, delimiter: plan.delimiter };
}

/** The plan's row errors as the fields of a 400 (`"3.price"`: line 3, price column). */
export function planErrors(plan: ImportPlan): FieldErrors | null {
  const fields: FieldErrors = {};
  for (const row of plan.rows) {
    for (const [column, error] of Object.entries(row.errors))
      fields[`${row.row}.${column}`] = error;
  }
  return Object.keys(fields).length ? fields : null;
}
