import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '@carta/shared';
import { ownerSessionForSuite } from '../helpers/sessions';
import {
  createBusiness,
  createCategory,
  createMenu,
  createProducts,
  refs,
} from '../helpers/fixtures';

// Issue 9, "nothing lost": two sessions writing the same menu (or category) at once end in
// exactly one of the two submitted states, never a mix, a duplicate link or a 500; a write racing
// the deletion of one of its children answers 200 or 400, never a 500 (a deadlock would).
// On PostgreSQL (api-postgres project) the requests run on separate connections.
const ROUNDS = 50;

const { t, owner, call } = ownerSessionForSuite();
let businessId: string;
beforeAll(async () => {
  businessId = (await createBusiness(t, owner, { name: 'Race Condition Cafe' })).id;
});

/** A random ordered subset of `ids` (at least one). */
function shuffledSubset(ids: readonly string[]): string[] {
  const copy = [...ids];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, 1 + Math.floor(Math.random() * copy.length));
}

const hex = () =>
  `#${Math.floor(Math.random() * 0x1000000)
    .toString(16)
    .padStart(6, '0')
    .toUpperCase()}`;

/**
 * Categories and menus whose links share a position, or (with `contiguous`) whose positions are
 * not 0..n-1. Deleting a child leaves a gap in its parents' positions (the order stays right).
 */
async function badPositions(contiguous = true): Promise<unknown[]> {
  const gaps = sql.raw(contiguous ? 'OR min(position) <> 0 OR max(position) <> count(*) - 1' : '');
  const { rows } = await t.database.db.execute(
    sql`SELECT category_id AS parent FROM category_products GROUP BY category_id
          HAVING count(DISTINCT position) <> count(*) ${gaps}
        UNION ALL
        SELECT menu_id FROM menu_categories GROUP BY menu_id
          HAVING count(DISTINCT position) <> count(*) ${gaps}`,
  );
  return rows;
}

describe('two sessions updating the same entity at once', () => {
  it(`a menu ends in exactly one submitted state: name, categories in order and theme (${ROUNDS} rounds)`, async () => {
    const products = await createProducts(t, owner, businessId, ['Bread', 'Olives']);
    const categories = [];
    for (const name of ['Starters', 'Mains', 'Sides', 'Desserts', 'Drinks', 'Wines']) {
      categories.push(
        await createCategory(t, owner, businessId, { name, products: refs(products) }),
      );
    }
    const categoryIds = categories.map((category) => category.id);
    const menu = await createMenu(t, owner, businessId, { categories: refs(categories) });

    const winners = { first: 0, second: 0 };
    for (let round = 0; round < ROUNDS; round += 1) {
      const submissions = ['first', 'second'].map((session) => ({
        name: `Menu ${session} ${round}`,
        categories: shuffledSubset(categoryIds),
        theme: { ...DEFAULT_THEME, primaryColor: hex(), secondaryColor: hex() },
      }));
      const responses = await Promise.all(
        submissions.map((submission) =>
          call('POST', `/api/menus/${menu.id}`, {
            ...submission,
            categories: submission.categories.map((id) => ({ id })),
          }),
        ),
      );
      for (const response of responses) expect(response.statusCode, response.body).toBe(200);

      const read = await call('GET', `/api/menus/${menu.id}`);
      const stored = read.json<{
        name: string;
        categories: { id: string }[];
        theme: { primaryColor: string; secondaryColor: string };
      }>();
      const state = {
        name: stored.name,
        categories: stored.categories.map((category) => category.id),
        theme: {
          primaryColor: stored.theme.primaryColor,
          secondaryColor: stored.theme.secondaryColor,
        },
      };
      const expected = submissions.map(({ name, categories: ids, theme }) => ({
        name,
        categories: ids,
        theme: { primaryColor: theme.primaryColor, secondaryColor: theme.secondaryColor },
      }));
      expect(expected).toContainEqual(state);
      winners[state.name.includes('first') ? 'first' : 'second'] += 1;
    }
    expect(await badPositions()).toEqual([]);
    console.log(
      `concurrent menu updates: ${ROUNDS} rounds, last writer: ${JSON.stringify(winners)}`,
    );
  });

  it(`a category ends in exactly one submitted state: name and products in order (${ROUNDS} rounds)`, async () => {
    const products = await createProducts(t, owner, businessId, [
      'Tortilla',
      'Croquetas',
      'Patatas bravas',
      'Pimientos',
      'Gambas',
      'Calamares',
      'Boquerones',
    ]);
    const productIds = products.map((product) => product.id);
    const category = await createCategory(t, owner, businessId, { name: 'Tapas' });
    await createMenu(t, owner, businessId, { categories: refs([category]) });

    for (let round = 0; round < ROUNDS; round += 1) {
      const submissions = ['first', 'second'].map((session) => ({
        name: `Tapas ${session} ${round}`,
        products: shuffledSubset(productIds),
      }));
      const responses = await Promise.all(
        submissions.map((submission) =>
          call('POST', `/api/categories/${category.id}`, {
            name: submission.name,
            products: submission.products.map((id) => ({ id })),
          }),
        ),
      );
      for (const response of responses) expect(response.statusCode, response.body).toBe(200);

      const stored = (await call('GET', `/api/categories/${category.id}`)).json<{
        name: string;
        products: { id: string }[];
      }>();
      expect(submissions).toContainEqual({
        name: stored.name,
        products: stored.products.map((product) => product.id),
      });
    }
    expect(await badPositions()).toEqual([]);
  });
});

describe('a write racing the deletion of one of its children', () => {
  it('a category update and a product deletion: 200 or 400 and 204, never a 500', async () => {
    const kept = await createProducts(t, owner, businessId, ['Churros', 'Flan']);
    const category = await createCategory(t, owner, businessId, { name: 'Postres' });
    const outcomes = new Map<string, number>();
    for (let round = 0; round < ROUNDS / 2; round += 1) {
      const [doomed] = await createProducts(t, owner, businessId, [`Tarta ${round}`]);
      const ids = shuffledSubset([...kept, doomed!].map((product) => product.id));
      if (!ids.includes(doomed!.id)) ids.push(doomed!.id);
      const [update, removal] = await Promise.all([
        call('POST', `/api/categories/${category.id}`, {
          name: 'Postres',
          products: ids.map((id) => ({ id })),
        }),
        call('DELETE', `/api/products/${doomed!.id}`),
      ]);
      expect([200, 400], update.body).toContain(update.statusCode);
      expect(removal.statusCode, removal.body).toBe(204);
      outcomes.set(String(update.statusCode), (outcomes.get(String(update.statusCode)) ?? 0) + 1);

      const stored = (await call('GET', `/api/categories/${category.id}`)).json<{
        products: { id: string }[];
      }>();
      expect(stored.products.map((product) => product.id)).not.toContain(doomed!.id);
    }
    expect(await badPositions(false)).toEqual([]);
    console.log(
      `category update vs product delete: ${JSON.stringify(Object.fromEntries(outcomes))}`,
    );
  });

  it('a menu update and a category deletion: 200 or 400 and 204, never a 500', async () => {
    const [product] = await createProducts(t, owner, businessId, ['Cortado']);
    const kept = await createCategory(t, owner, businessId, {
      name: 'Coffee',
      products: refs([product!]),
    });
    const menu = await createMenu(t, owner, businessId, { categories: refs([kept]) });
    for (let round = 0; round < ROUNDS / 2; round += 1) {
      const doomed = await createCategory(t, owner, businessId, {
        name: `Special ${round}`,
        products: refs([product!]),
      });
      const [update, removal] = await Promise.all([
        call('POST', `/api/menus/${menu.id}`, {
          name: 'Breakfast',
          categories: refs(Math.random() < 0.5 ? [kept, doomed] : [doomed, kept]),
        }),
        call('DELETE', `/api/categories/${doomed.id}`),
      ]);
      expect([200, 400], update.body).toContain(update.statusCode);
      expect(removal.statusCode, removal.body).toBe(204);
      const stored = (await call('GET', `/api/menus/${menu.id}`)).json<{
        categories: { id: string }[];
      }>();
      expect(stored.categories.map((category) => category.id)).not.toContain(doomed.id);
    }
    expect(await badPositions(false)).toEqual([]);
  });
});
