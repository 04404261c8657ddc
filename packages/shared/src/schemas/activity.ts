import { z } from 'zod';
import { ACTIVITY_ACTIONS, ENTITY_TYPES } from '../constants';
import { IdSchema, TimestampSchema } from './common';

/** One row of the server-side activity log (DESIGN §7). */
export const ActivityEntrySchema = z.object({
  id: IdSchema,
  type: z.enum(ENTITY_TYPES),
  action: z.enum(ACTIVITY_ACTIONS),
  item_id: IdSchema,
  item_name: z.string(),
  account_id: IdSchema,
  at: TimestampSchema,
});
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>;
