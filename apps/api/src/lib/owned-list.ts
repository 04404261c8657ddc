import { type ListQuery, type PagedList } from '@carta/shared';
import type { Database } from '../db/client';
import { ownsBusiness, type ListScope, type Page } from '../db/list-filter';
import { httpError } from './http-errors';

/**
 * One page of a list query (products, categories, menus) read by `read`, whose SQL keeps only the
 * account's rows (listWhere), each row made an item by `toItem`. A `business_id` must be one of
 * the account's businesses, else 404: checked only when the list comes back empty, so a list is
 * one query in the common case.
 */
export async function readOwnedList<Row, Item>(
  db: Database,
  accountId: string,
  query: ListQuery,
  read: (scope: ListScope, page: Page) => Promise<{ rows: Row[]; total: number }>,
  toItem: (row: Row) => Item,
): Promise<PagedList<Item>> {
  const { rows, total } = await read(
    { ownerId: accountId, businessId: query.business_id, name: query.name },
    { offset: (query.page - 1) * query.items_per_page, limit: query.items_per_page },
  );
  if (total === 0 && query.business_id) {
    if (!(await ownsBusiness(db, accountId, query.business_id))) {
      throw httpError(404, 'notFound');
    }
  }
  return {
    items: rows.map((row) => toItem(row)),
    pagination: { page: query.page, items_per_page: query.items_per_page, total },
  };
}
