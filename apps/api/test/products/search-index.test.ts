import { desc, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema';
import { listWhere, type ListScope } from '../../src/db/list-filter';
import { callAs, ownerSessionForSuite } from '../helpers/sessions';
import { createBusiness } from '../helpers/fixtures';
import { PagedProducts } from '../helpers/reads';
import { SEARCH_CATALOGUE_SIZE, searchCatalogueName } from '../helpers/search-catalogue';

/**
 * Issue 5: search stays fast at 10,000 products per business. `ILIKE '%term%'` is served by the
 * pg_trgm GIN index on name, on PGlite and on PostgreSQL alike (the same suite runs on both).
 */
const PRODUCTS = SEARCH_CATALOGUE_SIZE;
const nameOf = searchCatalogueName;
const NAMES = Array.from({ length: PRODUCTS }, (_, i) => nameOf(i));
const matches = (term: string) =>
  NAMES.filter((name) => name.toLowerCase().includes(term.trim().toLowerCase()));
/** A selective search term: the code of one product. */
const RARE = nameOf(4321).split(' ')[1]!;

const { t, owner } = ownerSessionForSuite();
let businessId: string;

beforeAll(async () => {
  businessId = (await createBusiness(t, owner)).id;
  const rows = NAMES.map((name) => ({ businessId, name, price: '9.50' }));
  for (let i = 0; i < rows.length; i += 1000) {
    await t.app.db.insert(products).values(rows.slice(i, i + 1000));
  }
  // What autovacuum does in a running database: flushes the GIN pending list, gathers statistics.
  await t.app.db.execute(sql`VACUUM ANALYZE products`);
}, 120_000);

async function plan(query: { getSQL(): ReturnType<typeof sql> }): Promise<string> {
  const result = await t.app.db.execute(sql`EXPLAIN ${query}`);
  return result.rows.map((row) => String(row['QUERY PLAN'])).join('\n');
}

describe('name search index (pg_trgm)', () => {
  it('exists as a GIN trigram index on the name of products, categories and menus', async () => {
    const result = await t.app.db.execute(
      sql`SELECT tablename, indexdef FROM pg_indexes WHERE indexdef LIKE '%gin_trgm_ops%' ORDER BY tablename`,
    );
    expect(result.rows.map((row) => [row.tablename, row.indexdef])).toEqual(
      ['categories', 'menus', 'products'].map((table) => [
        table,
        expect.stringContaining('USING gin (name gin_trgm_ops)'),
      ]),
    );
  });

  it("serves the list's count and page queries for a selective term", async () => {
    const scope: ListScope = { ownerId: owner.id, businessId, name: RARE };
    const where = listWhere(t.app.db, products, scope);
    const count = t.app.db
      .select({ n: sql`count(*)` })
      .from(products)
      .where(where);
    const page = t.app.db
      .select()
      .from(products)
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(25);
    expect(await plan(count)).toContain('products_name_trgm_idx');
    expect(await plan(page)).toContain('products_name_trgm_idx');
  });

  it('keeps using it with escaped wildcards in the term', async () => {
    const term = `${RARE.slice(0, 2)}_${RARE.slice(3)}%`;
    const where = listWhere(t.app.db, products, { ownerId: owner.id, businessId, name: term });
    const count = t.app.db
      .select({ n: sql`count(*)` })
      .from(products)
      .where(where);
    expect(await plan(count)).toContain('products_name_trgm_idx');
  });

  it('finds the right rows among 10,000 through the API', async () => {
    const search = async (term: string) => {
      const url = `/api/products?business_id=${businessId}&name=${encodeURIComponent(term)}`;
      return PagedProducts.parse((await callAs(t, owner)('GET', url)).json());
    };
    const rare = await search(` ${RARE.toUpperCase()} `);
    expect(rare.items.map((p) => p.name).sort()).toEqual(matches(RARE).sort());
    expect(rare.pagination.total).toBe(matches(RARE).length);
    expect(rare.items.map((p) => p.name)).toContain(nameOf(4321));

    const common = await search('sushi');
    expect(common.pagination.total).toBe(matches('sushi').length);
    expect(common.items).toHaveLength(25);
    expect(common.items.every((p) => p.name.startsWith('Sushi '))).toBe(true);
  });
});
