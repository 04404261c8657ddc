import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activity, apiTokens } from '../../db/schema';

/** An entry, with the name of the API token it was made with (null in the app). */
export type ActivityRow = typeof activity.$inferSelect & { apiTokenName: string | null };
export type NewActivity = Pick<
  typeof activity.$inferInsert,
  'businessId' | 'type' | 'action' | 'itemId' | 'itemName' | 'accountId' | 'actorId' | 'apiTokenId'
>;

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters at 8 columns a row. */
const INSERT_CHUNK = 1000;

export function createActivityRepository(db: Database) {
  return {
    async insert(entry: NewActivity): Promise<void> {
      // clock_timestamp(), not now(): several entries written in one transaction stay ordered.
      await db.insert(activity).values({ ...entry, at: sql`clock_timestamp()` });
    },

    /** Many entries in few statements, in the order given (a catalogue import). */
    async insertMany(entries: readonly NewActivity[]): Promise<void> {
      for (let start = 0; start < entries.length; start += INSERT_CHUNK) {
        const chunk = entries.slice(start, start + INSERT_CHUNK);
        await db
          .insert(activity)
          .values(chunk.map((entry) => ({ ...entry, at: sql`clock_timestamp()` })));
      }
    },

    /** Latest first (ties broken by id, so the order is stable). */
    async latest(businessId: string, limit: number): Promise<ActivityRow[]> {
      return db
        .select({ ...getTableColumns(activity), apiTokenName: apiTokens.name })
        .from(activity)
        .leftJoin(apiTokens, eq(apiTokens.id, activity.apiTokenId))
        .where(eq(activity.businessId, businessId))
        .orderBy(desc(activity.at), desc(activity.id))
        .limit(limit);
    },
  };
}
