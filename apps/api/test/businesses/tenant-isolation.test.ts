import { beforeAll, describe, expect, it } from 'vitest';
import { messages, type Business } from '@carta/shared';
import { activity, businesses, categories, files, menus, products } from '../../src/db/schema';
import { testAppForSuite } from '../helpers/app';
import { createOwner, type Owner } from '../helpers/sessions';
import { createBusiness, insertChildren, uploadImage } from '../helpers/fixtures';
import { codedFields } from '../helpers/error-body';

/** docs/architecture.md §8: every owner endpoint tried with another owner's ids answers 404 and changes nothing. */
const t = testAppForSuite();
let alice: Owner;
let mallory: Owner;
let aliceBusiness: Business;
let aliceLogo: string;

beforeAll(async () => {
  alice = await createOwner(t);
  mallory = await createOwner(t);
  aliceLogo = await uploadImage(t, alice);
  aliceBusiness = await createBusiness(t, alice, { name: 'Alice Bistro', logo: aliceLogo });
  await insertChildren(t, aliceBusiness.id, { products: 2, categories: 1, menus: 1 });
});

/** Every row of every table Alice's data lives in, to prove nothing changed. */
async function everything() {
  const db = t.app.db;
  return {
    businesses: await db.select().from(businesses),
    products: await db.select().from(products),
    categories: await db.select().from(categories),
    menus: await db.select().from(menus),
    activity: await db.select().from(activity),
    files: await db.select().from(files),
  };
}

const asMallory = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: mallory.headers, ...(payload ? { payload } : {}) });

describe('tenant isolation (docs/architecture.md §1.6, §8)', () => {
  it("answers 404 to every verb on another owner's business and changes nothing", async () => {
    const before = await everything();
    const id = aliceBusiness.id;
    const attempts = [
      asMallory('GET', `/api/businesses/${id}`),
      asMallory('POST', `/api/businesses/${id}`, { name: 'Hijacked' }),
      asMallory('PATCH', `/api/businesses/${id}`, { name: 'Hijacked' }),
      asMallory('DELETE', `/api/businesses/${id}`),
      asMallory('GET', `/api/stats/${id}`),
      asMallory('GET', `/api/businesses/${id}/activity`),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().message).toBe(messages.notFound);
    }
    expect(await everything()).toEqual(before);
  });

  it("keeps another owner's businesses out of lists and statistics", async () => {
    const own = await createBusiness(t, mallory, { name: 'Mallory Diner' });
    const list = (await asMallory('GET', '/api/businesses')).json();
    expect(list.items.map((b: Business) => b.id)).toEqual([own.id]);
    expect(list.pagination.total).toBe(1);
    const stats = (await asMallory('GET', '/api/stats')).json();
    expect(Object.keys(stats)).toEqual([own.id]);

    const aliceList = (
      await t.app.inject({ method: 'GET', url: '/api/businesses', headers: alice.headers })
    ).json();
    expect(aliceList.items.map((b: Business) => b.id)).toEqual([aliceBusiness.id]);
  });

  it("refuses to reference another owner's uploaded file, on create and on update", async () => {
    const own = await createBusiness(t, mallory, { name: 'Mallory Cafe' });
    const before = await everything();

    const created = await asMallory('POST', '/api/businesses', {
      name: 'Copycat',
      logo: aliceLogo,
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().fields).toEqual(codedFields({ logo: messages.fileNotYours }));

    const updated = await asMallory('POST', `/api/businesses/${own.id}`, {
      name: 'Mallory Cafe',
      logo: aliceLogo,
    });
    expect(updated.statusCode).toBe(400);
    expect(updated.json().fields).toEqual(codedFields({ logo: messages.fileNotYours }));
    const patched = await asMallory('PATCH', `/api/businesses/${own.id}`, { logo: aliceLogo });
    expect(patched.statusCode).toBe(400);

    expect(await everything()).toEqual(before);
  });
});
