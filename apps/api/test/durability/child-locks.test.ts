import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema';
import { createCategoriesRepository } from '../../src/modules/categories/categories.repository';
import { testDatabaseKind } from '../helpers/database';
import {
  createBusiness,
  createCategory,
  createMenu,
  createProducts,
  idsOf,
  refs,
} from '../helpers/fixtures';
import { type Call, ownerSessionForSuite } from '../helpers/sessions';

// The claim of db/ordered-links.ts: the children a write links are locked FOR KEY SHARE from the
// check until the write commits, so a concurrent deletion of one of them waits for the write (and
// then removes the fresh link by cascade), or, when the deletion came first, the write sees the
// child gone and answers 400. Never a link to a deleted row, never the foreign-key fallback (404)
// nor a deadlock (500). Only PostgreSQL runs transactions side by side: PGlite has one connection,
// so everything there is serial and these tests would prove nothing.
const onPostgres = testDatabaseKind() === 'postgres';
/** Pairs of racing requests in flight at once. */
const PAIRS = 24;
/** Long enough for a request that is not blocked to finish on a loaded machine. */
const BLOCKED_MS = 500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * Both requests of a pair: at once, or one of them a few milliseconds late (which one depends on
 * the round), so that either may take the rows first.
 */
function race<A, B>(round: number, first: () => Promise<A>, second: () => Promise<B>) {
  const late = <T>(send: () => Promise<T>) => sleep(Math.random() * 4).then(send);
  if (round % 3 === 0) return Promise.all([first(), second()]);
  return Promise.all(round % 3 === 1 ? [first(), late(second)] : [late(first), second()]);
}

type Answer = Awaited<ReturnType<Call>>;

/** `promise`, and whether it has settled yet. */
function track(promise: Promise<Answer>) {
  const state = { settled: false, promise };
  void promise.finally(() => (state.settled = true)).catch(() => {});
  return state;
}

describe.runIf(onPostgres)('ordered links lock their children (PostgreSQL)', () => {
  const { t, owner, call } = ownerSessionForSuite();
  let businessId: string;
  beforeAll(async () => {
    businessId = (await createBusiness(t, owner, { name: 'Lock Step Cafe' })).id;
  });

  const productIdsOf = async (categoryId: string) =>
    idsOf(
      (await call('GET', `/api/categories/${categoryId}`)).json<{ products: { id: string }[] }>()
        .products,
    );
  const categoryIdsOf = async (menuId: string) =>
    idsOf(
      (await call('GET', `/api/menus/${menuId}`)).json<{ categories: { id: string }[] }>()
        .categories,
    );

  /** Link rows whose child row is gone: what the lock (with the foreign keys) must prevent. */
  async function danglingLinks(): Promise<unknown[]> {
    const { rows } = await t.database.db.execute(
      sql`SELECT cp.product_id AS child FROM category_products cp
            LEFT JOIN products p ON p.id = cp.product_id WHERE p.id IS NULL
          UNION ALL
          SELECT mc.category_id FROM menu_categories mc
            LEFT JOIN categories c ON c.id = mc.category_id WHERE c.id IS NULL`,
    );
    return rows;
  }

  it('a deletion waits for the write that checked the product, then removes its new link', async () => {
    const [kept, doomed] = await createProducts(t, owner, businessId, ['Bread', 'Butter']);
    const category = await createCategory(t, owner, businessId, { products: refs([kept!]) });

    let deletion: ReturnType<typeof track> | undefined;
    await t.database.db.transaction(async (tx) => {
      const links = createCategoriesRepository(tx).productLinks;
      const found = await links.idsInBusiness(businessId, [doomed!.id, kept!.id]);
      expect(found).toEqual(new Set([doomed!.id, kept!.id]));

      deletion = track(call('DELETE', `/api/products/${doomed!.id}`));
      await sleep(BLOCKED_MS);
      expect(deletion.settled, 'the deletion waits for the lock').toBe(false);

      await links.replace({ id: category.id, businessId }, [doomed!.id, kept!.id]);
    });

    expect((await deletion!.promise).statusCode).toBe(204);
    expect(await productIdsOf(category.id)).toEqual([kept!.id]);
    expect(await danglingLinks()).toEqual([]);
  });

  it('a write that checks a product being deleted waits, then answers 400 and changes nothing', async () => {
    const [kept, doomed] = await createProducts(t, owner, businessId, ['Jam', 'Honey']);
    const category = await createCategory(t, owner, businessId, {
      name: 'Spreads',
      products: refs([kept!]),
    });

    let update: ReturnType<typeof track> | undefined;
    await t.database.db.transaction(async (tx) => {
      await tx.delete(products).where(eq(products.id, doomed!.id));
      update = track(
        call('POST', `/api/categories/${category.id}`, {
          name: 'Spreads and more',
          products: refs([doomed!, kept!]),
        }),
      );
      await sleep(BLOCKED_MS);
      expect(update.settled, 'the write waits for the deletion').toBe(false);
    });

    // Without the lock the check would have seen the row (not yet deleted) and the link insert
    // would have failed on the foreign key: the 404 fallback instead of the form's 400.
    const answer = await update!.promise;
    expect(answer.statusCode, answer.body).toBe(400);
    const stored = (await call('GET', `/api/categories/${category.id}`)).json<{
      name: string;
      products: { id: string }[];
    }>();
    expect(stored.name).toBe('Spreads');
    expect(idsOf(stored.products)).toEqual([kept!.id]);
  });

  it(`${PAIRS} category reorders racing the deletion of one of their products, all at once`, async () => {
    const rounds = await Promise.all(
      Array.from({ length: PAIRS }, async (_, round) => {
        const items = await createProducts(t, owner, businessId, [
          `Soup ${round}`,
          `Salad ${round}`,
          `Stew ${round}`,
        ]);
        const category = await createCategory(t, owner, businessId, {
          name: `Course ${round}`,
          products: refs(items),
        });
        return { items, category, doomed: items[round % items.length]! };
      }),
    );

    const answers = await Promise.all(
      rounds.map(async ({ items, category, doomed }, round) => {
        const order = [...items].reverse();
        const [update, removal] = await race(
          round,
          () =>
            call('POST', `/api/categories/${category.id}`, {
              name: category.name,
              products: refs(order),
            }),
          () => call('DELETE', `/api/products/${doomed.id}`),
        );
        return { items, order, category, doomed, update, removal };
      }),
    );

    const outcomes: Record<number, number> = {};
    for (const { items, order, category, doomed, update, removal } of answers) {
      outcomes[update.statusCode] = (outcomes[update.statusCode] ?? 0) + 1;
      expect([200, 400], update.body).toContain(update.statusCode);
      expect(removal.statusCode, removal.body).toBe(204);
      // The write either won (its order, less the product deleted after it) or saw the product
      // gone and changed nothing (the first order, less the deleted product).
      const expected = (update.statusCode === 200 ? order : items)
        .filter((item) => item.id !== doomed.id)
        .map((item) => item.id);
      expect(await productIdsOf(category.id)).toEqual(expected);
    }
    expect(await danglingLinks()).toEqual([]);
    console.log(
      `category reorder vs product delete, ${PAIRS} at once: ${JSON.stringify(outcomes)}`,
    );
  });

  it(`${PAIRS} menu reorders racing the deletion of one of their categories, all at once`, async () => {
    const rounds = await Promise.all(
      Array.from({ length: PAIRS }, async (_, round) => {
        const [product] = await createProducts(t, owner, businessId, [`Tea ${round}`]);
        const sections = [];
        for (const name of ['Breakfast', 'Lunch', 'Dinner']) {
          sections.push(
            await createCategory(t, owner, businessId, {
              name: `${name} ${round}`,
              products: refs([product!]),
            }),
          );
        }
        const menu = await createMenu(t, owner, businessId, {
          name: `Menu ${round}`,
          categories: refs(sections),
        });
        return { sections, menu, doomed: sections[round % sections.length]! };
      }),
    );

    const answers = await Promise.all(
      rounds.map(async ({ sections, menu, doomed }, round) => {
        const order = [...sections].reverse();
        const [update, removal] = await race(
          round,
          () => call('POST', `/api/menus/${menu.id}`, { name: menu.name, categories: refs(order) }),
          () => call('DELETE', `/api/categories/${doomed.id}`),
        );
        return { sections, order, menu, doomed, update, removal };
      }),
    );

    const outcomes: Record<number, number> = {};
    for (const { sections, order, menu, doomed, update, removal } of answers) {
      outcomes[update.statusCode] = (outcomes[update.statusCode] ?? 0) + 1;
      expect([200, 400], update.body).toContain(update.statusCode);
      expect(removal.statusCode, removal.body).toBe(204);
      const expected = (update.statusCode === 200 ? order : sections)
        .filter((section) => section.id !== doomed.id)
        .map((section) => section.id);
      expect(await categoryIdsOf(menu.id)).toEqual(expected);
    }
    expect(await danglingLinks()).toEqual([]);
    console.log(`menu reorder vs category delete, ${PAIRS} at once: ${JSON.stringify(outcomes)}`);
  });
});
