import { z } from 'zod';
import { ACTIVITY_ACTIONS, ENTITY_TYPES, RECENT_ACTIVITY_LIMIT } from '../constants';
import { IdSchema, TimestampSchema } from './common';

/** One row of the server-side activity log (docs/architecture.md §7), latest first in lists. */
export const ActivityEntrySchema = z.object({
  id: IdSchema,
  type: z.enum(ENTITY_TYPES),
  action: z.enum(ACTIVITY_ACTIONS),
  /** The item's id; it may no longer exist (deleted). */
  item_id: IdSchema.nullable(),
  /** The item's name at the time of the change. */
  item_name: z.string(),
  /** The owner account acted on; null once that account is deleted. */
  account_id: IdSchema.nullable(),
  /** The admin who made the change while impersonating the owner, else null. */
  actor_id: IdSchema.nullable(),
  /** The personal API token the change was made with (docs/integrations.md), else null. */
  api_token: z.object({ id: IdSchema, name: z.string() }).nullable(),
  at: TimestampSchema,
});
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>;

/** Most entries one activity call returns. */
export const MAX_ACTIVITY_LIMIT = 50;

/** `GET /api/businesses/:id/activity?limit=5`. */
export const ActivityQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_ACTIVITY_LIMIT).default(RECENT_ACTIVITY_LIMIT),
});
export type ActivityQuery = z.infer<typeof ActivityQuerySchema>;
