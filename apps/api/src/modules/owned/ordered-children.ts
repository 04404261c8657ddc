import { messages } from '@carta/shared';
import type { LinkParent, OrderedLinks } from '../../db/ordered-links';
import { httpError, type FieldErrors } from '../../lib/http-errors';

/**
 * Makes `refs` the children of `parent` in exactly their order (a category's products, a menu's
 * categories). Every id must be a child of the parent's business (no other business, no other
 * owner): else 400 with `rejected` as the field errors. Call it inside the write's transaction:
 * the children stay locked against deletion until it ends, and a rejection rolls back the write.
 * Duplicate ids never get here: the shared input schemas refuse them.
 */
export async function replaceOrderedChildren(
  links: OrderedLinks,
  parent: LinkParent,
  refs: readonly { id: string }[],
  rejected: FieldErrors,
): Promise<void> {
  const ids = refs.map((ref) => ref.id);
  const found = await links.idsInBusiness(parent.businessId, ids);
  if (ids.some((id) => !found.has(id))) throw httpError(400, messages.formInvalid, rejected);
  await links.replace(parent, ids);
}
