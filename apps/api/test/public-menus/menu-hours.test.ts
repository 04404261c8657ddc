import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MenuSchema, PublicMenuSchema } from '@carta/shared';
import { APP_SHELL } from '../helpers/app';
import { laterToday } from '../helpers/hours';
import { ownerSessionForSuite } from '../helpers/sessions';
import {
  createBusiness,
  createCategory,
  createMenu,
  createProduct,
  refs,
} from '../helpers/fixtures';

/**
 * Menus by time of day (docs/product.md, "Hours"): hours and the business's time zone round trip
 * through the API; outside its hours the public menu says when it opens and offers the place's
 * menus open now; a change of hours shows on the next load.
 */

const { t, owner, call, guest } = ownerSessionForSuite({ appShell: APP_SHELL });

/** The rendered notice (the page also inlines every text of the view for hydration). */
const closedNotice = (title: string) => `<h2 class="pm-notice-title">${title}</h2>`;

async function place() {
  const business = await createBusiness(t, owner, { name: 'Casa Pepe', time_zone: 'UTC' });
  const product = await createProduct(t, owner, business.id, { name: 'Churros', price: '3' });
  const category = await createCategory(t, owner, business.id, {
    name: 'Sweets',
    products: refs([product]),
  });
  const later = laterToday();
  const breakfast = await createMenu(t, owner, business.id, {
    name: 'Breakfast',
    categories: refs([category]),
    hours: later.hours,
  });
  const allDay = await createMenu(t, owner, business.id, {
    name: 'All day',
    categories: refs([category]),
  });
  return { business, breakfast, allDay, nextOpen: later.nextOpen };
}

describe('hours and time zone through the owner API', () => {
  it("stores a business zone and a menu's ranges, days in week order, and clears them", async () => {
    const business = await createBusiness(t, owner, {
      name: 'Bar Sol',
      time_zone: 'Europe/Madrid',
    });
    expect(business.time_zone).toBe('Europe/Madrid');
    const menu = await createMenu(t, owner, business.id, {
      hours: [{ days: ['sat', 'fri'], from: '20:00', to: '02:00' }],
    });
    const read = MenuSchema.parse((await call('GET', `/api/menus/${menu.id}`)).json());
    expect(read.hours).toEqual([{ days: ['fri', 'sat'], from: '20:00', to: '02:00' }]);

    const cleared = await call('PATCH', `/api/menus/${menu.id}`, { hours: [] });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().hours).toEqual([]);
  });

  it('answers 400 with the field of a bad range or zone, and keeps what was stored', async () => {
    const business = await createBusiness(t, owner, { name: 'Bar Luna' });
    expect(business.time_zone).toBe('UTC');
    const menu = await createMenu(t, owner, business.id, {
      hours: [{ days: ['mon'], from: '08:00', to: '12:00' }],
    });
    const bad = await call('PATCH', `/api/menus/${menu.id}`, {
      hours: [{ days: [], from: '8', to: '12:00' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(
      expect.arrayContaining(['hours.0.days', 'hours.0.from']),
    );
    expect(bad.json().fields['hours.0.days'].code).toBe('hoursDaysRequired');
    expect((await call('GET', `/api/menus/${menu.id}`)).json().hours).toHaveLength(1);

    const zone = await call('PATCH', `/api/businesses/${business.id}`, { time_zone: 'Mars/Base' });
    expect(zone.statusCode).toBe(400);
    expect(zone.json().fields.time_zone.code).toBe('timeZoneInvalid');
  });

  it('refuses hours that break the stored rule even past the API (database check)', async () => {
    const business = await createBusiness(t, owner, { name: 'Bar Mar' });
    const menu = await createMenu(t, owner, business.id, {});
    const tooMany = JSON.stringify(Array.from({ length: 15 }, () => ({ days: ['mon'] })));
    await expect(
      t.database.db.execute(sql`UPDATE menus SET hours = ${tooMany}::jsonb WHERE id = ${menu.id}`),
    ).rejects.toThrow();
  });
});

describe('the public menu outside its hours', () => {
  it("says it is closed, when it opens, and which of the place's menus are open now", async () => {
    const { breakfast, allDay, nextOpen } = await place();
    const json = PublicMenuSchema.parse((await guest(`/api/public/menus/${breakfast.id}`)).json());
    if (!json.enabled) throw new Error('expected an enabled menu');
    expect(json.availability).toEqual({
      open: false,
      next_open: nextOpen,
      time_zone: 'UTC',
      open_now: [{ id: allDay.id, name: 'All day', slug: null }],
    });

    const page = await guest(`/m/${breakfast.id}?lang=es`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(closedNotice('No se sirve en este momento'));
    expect(page.body).toContain(`href="/m/${allDay.id}?lang=es"`);
    expect(page.body).not.toContain('pm-product-name');

    const open = PublicMenuSchema.parse((await guest(`/api/public/menus/${allDay.id}`)).json());
    expect(open.enabled && open.availability).toMatchObject({ open: true, open_now: [] });
  });

  it('opens on the next load once the owner changes its hours', async () => {
    const { breakfast } = await place();
    expect((await guest(`/m/${breakfast.id}`)).body).toContain(
      closedNotice('Not served right now'),
    );
    await call('PATCH', `/api/menus/${breakfast.id}`, { hours: [] });
    const page = (await guest(`/m/${breakfast.id}`)).body;
    expect(page).not.toContain(closedNotice('Not served right now'));
    expect(page).toContain('<h3 class="pm-product-name">Churros');
  });

  it('follows the business zone: the same hours are open or closed by where the place is', async () => {
    const { business, breakfast } = await place();
    // Two hours from now in UTC is now where clocks run two hours ahead (Etc/GMT-2 is UTC+2).
    const east = 'Etc/GMT-2';
    await call('PATCH', `/api/businesses/${business.id}`, { time_zone: east });
    const json = PublicMenuSchema.parse((await guest(`/api/public/menus/${breakfast.id}`)).json());
    expect(json.enabled && json.availability.time_zone).toBe(east);
    expect(json.enabled && json.availability.open).toBe(true);
  });
});
