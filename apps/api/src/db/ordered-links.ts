import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/** The row that holds ordered children: a category (of products) or a menu (of categories). */
export interface LinkParent {
  id: string;
  businessId: string;
}

export interface OrderedLinksSpec<TLinks extends PgTable> {
  /** The children's own table (products, categories). */
  children: PgTable & { id: PgColumn; businessId: PgColumn };
  /** The join table, with a `position` per link. */
  links: TLinks;
  /** The join table's column holding the parent's id. */
  parentId: PgColumn;
  /** The join row putting `childId` at `position` under `parent`. */
  link: (parent: LinkParent, childId: string, position: number) => PgInsertValue<TLinks>;
}

/** The SQL of one parent → ordered children relation (category products, menu categories). */
export function orderedLinks<TLinks extends PgTable>(db: Database, spec: OrderedLinksSpec<TLinks>) {
  const { children, links } = spec;

  return {
    /**
     * Which of `ids` are children of `businessId`. The rows are locked (FOR KEY SHARE) until the
     * transaction ends, so they cannot be deleted before the caller links them.
     */
    async idsInBusiness(businessId: string, ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: children.id })
        .from(children as PgTable)
        .where(and(eq(children.businessId, businessId), inArray(children.id, [...ids])))
        .for('key share');
      return new Set(rows.map((row) => row.id as string));
    },

    /**
     * Makes `childIds` the parent's children in exactly that order (positions 0..n-1). The
     * composite foreign keys reject a child of another business.
     */
    async replace(parent: LinkParent, childIds: readonly string[]): Promise<void> {
      await db.delete(links).where(eq(spec.parentId, parent.id));
      if (childIds.length === 0) return;
      await db
        .insert(links)
        .values(childIds.map((childId, position) => spec.link(parent, childId, position)));
    },
  };
}

export type OrderedLinks = ReturnType<typeof orderedLinks>;
