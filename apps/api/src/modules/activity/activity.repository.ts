import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activity, apiTokens } from '../../db/schema';

/** An entry, with the name of the API token it was made with (null in the app). */
export type ActivityRow = typeof activity.$inferSelect & { apiTokenName: string | null };
export type NewActivity = Pick<
  typeof activity.$inferInsert,
  'businessId' | 'type' | 'action' | 'itemId' | 'itemName' | 'accountId' | 'actorId' | 'apiTokenId'
>;

/**
 * Entries per INSERT of insertMany: each statement sends its rows as one JSON parameter
 * (`jsonb_to_recordset`), which the embedded database reads far faster than one bound parameter
 * per cell (docs/security.md, "Imports").
 */
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
        const data = entries.slice(start, start + INSERT_CHUNK).map((entry, i) => ({
          n: start + i,
          business_id: entry.businessId,
          type: entry.type,
          action: entry.action,
          item_id: entry.itemId ?? null,
          item_name: entry.itemName,
          account_id: entry.accountId ?? null,
          actor_id: entry.actorId ?? null,
          api_token_id: entry.apiTokenId ?? null,
        }));
        // The clock per row plus n microseconds, in the order given: entries stay ordered even
        // when the clock gives rows of one statement the same time.
        await db.execute(sql`
          insert into ${activity} (business_id, type, action, item_id, item_name, account_id,
            actor_id, api_token_id, at)
          select v.business_id, v.type, v.action, v.item_id, v.item_name, v.account_id,
            v.actor_id, v.api_token_id, clock_timestamp() + (v.n * interval '1 microsecond')
          from jsonb_to_recordset(${JSON.stringify(data)}::jsonb) as v(
            n int, business_id uuid, type text, action text, item_id uuid, item_name text,
            account_id uuid, actor_id uuid, api_token_id uuid
          )
          order by v.n`);
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
