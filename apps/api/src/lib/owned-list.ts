import { messages, type ListQuery, type PagedList } from '@carta/shared';
import type { Database } from '../db/client';
import { ownsBusiness, type ListScope, type Page } from '../db/list-filter';
import { httpError } from './http-errors';

/**
 * One page of a list query (products, categories, menus) read by `read`, whose SQL keeps only the
 * account's rows (listWhere). A `business_id` must be one of the account's businesses, else 404:
 * checked only when the list comes back empty, so a list is one query in the common case.
 */
export async function readOwnedList<T>(
  db: Database,
  accountId: string,
  query: ListQuery,
  read: (scope: ListScope, page: Page) => Promise<{ rows: T[]; total: number }>,
): Promise<{ rows: T[]; total: number }> {
  const result = await read(
    { ownerId: accountId, businessId: query.business_id, name: query.name },
    { offset: (query.page - 1) * query.items_per_page, limit: query.items_per_page },
  );
  if (result.total === 0 && query.business_id) {
    if (!(await ownsBusiness(db, accountId, query.business_id))) {
      throw httpError(404, messages.notFound);
    }
  }
  return result;
}

export function pagedList<T>(items: T[], total: number, query: ListQuery): PagedList<T> {
  return { items, pagination: { page: query.page, items_per_page: query.items_per_page, total } };
}
