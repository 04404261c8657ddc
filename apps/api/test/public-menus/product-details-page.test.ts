import { describe, expect, it } from 'vitest';
import { PublicMenuSchema } from '@carta/shared';
import { APP_SHELL } from '../helpers/app';
import { ownerSessionForSuite } from '../helpers/sessions';
import {
  createBusiness,
  createCategory,
  createMenu,
  createProduct,
  refs,
} from '../helpers/fixtures';

/**
 * Issue 12 on the guest's page: sizes, sold out, allergens and dietary labels, the currency, and
 * the filter that works without JavaScript (the server applies ?diet= and ?without=).
 */

const { t, owner, call, guest } = ownerSessionForSuite({ appShell: APP_SHELL });

async function tapas() {
  const business = await createBusiness(t, owner, { name: 'Bar Sol', currency: 'EUR' });
  const wine = await createProduct(t, owner, business.id, {
    name: 'House wine',
    allergens: ['sulphites'],
    dietary: ['vegetarian', 'vegan'],
    variants: [
      { name: 'Glass', price: '3.5' },
      { name: 'Bottle', price: '14' },
    ],
  });
  const bread = await createProduct(t, owner, business.id, {
    name: 'Pan con tomate',
    price: '4.5',
    allergens: ['gluten'],
    dietary: ['vegetarian', 'vegan'],
  });
  const squid = await createProduct(t, owner, business.id, {
    name: 'Calamares',
    price: '9',
    sold_out: true,
    allergens: ['molluscs', 'gluten'],
  });
  const olives = await createProduct(t, owner, business.id, { name: 'Olives', price: '3' });
  const category = await createCategory(t, owner, business.id, {
    name: 'Tapas',
    products: refs([squid, wine, bread, olives]),
  });
  const menu = await createMenu(t, owner, business.id, {
    name: 'Evening',
    categories: refs([category]),
  });
  return { business, menu, squid };
}

/** Product names in page order, from the rendered product headings. */
const productNames = (html: string) =>
  [...html.matchAll(/<h3 [^>]*class="pm-product-name"[^>]*>([^<]+)/g)].map((match) => match[1]);

describe('the public page shows what guests ask before they order', () => {
  it('puts sold-out products last, marked, and shows sizes side by side in the currency', async () => {
    const { menu } = await tapas();
    const html = (await guest(`/m/${menu.id}?lang=es`)).body;
    expect(productNames(html)).toEqual(['House wine', 'Pan con tomate', 'Olives', 'Calamares']);
    expect(html).toMatch(
      /pm-product--sold-out[^]*Calamares<span [^>]*class="pm-sold-out"[^>]*>Agotado</,
    );
    // English names on a page in Spanish say so (WCAG 3.1.2).
    expect(html).toMatch(
      /<span (lang="en" class="pm-size-name"|class="pm-size-name" lang="en")>Glass<\/span>/,
    );
    expect(html).toContain('3,50\u00a0€');
    expect(html).toContain('14,00\u00a0€');
    const english = (await guest(`/m/${menu.id}?lang=en`)).body;
    expect(english).toContain('€3.50');
  });

  it('names every allergen icon for screen readers and explains them in a legend', async () => {
    const { menu } = await tapas();
    const html = (await guest(`/m/${menu.id}`)).body;
    expect(html).toContain('role="img" aria-label="Sulphites"');
    expect(html).toContain('<span class="pm-visually-hidden">Contains: </span>');
    expect(html).toContain('Allergens and dietary labels');
    expect(html).toMatch(/pm-legend-item[^]*Molluscs/);
  });

  it('hides sold-out products from the page and the JSON when the business says so', async () => {
    const { business, menu } = await tapas();
    await call('PATCH', `/api/businesses/${business.id}`, { show_sold_out: false });
    expect(productNames((await guest(`/m/${menu.id}`)).body)).not.toContain('Calamares');
    const json = PublicMenuSchema.parse((await guest(`/api/public/menus/${menu.id}`)).json());
    const names = json.enabled ? json.categories.flatMap((c) => c.products.map((p) => p.name)) : [];
    expect(names).toEqual(['House wine', 'Pan con tomate', 'Olives']);
  });

  it('shows a product sold out on the next load after the owner marks it', async () => {
    const { menu } = await tapas();
    const before = await guest(`/m/${menu.id}`);
    const olivesId = /"id":"([^"]+)","name":"Olives"/.exec(before.body)?.[1];
    await call('PATCH', `/api/products/${olivesId}`, { sold_out: true });
    const after = (await guest(`/m/${menu.id}`)).body;
    expect(productNames(after)).toEqual(['House wine', 'Pan con tomate', 'Calamares', 'Olives']);
  });
});

describe('the filter works without JavaScript (?diet= and ?without=)', () => {
  it('keeps only the products with every wanted label', async () => {
    const { menu } = await tapas();
    const html = (await guest(`/m/${menu.id}?diet=vegan`)).body;
    expect(productNames(html)).toEqual(['House wine', 'Pan con tomate']);
    expect(html).toMatch(/name="diet" value="vegan" checked/);
  });

  it('leaves out products with an avoided allergen, and keeps undeclared ones, saying so', async () => {
    const { menu } = await tapas();
    const html = (await guest(`/m/${menu.id}?without=gluten`)).body;
    expect(productNames(html)).toEqual(['House wine', 'Olives']);
    // Only the undeclared product is flagged.
    expect(html.match(/<span class="pm-undeclared">([^<]+)/g)).toEqual([
      '<span class="pm-undeclared">Allergens not declared: ask the staff',
    ]);
  });

  it('reads repeated parameters and comma lists alike, and ignores names it does not know', async () => {
    const { menu } = await tapas();
    const repeated = await guest(`/m/${menu.id}?without=gluten&without=sulphites&diet=keto`);
    expect(repeated.statusCode).toBe(200);
    expect(productNames(repeated.body)).toEqual(['Olives']);
    const commas = await guest(`/m/${menu.id}?without=sulphites,gluten`);
    expect(productNames(commas.body)).toEqual(['Olives']);
    const nonsense = await guest(`/m/${menu.id}?diet=${'x'.repeat(5000)}&without[]=1`);
    expect(nonsense.statusCode).toBe(200);
    expect(productNames(nonsense.body)).toHaveLength(4);
  });

  it('says so when nothing fits, and offers to clear the filter', async () => {
    const { menu } = await tapas();
    const html = (await guest(`/m/${menu.id}?diet=halal`)).body;
    expect(productNames(html)).toEqual([]);
    expect(html).toContain('No dishes match these filters.');
  });
});
