import type { ListQuery, PagedList } from '@carta/shared';
import type { Database } from '../../db/client';
import { findOwnedBusinessOr404 } from './businesses.service';
import type { ListScope, Page } from '../../db/list-filter';

/**
 * Access check and paging of a list query (products, categories, menus): a `business_id` must be
 * one of the account's businesses (else 404); without it the list spans all of them.
 */
export async function listScope(
  db: Database,
  accountId: string,
  query: ListQuery,
): Promise<{ scope: ListScope; page: Page }> {
  if (query.business_id) await findOwnedBusinessOr404(db, accountId, query.business_id);
  return {
    scope: { ownerId: accountId, businessId: query.business_id, name: query.name },
    page: { offset: (query.page - 1) * query.items_per_page, limit: query.items_per_page },
  };
}

export function pagedList<T>(items: T[], total: number, query: ListQuery): PagedList<T> {
  return { items, pagination: { page: query.page, items_per_page: query.items_per_page, total } };
}
