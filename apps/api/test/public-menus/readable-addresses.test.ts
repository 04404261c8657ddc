import { beforeAll, describe, expect, it } from 'vitest';
import { BusinessSchema, MenuSchema, PublicMenuSchema, PublicPlaceSchema } from '@carta/shared';
import { APP_SHELL } from '../helpers/app';
import { callAs, createOwner, type Call, ownerSessionForSuite } from '../helpers/sessions';
import { createBusiness, createMenu } from '../helpers/fixtures';

/**
 * Readable addresses (docs/product.md, "Readable addresses"): a business's slug (`/b/casa-pepe`)
 * and a menu's (`/m/casa-pepe/dinner`), unique, validated, with id addresses and former slugs
 * redirecting to the current one, so a printed QR code never breaks.
 */

const { t, owner, call, guest } = ownerSessionForSuite({ appShell: APP_SHELL });
let other: Call;
/** A run of the suite on the same database must not meet its own slugs. */
const run = Math.random().toString(36).slice(2, 8);
const slug = (name: string) => `${name}-${run}`;

beforeAll(async () => {
  other = callAs(t, await createOwner(t));
});

async function expectRedirect(from: string, to: string) {
  const answer = await guest(from);
  expect(answer.statusCode, `${from} → ${answer.body.slice(0, 200)}`).toBe(302);
  expect(answer.headers.location).toBe(to);
  // Never kept by the browser: a later change of slug must not loop between two addresses.
  expect(answer.headers['cache-control']).toBe('no-cache');
}

async function expectPage(url: string, text: string) {
  const answer = await guest(url);
  expect(answer.statusCode, url).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^text\/html/);
  expect(answer.body).toContain(text);
  return answer.body;
}

async function place(name = 'pepe') {
  const business = await createBusiness(t, owner, { name: 'Casa Pepe', slug: slug(name) });
  const dinner = await createMenu(t, owner, business.id, { name: 'Dinner', slug: 'dinner' });
  return { business, dinner, b: `/b/${slug(name)}`, m: `/m/${slug(name)}/dinner` };
}

describe('slugs as owners set them', () => {
  it('are stored as typed, trimmed and lowercased, and answered on the business and menu', async () => {
    const business = await createBusiness(t, owner, {
      name: 'Casa Luna',
      slug: `  Luna-${run.toUpperCase()} `,
    });
    expect(business.slug).toBe(slug('luna'));
    const menu = await createMenu(t, owner, business.id, { name: 'Lunch', slug: 'Lunch' });
    expect(menu.slug).toBe('lunch');
    expect(menu.business.slug).toBe(slug('luna'));
    const listed = await call('GET', `/api/menus?business=${business.id}`);
    expect(listed.json().items[0].slug).toBe('lunch');
  });

  it('are optional: none is null, and an empty one clears it', async () => {
    const business = await createBusiness(t, owner, { name: 'No Slug' });
    expect(business.slug).toBeNull();
    const set = await call('PATCH', `/api/businesses/${business.id}`, { slug: slug('cleared') });
    expect(BusinessSchema.parse(set.json()).slug).toBe(slug('cleared'));
    const cleared = await call('PATCH', `/api/businesses/${business.id}`, { slug: '' });
    expect(BusinessSchema.parse(cleared.json()).slug).toBeNull();
  });

  it('refuse a malformed slug with 400 and the field message', async () => {
    for (const bad of [
      'casa pepe',
      'ca',
      'café',
      '-casa',
      '9f1c2d3e-0000-4000-8000-000000000000',
    ]) {
      const answer = await call('POST', '/api/businesses', { name: 'Bad Slug', slug: bad });
      expect(answer.statusCode, bad).toBe(400);
      expect(answer.json().fields.slug.code, bad).toMatch(/^slug(Invalid|TooShort)$/);
    }
  });

  it("refuse another business's slug, current or former, with 409 on the field, storing nothing", async () => {
    const { business } = await place('taken');
    const before = await other('GET', '/api/businesses');
    const taken = await other('POST', '/api/businesses', { name: 'Copycat', slug: slug('taken') });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'slugTaken',
      fields: { slug: { code: 'slugTaken' } },
    });
    expect((await other('GET', '/api/businesses')).json().pagination.total).toBe(
      before.json().pagination.total,
    );

    await call('PATCH', `/api/businesses/${business.id}`, { slug: slug('renamed') });
    const mine = await createBusiness(t, owner, { name: 'Second Place' });
    const former = await call('PATCH', `/api/businesses/${mine.id}`, {
      name: 'Changed Name',
      slug: slug('taken'),
    });
    expect(former.statusCode).toBe(409);
    const unchanged = BusinessSchema.parse(
      (await call('GET', `/api/businesses/${mine.id}`)).json(),
    );
    expect(unchanged).toMatchObject({ name: 'Second Place', slug: null });

    // The business that held it may take it back.
    const back = await call('PATCH', `/api/businesses/${business.id}`, { slug: slug('taken') });
    expect(back.statusCode).toBe(200);
  });

  it('a menu slug is unique within its business only, and freed when the menu is deleted', async () => {
    const { business, dinner } = await place('menus');
    const twin = await call('POST', '/api/menus', {
      name: 'Dinner again',
      business: { id: business.id },
      slug: 'dinner',
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().fields.slug.code).toBe('slugTaken');

    const elsewhere = await createBusiness(t, owner, { name: 'Elsewhere' });
    expect((await createMenu(t, owner, elsewhere.id, { slug: 'dinner' })).slug).toBe('dinner');

    expect((await call('DELETE', `/api/menus/${dinner.id}`)).statusCode).toBe(204);
    expect((await createMenu(t, owner, business.id, { slug: 'dinner' })).slug).toBe('dinner');
  });
});

describe('pages at their readable addresses', () => {
  it('the slug address and the id address reach the same page', async () => {
    const { business, dinner, b, m } = await place('same');
    const placePage = await expectPage(b, 'Casa Pepe');
    expect(placePage).toContain(`href="${m}?lang=en"`);
    const menuPage = await expectPage(m, 'Dinner');
    expect(menuPage).toContain(`<link rel="canonical" href="${t.config.appUrl}${m}">`);

    await expectRedirect(`/b/${business.id}`, b);
    await expectRedirect(`/m/${dinner.id}`, m);
    await expectRedirect(`/m/${business.id}/dinner`, m);
    // The query string goes along (language, filter, a QR code's source tag).
    await expectRedirect(`/m/${dinner.id}?lang=es&diet=vegan`, `${m}?lang=es&diet=vegan`);
    // Capitals, and a business slug under /m/.
    await expectRedirect(b.toUpperCase().replace('/B/', '/b/'), b);
    await expectRedirect(`/m/${slug('same')}`, b);
  });

  it('renaming keeps every former address leading to the current one', async () => {
    const { business, dinner, b, m } = await place('rename');
    await call('PATCH', `/api/businesses/${business.id}`, { slug: slug('renamed-place') });
    await call('PATCH', `/api/menus/${dinner.id}`, { slug: 'supper' });
    const newMenu = `/m/${slug('renamed-place')}/supper`;
    await expectRedirect(b, `/b/${slug('renamed-place')}`);
    await expectRedirect(m, newMenu);
    await expectRedirect(`/m/${slug('rename')}/supper`, newMenu);
    await expectPage(newMenu, 'Dinner');

    // Without a slug the id is the address again, and the slugs lead there.
    await call('PATCH', `/api/businesses/${business.id}`, { slug: null });
    await call('PATCH', `/api/menus/${dinner.id}`, { slug: null });
    await expectPage(`/m/${dinner.id}`, 'Dinner');
    await expectPage(`/b/${business.id}`, 'Casa Pepe');
    await expectRedirect(b, `/b/${business.id}`);
    await expectRedirect(newMenu, `/m/${dinner.id}`);
  });

  it('a disabled menu answers at any of its addresses, without a redirect', async () => {
    const { dinner, m } = await place('disabled');
    await call('PATCH', `/api/menus/${dinner.id}`, { enabled: false });
    expect((await guest(`/m/${dinner.id}`)).statusCode).toBe(200);
    expect((await guest(m)).statusCode).toBe(200);
  });

  it('unknown slugs answer the not-found page', async () => {
    const { b } = await place('unknown');
    for (const url of [
      `/b/nobody-${run}`,
      `/m/nobody-${run}/dinner`,
      `${b.replace('/b/', '/m/')}/breakfast`,
      `/m/nobody-${run}`,
      '/b/no',
    ]) {
      expect((await guest(url)).statusCode, url).toBe(404);
    }
  });

  it('the JSON answers carry the slugs, and a business is found by its slug too', async () => {
    const { business, dinner } = await place('json');
    const placeJson = PublicPlaceSchema.parse(
      (await guest(`/api/public/businesses/${slug('json')}`)).json(),
    );
    expect(placeJson.id).toBe(business.id);
    expect(placeJson.business.slug).toBe(slug('json'));
    expect(placeJson.menus[0]).toMatchObject({ id: dinner.id, slug: 'dinner' });
    const menuJson = PublicMenuSchema.parse((await guest(`/api/public/menus/${dinner.id}`)).json());
    expect(menuJson.enabled && [menuJson.slug, menuJson.business.slug]).toEqual([
      'dinner',
      slug('json'),
    ]);
    expect(MenuSchema.parse((await call('GET', `/api/menus/${dinner.id}`)).json()).slug).toBe(
      'dinner',
    );
  });
});
