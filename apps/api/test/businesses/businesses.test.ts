import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BusinessSchema, messages, pagedListSchema } from '@carta/shared';
import { activity, categories, menus, products } from '../../src/db/schema';
import { createOwner, ownerSessionForSuite } from '../helpers/sessions';
import { createBusiness, insertChildren, uploadImage } from '../helpers/fixtures';
import { codedFields } from '../helpers/error-body';

const { t, owner } = ownerSessionForSuite();

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: owner.headers, ...(payload ? { payload } : {}) });

const PagedBusinesses = pagedListSchema(BusinessSchema);

describe('POST /api/businesses (docs/product.md §7)', () => {
  it('creates a business with every field and returns it (201)', async () => {
    const contact = {
      phone: '+1 (555) 123-4567',
      whatsapp: '+34 600 000 000',
      website: 'https://cafe-luna.example.com',
      instagram: 'cafe.luna_',
      facebook: 'cafe.luna',
      twitter: 'cafe_luna',
    };
    const response = await call('POST', '/api/businesses', { name: '  Cafe Luna ', ...contact });
    expect(response.statusCode).toBe(201);
    const business = BusinessSchema.parse(response.json());
    expect(business).toEqual({
      id: expect.any(String),
      name: 'Cafe Luna',
      slug: null,
      logo: null,
      logo_url: null,
      logo_thumb_url: null,
      ...contact,
      currency: 'USD',
      show_sold_out: true,
      time_zone: 'UTC',
      // Existing and new businesses write their menus in English until they choose.
      primary_language: 'en',
      other_languages: [],
      created_at: expect.any(String),
      updated_at: null,
    });
    expect((await call('GET', `/api/businesses/${business.id}`)).json()).toEqual(business);
  });

  it('turns empty contact fields into null and ignores unknown fields', async () => {
    const business = await createBusiness(t, owner, {
      phone: '',
      website: '  ',
      ...({ id: randomUUID(), owner_id: randomUUID() } as object),
    });
    expect(business).toMatchObject({ phone: null, website: null });
  });

  it.each([
    [{ name: 'ab' }, 'name', messages.nameTooShort('Business')],
    [{ name: 'x'.repeat(51) }, 'name', messages.nameTooLong('Business')],
    [{}, 'name', messages.nameTooShort('Business')],
    [{ name: 'Cafe Luna', phone: '555-CALL' }, 'phone', messages.phoneInvalid],
    [{ name: 'Cafe Luna', website: 'example.com' }, 'website', messages.urlInvalid],
    [{ name: 'Cafe Luna', instagram: '@cafe' }, 'instagram', messages.instagramInvalid],
    [{ name: 'Cafe Luna', twitter: 't'.repeat(101) }, 'twitter', messages.twitterTooLong],
    [{ name: 'Cafe Luna', logo: 'f'.repeat(101) }, 'logo', messages.fileNameTooLong],
  ])('answers 400 with the shared field message for %j', async (payload, field, message) => {
    const before = (await call('GET', '/api/businesses')).json().pagination.total;
    const response = await call('POST', '/api/businesses', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      message: messages.formInvalid,
      fields: codedFields({ [field]: message }),
    });
    expect((await call('GET', '/api/businesses')).json().pagination.total).toBe(before);
  });

  it('needs a signed-in caller', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/businesses',
      payload: { name: 'Cafe Luna' },
    });
    expect(response.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/businesses' })).statusCode).toBe(401);
  });
});

describe('logos', () => {
  it('resolves the uploaded logo to its large and thumbnail URLs', async () => {
    const logo = await uploadImage(t, owner);
    const business = await createBusiness(t, owner, { logo });
    expect(business).toMatchObject({
      logo,
      logo_url: `/api/files/${logo}-large.webp`,
      logo_thumb_url: `/api/files/${logo}-thumb.webp`,
    });
    for (const url of [business.logo_url!, business.logo_thumb_url!]) {
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    }
  });

  it('refuses a logo that was never uploaded (400 on the logo field)', async () => {
    const response = await call('POST', '/api/businesses', {
      name: 'Cafe Luna',
      logo: randomUUID(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual(codedFields({ logo: messages.fileNotYours }));
  });
});

describe('GET /api/businesses (paged, newest first)', () => {
  it("pages the owner's businesses with totals", async () => {
    const other = await createOwner(t);
    const names = ['First one', 'Second one', 'Third one'];
    const created = [];
    for (const name of names) created.push(await createBusiness(t, other, { name }));

    const list = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/businesses${query}`, headers: other.headers });
    const first = PagedBusinesses.parse((await list('?page=1&items_per_page=2')).json());
    expect(first.pagination).toEqual({ page: 1, items_per_page: 2, total: 3 });
    expect(first.items.map((b) => b.name)).toEqual(['Third one', 'Second one']);
    const second = PagedBusinesses.parse((await list('?page=2&items_per_page=2')).json());
    expect(second.items.map((b) => b.id)).toEqual([created[0]!.id]);
    const beyond = PagedBusinesses.parse((await list('?page=5&items_per_page=2')).json());
    expect(beyond).toEqual({ items: [], pagination: { page: 5, items_per_page: 2, total: 3 } });

    const defaults = PagedBusinesses.parse((await list('')).json());
    expect(defaults.pagination).toEqual({ page: 1, items_per_page: 25, total: 3 });
    expect((await list('?items_per_page=1000')).statusCode).toBe(200);
    expect((await list('?items_per_page=1001')).statusCode).toBe(400);
    expect((await list('?page=0')).statusCode).toBe(400);
  });
});

describe('updating (POST /api/businesses/:id, PATCH too)', () => {
  it('updates the sent fields, keeps the others and sets updated_at', async () => {
    const business = await createBusiness(t, owner, { phone: '555 1234', twitter: 'luna' });
    const response = await call('POST', `/api/businesses/${business.id}`, {
      name: 'Cafe Sol',
      twitter: '',
    });
    expect(response.statusCode).toBe(200);
    const updated = BusinessSchema.parse(response.json());
    expect(updated).toMatchObject({
      id: business.id,
      name: 'Cafe Sol',
      phone: '555 1234',
      twitter: null,
      created_at: business.created_at,
    });
    expect(updated.updated_at).not.toBeNull();
    expect((await call('GET', `/api/businesses/${business.id}`)).json()).toEqual(updated);

    const patched = await call('PATCH', `/api/businesses/${business.id}`, { phone: '+1 555' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ name: 'Cafe Sol', phone: '+1 555' });
  });

  it('validates updates with the same rules and changes nothing on 400', async () => {
    const business = await createBusiness(t, owner);
    const response = await call('POST', `/api/businesses/${business.id}`, { name: 'no' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual(
      codedFields({ name: messages.nameTooShort('Business') }),
    );
    const patch = await call('PATCH', `/api/businesses/${business.id}`, { facebook: 'a_b' });
    expect(patch.json().fields).toEqual(codedFields({ facebook: messages.facebookInvalid }));
    expect((await call('GET', `/api/businesses/${business.id}`)).json()).toEqual(business);
  });

  it('sets, keeps and removes a logo', async () => {
    const business = await createBusiness(t, owner);
    const logo = await uploadImage(t, owner);
    const withLogo = (
      await call('POST', `/api/businesses/${business.id}`, { name: 'Cafe Luna', logo })
    ).json();
    expect(withLogo.logo_url).toBe(`/api/files/${logo}-large.webp`);
    const renamed = (
      await call('PATCH', `/api/businesses/${business.id}`, { name: 'Cafe Mar' })
    ).json();
    expect(renamed.logo).toBe(logo);
    const removed = (await call('PATCH', `/api/businesses/${business.id}`, { logo: null })).json();
    expect(removed).toMatchObject({ logo: null, logo_url: null, logo_thumb_url: null });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await call('GET', `/api/businesses/${randomUUID()}`)).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/businesses/${randomUUID()}`, { name: 'Cafe Luna' })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/businesses/${randomUUID()}`)).statusCode).toBe(404);
    const malformed = await call('GET', '/api/businesses/not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toEqual(codedFields({ id: messages.invalidId }));
  });
});

describe('DELETE /api/businesses/:id', () => {
  it('answers 204 and cascades to products, categories, menus and activity', async () => {
    const keep = await createBusiness(t, owner, { name: 'Keep me' });
    const business = await createBusiness(t, owner, { name: 'Delete me' });
    await insertChildren(t, keep.id, { products: 1, categories: 1, menus: 1 });
    await insertChildren(t, business.id, { products: 3, categories: 2, menus: 1 });

    const response = await call('DELETE', `/api/businesses/${business.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await call('GET', `/api/businesses/${business.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/businesses/${business.id}`)).statusCode).toBe(404);

    const db = t.app.db;
    for (const table of [products, categories, menus, activity]) {
      expect(await db.select().from(table).where(eq(table.businessId, business.id))).toEqual([]);
      expect((await db.select().from(table).where(eq(table.businessId, keep.id))).length).toBe(1);
    }
  });
});
