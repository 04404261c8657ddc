import type { ActivityAction, EntityType } from '@carta/shared';
import type { Database } from '../../db/client';
import { queueChangeWebhooks, queueChangeWebhooksForMany } from '../webhooks/webhook-events';
import { createActivityRepository } from './activity.repository';
import type { Author } from './author';

export interface ActivityRecord extends Author {
  businessId: string;
  type: EntityType;
  action: ActivityAction;
  itemId: string;
  /** The item's name as it is after the change (before it, for a deletion). */
  itemName: string;
}

/**
 * Appends one entry to a business's activity log (docs/architecture.md §7). Pass the transaction of the write
 * itself, so the entry exists exactly when the change does. Every create, update and delete of a
 * business, product, category or menu calls this.
 */
export async function recordActivity(tx: Database, entry: ActivityRecord): Promise<void> {
  await createActivityRepository(tx).insert(entry);
  await queueChangeWebhooks(tx, entry);
}

/**
 * recordActivity for many entries at once (a catalogue import writes thousands): the same entries
 * and webhook deliveries, in a few statements instead of two or three per entry.
 */
export async function recordActivities(
  tx: Database,
  entries: readonly ActivityRecord[],
): Promise<void> {
  await createActivityRepository(tx).insertMany(entries);
  await queueChangeWebhooksForMany(tx, entries);
}
