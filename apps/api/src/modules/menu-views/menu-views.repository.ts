import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { menus } from '../../db/schema';
import type { ViewRow } from './view-counter';

/** Rows per INSERT statement (one JSON parameter each). */
const WRITE_CHUNK_ROWS = 1_000;

export type ViewTotalsRow = {
  day: string | null;
  menu_id: string | null;
  source: string | null;
  device: string | null;
  language: string | null;
  views: string | number;
};

/** Menu views in the database: the daily totals (`menu_view_days`). */
export function createMenuViewsRepository(db: Database) {
  return {
    /**
     * Adds a batch to the daily totals. The business comes from the menu, and a view of a menu
     * deleted since is dropped (the join), so one gone menu never fails the batch.
     */
    async add(rows: readonly ViewRow[]): Promise<void> {
      for (let start = 0; start < rows.length; start += WRITE_CHUNK_ROWS) {
        const chunk = rows.slice(start, start + WRITE_CHUNK_ROWS).map((row) => ({
          menu_id: row.menuId,
          day: row.day,
          language: row.language,
          device: row.device,
          source: row.source,
          views: row.views,
        }));
        await db.execute(sql`
          INSERT INTO menu_view_days (business_id, menu_id, day, language, device, source, views)
          SELECT m.business_id, v.menu_id, v.day, v.language, v.device, v.source, v.views
          FROM jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb)
            AS v(menu_id uuid, day date, language text, device text, source text, views integer)
          JOIN menus m ON m.id = v.menu_id
          ON CONFLICT (menu_id, day, language, device, source)
          DO UPDATE SET views = menu_view_days.views + excluded.views`);
      }
    },

    /**
     * A business's views from `from` to `to` (both included), summed in one query by day, menu,
     * source, device and language (grouping sets: each row has one of them set).
     */
    async totals(businessId: string, from: string, to: string): Promise<ViewTotalsRow[]> {
      const { rows } = await db.execute<ViewTotalsRow>(sql`
        SELECT to_char(day, 'YYYY-MM-DD') AS day, menu_id, source, device, language,
          sum(views)::bigint AS views
        FROM menu_view_days
        WHERE business_id = ${businessId} AND day BETWEEN ${from}::date AND ${to}::date
        GROUP BY GROUPING SETS ((day), (menu_id), (source), (device), (language))`);
      return rows;
    },

    /** Names of the business's menus among `ids`. */
    async menuNames(businessId: string, ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: menus.id, name: menus.name })
        .from(menus)
        .where(and(eq(menus.businessId, businessId), inArray(menus.id, [...ids])));
    },
  };
}
