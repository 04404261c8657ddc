import { describe, expect, it } from 'vitest';
import { PublicPlaceSchema } from '@carta/shared';
import { APP_SHELL } from '../helpers/app';
import { laterToday } from '../helpers/hours';
import { ownerSessionForSuite } from '../helpers/sessions';
import { createBusiness, createMenu } from '../helpers/fixtures';

/**
 * One QR for the place (docs/product.md): `/b/:businessId` lists the business's enabled menus,
 * those served now first, with their hours, in the guest's language; `GET
 * /api/public/businesses/:id` answers the same as JSON. No sign-in; unknown ids answer 404.
 */

const { t, owner, call, guest } = ownerSessionForSuite({ appShell: APP_SHELL });

async function place() {
  const business = await createBusiness(t, owner, {
    name: 'Casa Pepe',
    time_zone: 'UTC',
    primary_language: 'en',
    other_languages: ['es'],
  });
  const later = laterToday();
  const breakfast = await createMenu(t, owner, business.id, {
    name: 'Breakfast',
    hours: later.hours,
    translations: { es: { name: 'Desayuno' } },
  });
  const allDay = await createMenu(t, owner, business.id, { name: 'All day' });
  const hidden = await createMenu(t, owner, business.id, { name: 'Staff meal', enabled: false });
  return { business, breakfast, allDay, hidden, later };
}

describe('GET /api/public/businesses/:id', () => {
  it('lists the enabled menus, served now first, with their hours and next opening', async () => {
    const { business, breakfast, allDay, later } = await place();
    const answer = await guest(`/api/public/businesses/${business.id}`);
    expect(answer.statusCode).toBe(200);
    const json = PublicPlaceSchema.parse(answer.json());
    expect(json.business.name).toBe('Casa Pepe');
    expect(json.language).toBe('en');
    expect(json.menus).toEqual([
      { id: allDay.id, name: 'All day', slug: null, open: true, next_open: null, hours: [] },
      {
        id: breakfast.id,
        name: 'Breakfast',
        slug: null,
        open: false,
        next_open: later.nextOpen,
        hours: later.hours,
      },
    ]);
  });

  it("in the guest's language, falling back per menu to the primary name", async () => {
    const { business } = await place();
    const json = PublicPlaceSchema.parse(
      (await guest(`/api/public/businesses/${business.id}?lang=es`)).json(),
    );
    expect(json.language).toBe('es');
    expect(json.menus.map((menu) => menu.name)).toEqual(['All day', 'Desayuno']);
  });

  it('an unknown or malformed id answers 404', async () => {
    expect(
      (await guest('/api/public/businesses/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await guest('/api/public/businesses/casa-pepe')).statusCode).toBe(404);
  });
});

describe('GET /b/:businessId', () => {
  it('is a page with the business header, each menu linked in the page language, and hreflang', async () => {
    const { business, breakfast, allDay, hidden } = await place();
    const page = await guest(`/b/${business.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toMatch(/<h1[^>]*>Casa Pepe<\/h1>/);
    expect(page.body).toContain(`href="/m/${allDay.id}?lang=en"`);
    expect(page.body).toContain(`href="/m/${breakfast.id}?lang=en"`);
    expect(page.body).not.toContain(hidden.id);
    expect(page.body).toContain('Served now');
    expect(page.body).toContain('Served all day');
    expect(page.body).toMatch(/Mon–Sun \d\d:00–\d\d:00/);
    // Served now comes first on the page too.
    expect(page.body.indexOf(allDay.id)).toBeLessThan(page.body.indexOf(breakfast.id));
    expect(page.body).toContain(
      `<link rel="alternate" hreflang="es" href="${t.config.appUrl}/b/${business.id}?lang=es">`,
    );
    // Asked without ?lang= it is the x-default address and its own canonical; with it, not.
    const address = `${t.config.appUrl}/b/${business.id}`;
    expect(page.body).toContain(`<link rel="canonical" href="${address}">`);
    const spanish = await guest(`/b/${business.id}?lang=es`);
    expect(spanish.body).toContain(`<link rel="canonical" href="${address}?lang=es">`);
  });

  it('in Spanish with ?lang=es, and a hidden menu leaves it on the next load', async () => {
    const { business, allDay } = await place();
    const spanish = await guest(`/b/${business.id}?lang=es`);
    expect(spanish.body).toContain('<html lang="es"');
    expect(spanish.body).toContain('Desayuno');
    expect(spanish.body).toContain('Se sirve ahora');
    await call('PATCH', `/api/menus/${allDay.id}`, { enabled: false });
    expect((await guest(`/b/${business.id}?lang=es`)).body).not.toContain(allDay.id);
  });

  it('a business without enabled menus says so; an unknown one is the not-found page', async () => {
    const empty = await createBusiness(t, owner, { name: 'Bar Vacío' });
    const page = await guest(`/b/${empty.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('No menus yet');
    expect((await guest('/b/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
