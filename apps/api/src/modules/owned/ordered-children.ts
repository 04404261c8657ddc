import type { OrderedLinks } from '../../db/ordered-links';
import { httpError, type FieldErrors } from '../../lib/http-errors';

/**
 * The ids of `refs` in their order, once every one is checked to be a child of `businessId` (a
 * product or category of that business: no other business, no other owner); else 400 with
 * `rejected` as the field errors. The children stay locked against deletion until the
 * transaction ends, and a rejection rolls back the write. Duplicate ids never get here: the
 * shared input schemas refuse them.
 *
 * Call it BEFORE writing the parent row. Deleting a child locks the child, then the business
 * (its content version, bumped by trigger); writing the parent locks the business too, so a
 * write that took the business first and then waited for a child being deleted would deadlock
 * with that deletion (a 500 on PostgreSQL). Children first, business second: one lock order.
 */
export async function lockOwnChildren(
  links: OrderedLinks,
  businessId: string,
  refs: readonly { id: string }[],
  rejected: FieldErrors,
): Promise<string[]> {
  const ids = refs.map((ref) => ref.id);
  const found = await links.idsInBusiness(businessId, ids);
  if (ids.some((id) => !found.has(id))) throw httpError(400, 'formInvalid', { fields: rejected });
  return ids;
}
