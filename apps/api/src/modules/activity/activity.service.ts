import type { ActivityEntry } from '@carta/shared';
import type { Database } from '../../db/client';
import { findOwnedBusinessOr404 } from '../businesses/businesses.service';
import { createActivityRepository, type ActivityRow } from './activity.repository';

export function toActivityEntry(row: ActivityRow): ActivityEntry {
  return {
    id: row.id,
    type: row.type,
    action: row.action,
    item_id: row.itemId,
    item_name: row.itemName,
    account_id: row.accountId,
    actor_id: row.actorId,
    api_token:
      row.apiTokenId && row.apiTokenName !== null
        ? { id: row.apiTokenId, name: row.apiTokenName }
        : null,
    at: row.at.toISOString(),
  };
}

export function createActivityService(db: Database) {
  const activity = createActivityRepository(db);
  return {
    /** The latest entries of one of the account's businesses; 404 for anyone else's. */
    async latest(accountId: string, businessId: string, limit: number): Promise<ActivityEntry[]> {
      await findOwnedBusinessOr404(db, accountId, businessId);
      return (await activity.latest(businessId, limit)).map(toActivityEntry);
    },
  };
}
