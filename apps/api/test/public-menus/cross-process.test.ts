import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_MENU_REVALIDATE_MS } from '../../src/modules/public-menus/public-menus.plugin';
import { createTestApp, type TestApp } from '../helpers/app';
import { ownerSessionForSuite } from '../helpers/sessions';
import {
  createBusiness,
  createCategory,
  createMenu,
  createProducts,
  refs,
} from '../helpers/fixtures';

// Two app instances on ONE database, each with its own render cache: what several server
// processes behind a load balancer are (docs/public-menu.md). On PostgreSQL (api-postgres project) the
// instances also use separate connection pools.
const { t: writer, owner, call } = ownerSessionForSuite();
let reader: TestApp;

beforeAll(async () => {
  reader = await createTestApp({ database: writer.database });
});
// Runs before the session's own afterAll closes the writer (after hooks run in reverse order).
afterAll(() => reader.app.close());

const readerMenu = async (id: string) =>
  (await reader.app.inject({ method: 'GET', url: `/api/public/menus/${id}` })).body;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a change made through one process, served by another', () => {
  it('shows within one second (PUBLIC_MENU_REVALIDATE_MS)', async () => {
    expect(PUBLIC_MENU_REVALIDATE_MS).toBeLessThan(1000);
    const business = await createBusiness(writer, owner, { name: 'Two Doors' });
    const [soup] = await createProducts(writer, owner, business.id, ['Soup of the day']);
    const category = await createCategory(writer, owner, business.id, {
      name: 'Soups',
      products: refs([soup!]),
    });
    const menu = await createMenu(writer, owner, business.id, { categories: refs([category]) });
    expect(await readerMenu(menu.id)).toContain('Soup of the day');

    const response = await call('POST', `/api/products/${soup!.id}`, {
      name: 'Gazpacho',
      price: '6',
    });
    expect(response.statusCode).toBe(200);
    await sleep(PUBLIC_MENU_REVALIDATE_MS + 50);
    const body = await readerMenu(menu.id);
    expect(body).toContain('Gazpacho');
    expect(body).not.toContain('Soup of the day');
  });
});
