// docs/public-menu.md, "Caching that stays correct": every committed write that changes what a
// business's public pages show is announced on CONTENT_CHANGES_CHANNEL, on PGlite and on
// PostgreSQL, and a lost listening connection comes back with a resync.
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  listenForContentChanges,
  type ContentChangeHandlers,
  type ContentChanges,
} from '../../src/db/content-changes';
import { businesses, products } from '../../src/db/schema';
import { testDatabaseKind } from '../helpers/database';
import { createBusiness, createProduct } from '../helpers/fixtures';
import { createOwner } from '../helpers/sessions';
import { testAppForSuite } from '../helpers/app';

const t = testAppForSuite();

let changes: ContentChanges | undefined;
afterEach(async () => {
  await changes?.close();
  changes = undefined;
});

/** Listens on the suite's database and records what is heard. */
async function listening() {
  const heard: string[] = [];
  const resyncs = vi.fn();
  const handlers: ContentChangeHandlers = { changed: (id) => heard.push(id), resync: resyncs };
  changes = listenForContentChanges(t.database);
  changes.subscribe(handlers);
  await vi.waitFor(() => expect(changes!.live).toBe(true));
  return { heard, resyncs };
}

async function ownedProduct() {
  const owner = await createOwner(t);
  const business = await createBusiness(t, owner);
  const product = await createProduct(t, owner, business.id);
  return { owner, business, product };
}

describe('content change notices', () => {
  it('names the business when a committed write changes its content', async () => {
    const { business, product } = await ownedProduct();
    const { heard } = await listening();
    await t.database.db
      .update(products)
      .set({ name: 'Diavola' })
      .where(eq(products.id, product.id));
    await vi.waitFor(() => expect(heard).toContain(business.id));
  });

  it('names the business whose own row changed, and a deleted business', async () => {
    const { business } = await ownedProduct();
    const { heard } = await listening();
    await t.database.db
      .update(businesses)
      .set({ name: 'Luna Nueva' })
      .where(eq(businesses.id, business.id));
    await vi.waitFor(() => expect(heard).toEqual([business.id]));
    await t.database.db.delete(businesses).where(eq(businesses.id, business.id));
    await vi.waitFor(() => expect(heard.length).toBeGreaterThan(1));
    expect(new Set(heard)).toEqual(new Set([business.id]));
  });

  it('says nothing of a write that was rolled back', async () => {
    const { business, product } = await ownedProduct();
    const other = await ownedProduct();
    const { heard } = await listening();
    await t.database.db
      .transaction(async (tx) => {
        await tx.update(products).set({ name: 'Never' }).where(eq(products.id, product.id));
        tx.rollback();
      })
      .catch(() => {});
    // A later committed write is heard; the rolled-back one never is.
    await t.database.db
      .update(products)
      .set({ name: 'Heard' })
      .where(eq(products.id, other.product.id));
    await vi.waitFor(() => expect(heard).toContain(other.business.id));
    expect(heard).not.toContain(business.id);
  });

  it.runIf(testDatabaseKind() === 'postgres')(
    'listens again after losing its connection, and asks subscribers to resync',
    async () => {
      const { business, product } = await ownedProduct();
      const { heard, resyncs } = await listening();
      await t.database.db.execute(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'LISTEN %'`);
      await vi.waitFor(() => expect(resyncs).toHaveBeenCalledTimes(1), { timeout: 5_000 });
      expect(changes!.live).toBe(true);
      await t.database.db
        .update(products)
        .set({ name: 'After' })
        .where(eq(products.id, product.id));
      await vi.waitFor(() => expect(heard).toContain(business.id));
    },
  );
});
