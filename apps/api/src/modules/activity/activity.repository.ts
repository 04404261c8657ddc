import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activity } from '../../db/schema';

export type ActivityRow = typeof activity.$inferSelect;
export type NewActivity = Pick<
  typeof activity.$inferInsert,
  'businessId' | 'type' | 'action' | 'itemId' | 'itemName' | 'accountId' | 'actorId'
>;

export function createActivityRepository(db: Database) {
  return {
    async insert(entry: NewActivity): Promise<void> {
      // clock_timestamp(), not now(): several entries written in one transaction stay ordered.
      await db.insert(activity).values({ ...entry, at: sql`clock_timestamp()` });
    },

    /** Latest first (ties broken by id, so the order is stable). */
    async latest(businessId: string, limit: number): Promise<ActivityRow[]> {
      return db
        .select()
        .from(activity)
        .where(eq(activity.businessId, businessId))
        .orderBy(desc(activity.at), desc(activity.id))
        .limit(limit);
    },
  };
}
