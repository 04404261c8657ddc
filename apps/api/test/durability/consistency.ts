import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import type { WriteLedger } from './write-stream';

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

/**
 * The database's own consistency after crashes, in SQL: links point at rows of their own
 * business, positions are 0..n-1 in every category and menu, the content version counted every
 * acknowledged write, and the activity log holds exactly one entry per write that is there (the
 * entry is written in the write's transaction: a half-done write would show here).
 */
export async function checkConsistency(db: Database, ledger: WriteLedger): Promise<string[]> {
  const problems: string[] = [];

  const [productLinks] = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM category_products l
        LEFT JOIN categories c ON c.id = l.category_id AND c.business_id = l.business_id
        LEFT JOIN products p ON p.id = l.product_id AND p.business_id = l.business_id
        WHERE c.id IS NULL OR p.id IS NULL`,
  );
  if (productLinks!.n > 0) problems.push(`${productLinks!.n} orphan category_products links`);
  const [categoryLinks] = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM menu_categories l
        LEFT JOIN menus m ON m.id = l.menu_id AND m.business_id = l.business_id
        LEFT JOIN categories c ON c.id = l.category_id AND c.business_id = l.business_id
        WHERE m.id IS NULL OR c.id IS NULL`,
  );
  if (categoryLinks!.n > 0) problems.push(`${categoryLinks!.n} orphan menu_categories links`);

  const gaps = await rows<{ parent: string }>(
    db,
    sql`SELECT category_id AS parent FROM category_products GROUP BY category_id
          HAVING min(position) <> 0 OR max(position) <> count(*) - 1
              OR count(DISTINCT position) <> count(*)
        UNION ALL
        SELECT menu_id FROM menu_categories GROUP BY menu_id
          HAVING min(position) <> 0 OR max(position) <> count(*) - 1
              OR count(DISTINCT position) <> count(*)`,
  );
  if (gaps.length > 0)
    problems.push(`positions not 0..n-1 under ${gaps.map((g) => g.parent).join(', ')}`);

  const [business] = await rows<{ version: string }>(
    db,
    sql`SELECT content_version::text AS version FROM businesses WHERE id = ${ledger.businessId}`,
  );
  if (BigInt(business!.version) < BigInt(ledger.stats.acknowledged)) {
    problems.push(
      `content_version ${business!.version} < ${ledger.stats.acknowledged} acknowledged writes`,
    );
  }

  const activity = await rows<{ item: string; action: string; n: number }>(
    db,
    sql`SELECT item_id::text AS item, action, count(*)::int AS n FROM activity
        WHERE business_id = ${ledger.businessId} AND type <> 'business'
        GROUP BY item_id, action`,
  );
  const counts = new Map(activity.map((row) => [`${row.item} ${row.action}`, row.n]));
  for (const entry of ledger.tracked.values()) {
    const created = counts.get(`${entry.id} created`) ?? 0;
    const updated = counts.get(`${entry.id} updated`) ?? 0;
    if (created !== 1 || updated !== entry.updates) {
      problems.push(
        `${entry.kind} ${entry.id}: activity created ×${created}, updated ×${updated} ` +
          `(expected 1 and ${entry.updates})`,
      );
    }
  }
  const strangers = activity.filter((row) => !ledger.tracked.has(row.item));
  if (strangers.length > 0) {
    problems.push(`activity of entities that are not there: ${JSON.stringify(strangers)}`);
  }
  return problems;
}
