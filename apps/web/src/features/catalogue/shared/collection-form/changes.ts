import type { Theme } from '@carta/shared';

/** What the dirty rule of the category and menu forms compares (SPEC §4 Forms). */
export interface CollectionSnapshot {
  name: string;
  enabled: boolean;
  /** Products of a category or categories of a menu, in order. */
  children: readonly { id: string }[];
  theme?: Theme;
}

export const sameOrder = (a: readonly { id: string }[], b: readonly { id: string }[]) =>
  a.length === b.length && a.every((item, index) => item.id === b[index]?.id);

/** Field by field; a field left out equals one that is undefined. */
export function sameTheme(a: Theme | undefined, b: Theme | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof Theme)[]);
  return [...keys].every((key) => a[key] === b[key]);
}

/**
 * True when a field, the order or membership of the children, or the theme differs from the
 * loaded values; going back to the original values makes it false again.
 */
export const hasChanged = (initial: CollectionSnapshot, current: CollectionSnapshot) =>
  initial.name !== current.name ||
  initial.enabled !== current.enabled ||
  !sameOrder(initial.children, current.children) ||
  !sameTheme(initial.theme, current.theme);
