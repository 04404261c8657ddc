import { beforeAll, describe, expect, it } from 'vitest';
import { IMPERSONATION_HEADER } from '@carta/shared';
import { createOwner, type Owner, ownerSessionForSuite } from '../helpers/sessions';
import { createBusiness } from '../helpers/fixtures';
import { activityOf } from '../helpers/reads';

const ADMIN_EMAIL = 'admin@example.com';
const { t, owner } = ownerSessionForSuite({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
let admin: Owner;

beforeAll(async () => {
  admin = await createOwner(t, ADMIN_EMAIL);
});

describe('writes while an admin impersonates (docs/product.md §6, docs/architecture.md §7)', () => {
  it("work on the owner's catalogue and record the admin as the actor", async () => {
    const business = await createBusiness(t, owner);
    const headers = { ...admin.headers, [IMPERSONATION_HEADER]: owner.id };
    const inject = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

    const product = await inject('POST', '/api/products', {
      name: 'Tiramisu',
      price: '6',
      business: { id: business.id },
    });
    expect(product.statusCode, product.body).toBe(201);
    const category = await inject('POST', '/api/categories', {
      name: 'Desserts',
      products: [{ id: product.json().id }],
      business: { id: business.id },
    });
    expect(category.statusCode, category.body).toBe(201);
    const menu = await inject('POST', '/api/menus', {
      name: 'Dinner',
      categories: [{ id: category.json().id }],
      business: { id: business.id },
    });
    expect(menu.statusCode, menu.body).toBe(201);

    const entries = (await activityOf(t, owner, business.id)).filter((e) => e.type !== 'business');
    expect(entries.map((e) => [e.type, e.account_id, e.actor_id])).toEqual([
      ['menu', owner.id, admin.id],
      ['category', owner.id, admin.id],
      ['product', owner.id, admin.id],
    ]);
  });

  it("without impersonating, the admin's own catalogue does not see the owner's business", async () => {
    const business = await createBusiness(t, owner);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/products?business_id=${business.id}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(404);
  });
});
