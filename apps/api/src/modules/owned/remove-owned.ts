import { type EntityType } from '@carta/shared';
import type { Database } from '../../db/client';
import { httpError } from '../../lib/http-errors';
import type { Author } from '../activity/author';
import { recordActivity } from '../activity/record-activity';

/** The by-id reads and deletes of an entity's repository, scoped to the owner. */
export interface OwnedRowsOf<Row> {
  findOwned(ownerId: string, id: string): Promise<Row | null>;
  /** False when the row is not the owner's. */
  delete(ownerId: string, id: string): Promise<boolean>;
}

export interface RemoveOwnedOptions<Row> {
  type: EntityType;
  /** The entity's repository on the delete's transaction. */
  repository: (tx: Database) => OwnedRowsOf<Row>;
  /** The business the row belongs to and its name, for the activity entry. */
  describe: (row: Row) => { businessId: string; name: string };
}

/**
 * Deletes the account's `id` and records it in the activity log (the name as it was), in one
 * transaction; 404 when the row is not the account's. What goes with the row is the schema's
 * ON DELETE CASCADE.
 */
export async function removeOwned<Row>(
  db: Database,
  author: Author,
  id: string,
  { type, repository, describe }: RemoveOwnedOptions<Row>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = repository(tx);
    const current = await rows.findOwned(author.accountId, id);
    if (!current) throw httpError(404, 'notFound');
    const { businessId, name } = describe(current);
    await recordActivity(tx, {
      businessId,
      type,
      action: 'deleted',
      itemId: id,
      itemName: name,
      ...author,
    });
    if (!(await rows.delete(author.accountId, id))) throw httpError(404, 'notFound');
  });
}
