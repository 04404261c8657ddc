import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ActivityEntrySchema,
  IMPERSONATION_HEADER,
  MAX_ACTIVITY_LIMIT,
  RECENT_ACTIVITY_LIMIT,
} from '@carta/shared';
import { recordActivity } from '../../src/modules/activity/record-activity';
import { createOwner, type Owner, ownerSessionForSuite } from '../helpers/sessions';
import { createBusiness, insertChildren } from '../helpers/fixtures';

const ADMIN_EMAIL = 'admin@example.com';
const { t, owner } = ownerSessionForSuite({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
let admin: Owner;

beforeAll(async () => {
  admin = await createOwner(t, ADMIN_EMAIL);
});

const Entries = ActivityEntrySchema.array();
const activityOf = async (businessId: string, query = '', headers = owner.headers) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/businesses/${businessId}/activity${query}`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return Entries.parse(response.json());
};
const update = (id: string, name: string, headers = owner.headers) =>
  t.app.inject({ method: 'POST', url: `/api/businesses/${id}`, headers, payload: { name } });

describe('GET /api/businesses/:id/activity (docs/architecture.md §7)', () => {
  it('records every create and update of a business, latest first', async () => {
    const business = await createBusiness(t, owner, { name: 'Cafe Luna' });
    await update(business.id, 'Cafe Sol');
    await update(business.id, 'Cafe Mar');

    const entries = await activityOf(business.id);
    expect(entries.map((e) => [e.type, e.action, e.item_name])).toEqual([
      ['business', 'updated', 'Cafe Mar'],
      ['business', 'updated', 'Cafe Sol'],
      ['business', 'created', 'Cafe Luna'],
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({ item_id: business.id, account_id: owner.id, actor_id: null });
    }
    expect(Date.parse(entries[0]!.at)).toBeGreaterThanOrEqual(Date.parse(entries[2]!.at));
  });

  it('returns 5 entries by default, up to the limit asked, at most 50', async () => {
    const business = await createBusiness(t, owner);
    for (let i = 1; i <= 6; i++) await update(business.id, `Name number ${i}`);
    const latest = await activityOf(business.id);
    expect(latest).toHaveLength(RECENT_ACTIVITY_LIMIT);
    expect(latest[0]!.item_name).toBe('Name number 6');
    expect(await activityOf(business.id, '?limit=2')).toHaveLength(2);
    expect(await activityOf(business.id, `?limit=${MAX_ACTIVITY_LIMIT}`)).toHaveLength(7);
    for (const bad of ['0', String(MAX_ACTIVITY_LIMIT + 1), 'many']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/businesses/${business.id}/activity?limit=${bad}`,
        headers: owner.headers,
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('keeps entries of other item types written through recordActivity', async () => {
    const business = await createBusiness(t, owner);
    const { products } = await insertChildren(t, business.id, { products: 1 });
    const product = products[0]!;
    await t.app.db.transaction(async (tx) =>
      recordActivity(tx, {
        businessId: business.id,
        type: 'product',
        action: 'deleted',
        itemId: product.id,
        itemName: product.name,
        accountId: owner.id,
        actorId: null,
      }),
    );
    const [latest] = await activityOf(business.id, '?limit=1');
    expect(latest).toMatchObject({
      type: 'product',
      action: 'deleted',
      item_id: product.id,
      item_name: product.name,
    });
  });

  it('records the admin as the actor of writes made while impersonating the owner', async () => {
    const asOwner = { ...admin.headers, [IMPERSONATION_HEADER]: owner.id };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/businesses',
      headers: asOwner,
      payload: { name: 'Made by support' },
    });
    expect(created.statusCode).toBe(201);
    const business = created.json();
    // The business is the owner's, not the admin's.
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/businesses/${business.id}`,
      headers: owner.headers,
    });
    expect(own.statusCode).toBe(200);
    const adminOwn = await t.app.inject({
      method: 'GET',
      url: `/api/businesses/${business.id}`,
      headers: admin.headers,
    });
    expect(adminOwn.statusCode).toBe(404);

    await update(business.id, 'Fixed by support', asOwner);
    const entries = await activityOf(business.id);
    expect(entries.map((e) => [e.action, e.account_id, e.actor_id])).toEqual([
      ['updated', owner.id, admin.id],
      ['created', owner.id, admin.id],
    ]);
  });

  it('answers 404 for an unknown business and 401 without a token', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/businesses/${randomUUID()}/activity`,
      headers: owner.headers,
    });
    expect(missing.statusCode).toBe(404);
    const business = await createBusiness(t, owner);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/businesses/${business.id}/activity`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
