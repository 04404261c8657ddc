import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CatalogueDocumentSchema } from '@carta/shared';
import { ownerSessionForSuite } from '../helpers/sessions';
import { createPublicMenusRepository } from '../../src/modules/public-menus/public-menus.repository';
import { createTransferService } from '../../src/modules/transfer/transfer.service';
import { catalogueDocument } from '../transfer/large-document';

/**
 * Issue 26 (docs/security.md, "Reading a big menu"): the first read of a 20,000-dish menu ran as one query
 * that the embedded database answers on this thread, holding every other request over a second.
 * It is read a few categories at a time, with turns of the event loop between the queries.
 */

// 3,000 dishes: seeding the 20,000 takes minutes on the embedded database, and the
// mechanism is the same (docs/security.md, "Reading a big menu").
const CATEGORIES = 10;
const PER_CATEGORY = 300;
const { t, owner } = ownerSessionForSuite();
let menuId = '';

beforeAll(async () => {
  // One dish per category through the import, then the other 499 of each in SQL.
  const document = CatalogueDocumentSchema.parse(
    catalogueDocument({
      products: CATEGORIES,
      categories: CATEGORIES,
      productsPerCategory: 1,
      menus: 1,
      categoriesPerMenu: CATEGORIES,
    }),
  );
  const business = await createTransferService(t.app.db).importDocument(
    { accountId: owner.id, actorId: null },
    document,
  );
  const id = business.id;
  const sections = await t.app.db.execute<{ id: string }>(
    sql`select id from categories where business_id = ${id}`,
  );
  for (const section of sections.rows) {
    await t.app.db.execute(sql`
      with made as (
        insert into products (business_id, name, price, description)
        select ${id}, 'Extra ' || n, 5, repeat('x', 240)
        from generate_series(1, ${PER_CATEGORY - 1}) as n
        returning id
      )
      insert into category_products (category_id, product_id, business_id, position)
      select ${section.id}, id, ${id}, row_number() over (order by id) from made`);
  }
  const { rows } = await t.app.db.execute<{ id: string }>(
    sql`select id from menus where business_id = ${id}`,
  );
  menuId = rows[0]!.id;
}, 300_000);

/** How many turns the event loop took while `work` ran. */
async function turnsDuring<T>(work: Promise<T>): Promise<{ result: T; turns: number }> {
  let turns = 0;
  let running = true;
  const turn = () => {
    turns += 1;
    if (running) setImmediate(turn);
  };
  setImmediate(turn);
  try {
    return { result: await work, turns };
  } finally {
    running = false;
  }
}

describe('the first read of a big menu', () => {
  it('reads every dish in menu order, in queries with turns of the event loop between them', async () => {
    const repository = createPublicMenusRepository(t.app.db);
    const { result: rows, turns } = await turnsDuring(
      repository.visibleProducts(menuId, { includeSoldOut: true }),
    );
    expect(rows).toHaveLength(CATEGORIES * PER_CATEGORY);
    // Each category's dishes together, the categories in menu order, each once.
    const order = rows.map((row) => row.categoryId).filter((id, i, all) => id !== all[i - 1]);
    expect(order).toHaveLength(CATEGORIES);
    expect(new Set(order).size).toBe(CATEGORIES);
    // At most a thousand rows per query, whole categories: four queries, a turn between each two.
    expect(turns).toBeGreaterThanOrEqual(3);
  });

  it('stops reading at a limit, with the same first rows', async () => {
    const repository = createPublicMenusRepository(t.app.db);
    const all = await repository.visibleProducts(menuId, { includeSoldOut: true });
    const some = await repository.visibleProducts(menuId, { includeSoldOut: true, limit: 1201 });
    expect(some.map((row) => row.id)).toEqual(all.slice(0, 1201).map((row) => row.id));
  });
});
