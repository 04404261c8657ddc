import { fieldErrors } from '@/lib/api-field-errors';

export interface ServerErrors {
  name?: string;
  /** About the products of a category or the categories of a menu. */
  children?: string;
  /** Any other field (business, theme…). */
  other?: string;
}

/** A 400 answer's `fields` (path → message, DESIGN §5) sorted onto the form's parts. */
export function serverErrors(error: unknown, childField: 'products' | 'categories'): ServerErrors {
  const result: ServerErrors = {};
  for (const [path, message] of Object.entries(fieldErrors(error))) {
    const part = path === 'name' ? 'name' : path.startsWith(childField) ? 'children' : 'other';
    result[part] ??= message;
  }
  return result;
}
