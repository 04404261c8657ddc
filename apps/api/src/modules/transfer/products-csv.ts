import { CONTENT_LANGUAGES, type ContentLanguage, type MessageKey } from '@carta/shared';
import { guardFormula, unguardFormula } from './csv';

/**
 * The products CSV (docs/product.md, "Import and export"): one row per product. Lists (sizes,
 * categories, allergens, labels, translated size names) are separated by `|`; a `|` or `\` inside
 * a name is written `\|` or `\\`. The import reads back exactly what the export writes.
 */

export const BASE_COLUMNS = [
  'name',
  'description',
  'price',
  'variants',
  'categories',
  'allergens',
  'labels',
  'sold_out',
  'enabled',
] as const;
type BaseColumn = (typeof BASE_COLUMNS)[number];

export const TRANSLATED_COLUMNS = ['name', 'description', 'variants'] as const;
type TranslatedField = (typeof TRANSLATED_COLUMNS)[number];

/** A column of the file: one of the base columns, or a translated text (`name_es`). */
export type Column =
  | { kind: 'base'; name: BaseColumn }
  | { kind: 'translated'; field: TranslatedField; language: ContentLanguage };

export const columnKey = (column: Column) =>
  column.kind === 'base' ? column.name : `${column.field}_${column.language}`;

/** The columns an export of a business writes: the base ones, then each other language's. */
export function exportColumns(otherLanguages: readonly ContentLanguage[]): Column[] {
  return [
    ...BASE_COLUMNS.map((name): Column => ({ kind: 'base', name })),
    ...otherLanguages.flatMap((language) =>
      TRANSLATED_COLUMNS.map((field): Column => ({ kind: 'translated', field, language })),
    ),
  ];
}

/** A header cell → its column, or null when Carta does not know it. Case and spaces do not matter. */
export function parseColumn(header: string): Column | null {
  const key = header.trim().toLowerCase();
  if ((BASE_COLUMNS as readonly string[]).includes(key)) {
    return { kind: 'base', name: key as BaseColumn };
  }
  const match = /^(name|description|variants)_([a-z]{2})$/.exec(key);
  if (match && (CONTENT_LANGUAGES as readonly string[]).includes(match[2]!)) {
    return {
      kind: 'translated',
      field: match[1] as TranslatedField,
      language: match[2] as ContentLanguage,
    };
  }
  return null;
}

// Lists -----------------------------------------------------------------------------------------

const escapeItem = (item: string) => item.replaceAll('\\', '\\\\').replaceAll('|', '\\|');

export const joinList = (items: readonly string[]) => items.map(escapeItem).join('|');

/** `a|b\|c` → ['a', 'b|c']; an empty cell is an empty list. Items are trimmed. */
export function splitList(cell: string): string[] {
  if (cell.trim() === '') return [];
  const items: string[] = [];
  let item = '';
  for (let i = 0; i < cell.length; i += 1) {
    const char = cell[i]!;
    if (char === '\\' && i + 1 < cell.length) {
      item += cell[i + 1];
      i += 1;
    } else if (char === '|') {
      items.push(item.trim());
      item = '';
    } else item += char;
  }
  items.push(item.trim());
  return items;
}

// Values ----------------------------------------------------------------------------------------

const YES = new Set(['yes', 'y', 'true', '1', 'sí', 'si', 's']);
const NO = new Set(['no', 'n', 'false', '0']);

export const yesNo = (value: boolean) => (value ? 'yes' : 'no');

export function parseYesNo(cell: string): boolean | undefined | 'invalid' {
  const value = cell.trim().toLowerCase();
  if (value === '') return undefined;
  if (YES.has(value)) return true;
  if (NO.has(value)) return false;
  return 'invalid';
}

/** "Declares none" in the allergens column; an empty cell means "not declared". */
export const NO_ALLERGENS = 'none';

/** The product's fields as the export writes them (all texts already as stored). */
export interface ProductCells {
  name: string;
  description: string | null;
  price: string;
  variants: {
    name: string;
    price: string;
    translations?: Partial<Record<string, { name?: string }>>;
  }[];
  categories: string[];
  allergens: string[] | null;
  dietary: string[];
  soldOut: boolean;
  enabled: boolean;
  translations: Partial<Record<string, { name?: string; description?: string }>>;
}

function cellOf(column: Column, product: ProductCells): string {
  if (column.kind === 'translated') {
    const { field, language } = column;
    if (field === 'variants') {
      return product.variants.some((variant) => variant.translations?.[language]?.name)
        ? joinList(product.variants.map((variant) => variant.translations?.[language]?.name ?? ''))
        : '';
    }
    return product.translations[language]?.[field] ?? '';
  }
  switch (column.name) {
    case 'name':
      return product.name;
    case 'description':
      return product.description ?? '';
    case 'price':
      // With sizes the price is the lowest size price: the sizes column says it all.
      return product.variants.length ? '' : product.price;
    case 'variants':
      return joinList(product.variants.map((variant) => `${variant.name}=${variant.price}`));
    case 'categories':
      return joinList(product.categories);
    case 'allergens':
      if (product.allergens === null) return '';
      return product.allergens.length ? joinList(product.allergens) : NO_ALLERGENS;
    case 'labels':
      return joinList(product.dietary);
    case 'sold_out':
      return yesNo(product.soldOut);
    case 'enabled':
      return yesNo(product.enabled);
  }
}

/** One product → its row, every cell guarded against spreadsheet formulas. */
export const productRow = (columns: readonly Column[], product: ProductCells) =>
  columns.map((column) => guardFormula(cellOf(column, product)));

// Reading a row ---------------------------------------------------------------------------------

/** A row read into the shape of the product input (before the shared schema checks it). */
export interface RowFields {
  name: string;
  description?: string;
  price?: string;
  variants?: { name: string; price: string; translations?: Record<string, { name: string }> }[];
  categories?: string[];
  allergens?: string[] | null;
  dietary?: string[];
  sold_out?: boolean;
  enabled?: boolean;
  /** Translated texts by language; only the columns the file has. */
  translations: Partial<Record<ContentLanguage, { name?: string; description?: string }>>;
  /** Translated size names by language, in size order ('' = not translated). */
  variantNames: Partial<Record<ContentLanguage, string[]>>;
}

/** Cell problems found while reading a row (the shared schema finds the rest): column → key. */
export type CellErrors = Record<string, MessageKey>;

const lower = (items: string[]) => items.map((item) => item.toLowerCase());

/** Cells of one record (by column) → fields and the errors of cells the schema never sees. */
export function readRow(
  columns: readonly Column[],
  cells: readonly string[],
): { fields: RowFields; errors: CellErrors } {
  const errors: CellErrors = {};
  const fields: RowFields = { name: '', translations: {}, variantNames: {} };
  columns.forEach((column, index) => {
    const cell = unguardFormula(cells[index] ?? '');
    const key = columnKey(column);
    if (column.kind === 'translated') {
      const { field, language } = column;
      if (field === 'variants') fields.variantNames[language] = splitList(cell);
      else fields.translations[language] = { ...fields.translations[language], [field]: cell };
      return;
    }
    switch (column.name) {
      case 'name':
        fields.name = cell;
        break;
      case 'description':
        fields.description = cell;
        break;
      case 'price':
        if (cell.trim() !== '') fields.price = cell;
        break;
      case 'variants': {
        const items = splitList(cell);
        const variants = items.map((item) => {
          const at = item.lastIndexOf('=');
          return at < 0
            ? null
            : { name: item.slice(0, at).trim(), price: item.slice(at + 1).trim() };
        });
        if (variants.some((variant) => variant === null)) errors[key] = 'importVariantsInvalid';
        else fields.variants = variants as { name: string; price: string }[];
        break;
      }
      case 'categories': {
        const seen = new Set<string>();
        fields.categories = splitList(cell).filter((name) => {
          const folded = name.toLowerCase();
          if (name === '' || seen.has(folded)) return false;
          seen.add(folded);
          return true;
        });
        break;
      }
      case 'allergens': {
        const value = cell.trim().toLowerCase();
        fields.allergens =
          value === '' ? null : value === NO_ALLERGENS ? [] : lower(splitList(cell));
        break;
      }
      case 'labels':
        fields.dietary = lower(splitList(cell));
        break;
      case 'sold_out':
      case 'enabled': {
        const value = parseYesNo(cell);
        if (value === 'invalid') errors[key] = 'importYesNoInvalid';
        else if (value !== undefined) fields[column.name] = value;
        break;
      }
    }
  });
  return { fields, errors };
}
