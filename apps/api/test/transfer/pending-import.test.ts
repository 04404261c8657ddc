import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CatalogueDocumentSchema, TRANSFER_LIMITS, type CatalogueDocument } from '@carta/shared';
import { ownerSessionForSuite } from '../helpers/sessions';
import { createTransferService } from '../../src/modules/transfer/transfer.service';
import { LARGEST_DOCUMENT, catalogueDocument } from './large-document';

/**
 * Issue 26 (docs/security.md, "Imports"): a JSON import writes its new business in many short
 * transactions, so that the embedded database's one connection is free between them; the business
 * stays hidden from its owner and from guests until the last one, and a failed or abandoned import
 * leaves nothing behind.
 */

const { t, owner, call, guest } = ownerSessionForSuite();
const author = () => ({ accountId: owner.id, actorId: null });
const document = (name: string, shape = LARGEST_DOCUMENT): CatalogueDocument =>
  CatalogueDocumentSchema.parse(catalogueDocument(shape, name));
const SMALL = {
  products: 30,
  categories: 3,
  productsPerCategory: 10,
  menus: 2,
  categoriesPerMenu: 2,
};

/** Rows of one business in every table an import writes. */
async function rowsOf(businessId: string): Promise<number> {
  const { rows } = await t.app.db.execute<{ total: number }>(sql`
    select (
      (select count(*) from products where business_id = ${businessId})
      + (select count(*) from categories where business_id = ${businessId})
      + (select count(*) from menus where business_id = ${businessId})
      + (select count(*) from category_products where business_id = ${businessId})
      + (select count(*) from menu_categories where business_id = ${businessId})
      + (select count(*) from activity where business_id = ${businessId})
      + (select count(*) from businesses where id = ${businessId})
    )::int as total`);
  return rows[0]!.total;
}

/** The owner's businesses (all of them, hidden or not) with their rows. */
async function ownerRows(): Promise<number> {
  const { rows } = await t.app.db.execute<{ id: string }>(
    sql`select id from businesses where owner_id = ${owner.id}`,
  );
  let total = 0;
  for (const { id } of rows) total += await rowsOf(id);
  return total;
}

const menuIdsOf = async (businessId: string) =>
  (
    await t.app.db.execute<{ id: string }>(
      sql`select id from menus where business_id = ${businessId}`,
    )
  ).rows.map((row) => row.id);

/** What the owner and guests can see of a business, as status codes and list membership. */
async function visibility(businessId: string, menuIds: readonly string[]) {
  const list = (await call('GET', '/api/businesses?items_per_page=100')).json().items as {
    id: string;
  }[];
  return {
    inOwnersList: list.some((business) => business.id === businessId),
    owners: (await call('GET', `/api/businesses/${businessId}`)).statusCode,
    ownersProducts: (await call('GET', `/api/products?business_id=${businessId}`)).statusCode,
    ownersStats: (await call('GET', '/api/stats')).json(),
    ownersBusinessStats: (await call('GET', `/api/stats/${businessId}`)).statusCode,
    guestsPlace: (await guest(`/api/public/businesses/${businessId}`)).statusCode,
    guestsMenus: await Promise.all(
      menuIds.map(async (id) => (await guest(`/api/public/menus/${id}`)).statusCode),
    ),
  };
}

describe('a JSON import written in steps', () => {
  it('writes the largest document a few hundred rows per transaction, hidden until the last', async () => {
    const statsBefore = (await call('GET', '/api/stats')).json();
    const sizes: number[] = [];
    let last = 0;
    let checked = 0;
    const service = createTransferService(t.app.db, {
      // The checks between steps take time of their own, which the budgets would count.
      timeBudgetMs: 300_000,
      writeBudgetMs: 300_000,
      observeImportSteps: async (businessId) => {
        const now = await rowsOf(businessId);
        sizes.push(now - last);
        last = now;
        // Every fifth step, and each step once menus exist: what the owner and guests see.
        const menuIds = (await menuIdsOf(businessId)).slice(0, 3);
        if (sizes.length % 5 === 1 || menuIds.length > 0) {
          checked += 1;
          expect(await visibility(businessId, menuIds)).toEqual({
            inOwnersList: false,
            owners: 404,
            ownersProducts: 404,
            ownersStats: statsBefore,
            ownersBusinessStats: 404,
            guestsPlace: 404,
            guestsMenus: menuIds.map(() => 404),
          });
        }
      },
    });
    const business = await service.importDocument(author(), document('Casa Steps'));
    const total = await rowsOf(business.id);
    sizes.push(total - last);

    // 1,000 products, 100 categories, 25 menus, 3,000 places, 1,126 activity entries, the business.
    expect(total).toBe(5252);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(TRANSFER_LIMITS.rowsPerImportStep);
    expect(sizes.length).toBeGreaterThanOrEqual(
      Math.ceil(total / TRANSFER_LIMITS.rowsPerImportStep),
    );
    expect(checked).toBeGreaterThan(3);

    const menuIds = await menuIdsOf(business.id);
    const shown = await visibility(business.id, menuIds);
    expect(shown).toMatchObject({
      inOwnersList: true,
      owners: 200,
      ownersProducts: 200,
      ownersBusinessStats: 200,
      guestsPlace: 200,
      guestsMenus: menuIds.map(() => 200),
    });
  });

  it('keeps a slug of the hidden business from leading guests to it', async () => {
    const slug = `hidden-${Date.now().toString(36)}`;
    let status: number | undefined;
    const service = createTransferService(t.app.db, {
      observeImportSteps: async (businessId) => {
        if (status !== undefined) return;
        await t.app.db.execute(
          sql`insert into business_slugs (slug, business_id) values (${slug}, ${businessId})`,
        );
        status = (await guest(`/api/public/businesses/${slug}`)).statusCode;
      },
    });
    await service.importDocument(author(), document('Casa Slug', SMALL));
    expect(status).toBe(404);
    expect((await guest(`/api/public/businesses/${slug}`)).statusCode).toBe(200);
  });

  it('leaves nothing when a step fails mid-way', async () => {
    const before = await ownerRows();
    let steps = 0;
    const service = createTransferService(t.app.db, {
      observeImportSteps: async () => {
        steps += 1;
        if (steps === 12) throw new Error('the database went away');
      },
    });
    await expect(service.importDocument(author(), document('Casa Broken'))).rejects.toThrow(
      'the database went away',
    );
    expect(steps).toBe(12);
    expect(await ownerRows()).toBe(before);
  });

  it.each([
    // The waits between steps count against the import's whole budget...
    ['its whole budget', { timeBudgetMs: 200 }],
    // ...and the time inside the steps against its write budget.
    ['its write budget', { writeBudgetMs: 1 }],
  ])('stops at %s with a 503 and leaves nothing', async (_, budgets) => {
    const before = await ownerRows();
    const service = createTransferService(t.app.db, {
      ...budgets,
      observeImportSteps: () => new Promise((resolve) => setTimeout(resolve, 30)),
    });
    await expect(service.importDocument(author(), document('Casa Slow'))).rejects.toMatchObject({
      statusCode: 503,
      code: 'importTimeout',
    });
    expect(await ownerRows()).toBe(before);
  });
});

describe('the sweeper of abandoned imports', () => {
  /** A hidden business with rows, as a process that died mid-import leaves it, `ageMs` old. */
  async function abandoned(ageMs: number): Promise<string> {
    let id = '';
    const service = createTransferService(t.app.db, {
      observeImportSteps: async (businessId) => {
        id = businessId;
        if ((await rowsOf(businessId)) > 30) throw new Error('crash');
      },
    });
    await service.importDocument(author(), document('Casa Crash', SMALL)).catch(() => undefined);
    // Put back what the failed import removed: the business and some rows, still hidden.
    await t.app.db.execute(sql`
      insert into businesses (id, owner_id, name, import_pending, created_at)
      values (${id}, ${owner.id}, 'Casa Crash', true,
        now() - ${ageMs} * interval '1 millisecond')`);
    await t.app.db.execute(sql`
      insert into products (business_id, name, price)
      select ${id}, 'Dish ' || n, 5 from generate_series(1, 450) as n`);
    return id;
  }

  it('removes a hidden business older than any import, with its rows, and keeps a young one', async () => {
    // The old one last: the young one's own import would sweep it.
    const young = await abandoned(1000);
    const old = await abandoned(TRANSFER_LIMITS.abandonedImportMs + 1000);
    expect(await rowsOf(old)).toBe(451);

    expect(await createTransferService(t.app.db).sweepAbandonedImports()).toBe(1);
    expect(await rowsOf(old)).toBe(0);
    expect(await rowsOf(young)).toBe(451);
    expect((await call('GET', `/api/businesses/${young}`)).statusCode).toBe(404);
    await t.app.db.execute(sql`delete from businesses where id = ${young}`);
  });

  it('runs before every JSON import', async () => {
    const old = await abandoned(TRANSFER_LIMITS.abandonedImportMs + 1000);
    await createTransferService(t.app.db).importDocument(author(), document('Casa Next', SMALL));
    expect(await rowsOf(old)).toBe(0);
  });
});
