import { afterEach, describe, expect, it } from 'vitest';
import { within } from '@testing-library/dom';
import { PUBLIC_MENU_PART_DISHES, type PublicMenuPageInput } from '@carta/shared/core';
import { renderPublicMenuPage } from '../server/render-page';
import { category, menu, product } from './public-menu.fixtures';

// Issue 26 item 1: a big menu is served in parts of at most PUBLIC_MENU_PART_DISHES dishes
// (docs/public-menu.md, "A big menu in parts"), with plain links between them that work without
// JavaScript, in English and Spanish.

const NO_ASSETS = { scripts: [], modulePreloads: [], css: '', fontCss: {}, fontPreloads: {} };

/** Categories of `sizes` dishes, every third one vegan. */
const bigMenu = (sizes: number[]) =>
  menu({
    business: { ...menu().business, languages: ['en', 'es'] },
    categories: sizes.map((size, index) =>
      category(
        `c${index}`,
        `Section ${index}`,
        Array.from({ length: size }, (_, dish) =>
          product(`c${index}-${dish}`, { dietary: dish % 3 === 0 ? ['vegan'] : [] }),
        ),
      ),
    ),
  });

function render(input: Partial<PublicMenuPageInput> & Pick<PublicMenuPageInput, 'menu'>) {
  const html = renderPublicMenuPage({
    language: 'en',
    filter: { labels: [], without: [] },
    menuUrl: 'https://carta.test/m/menu-1',
    appUrl: 'https://carta.test',
    supportEmail: 'help@carta.test',
    assets: NO_ASSETS,
    ...input,
  });
  // The document as a browser without JavaScript gets it.
  const page = new DOMParser().parseFromString(html, 'text/html');
  const data = JSON.parse(page.getElementById('menu-data')!.textContent!) as {
    menu: { categories: { products: unknown[] }[] };
  };
  // Into the live document, where queries by role can compute accessible names.
  document.body.innerHTML = page.body.innerHTML;
  return { html, page, body: document.body, data };
}

const dishesOn = (body: HTMLElement) => body.querySelectorAll('.pm-product').length;
const hrefOf = (element: Element | null) => element?.getAttribute('href');

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a big menu in parts', () => {
  it('renders one part: its dishes only, in the HTML and in the data inlined for the browser', () => {
    const sizes = [150, 150, 150];
    const { body, data, page } = render({ menu: bigMenu(sizes), part: 2 });
    expect(dishesOn(body)).toBe(150);
    expect(body.querySelector('#category-c1')).not.toBeNull();
    expect(body.querySelector('#category-c0')).toBeNull();
    const inlined = data.menu.categories.flatMap((c) => c.products);
    expect(inlined).toHaveLength(150);
    // Search engines see this part's sections, and its own canonical address.
    expect(page.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe(
      'https://carta.test/m/menu-1?part=2',
    );
  });

  it('never holds more than the budget, whatever the menu', () => {
    const { body, data } = render({ menu: bigMenu([500, 500, 500]), part: 3 });
    expect(dishesOn(body)).toBeLessThanOrEqual(PUBLIC_MENU_PART_DISHES);
    expect(data.menu.categories.flatMap((c) => c.products).length).toBeLessThanOrEqual(
      PUBLIC_MENU_PART_DISHES,
    );
  });

  it('leads to the previous and next parts, and indexes every category with its part (English)', () => {
    const { body } = render({ menu: bigMenu([150, 150, 150]), part: 2 });
    const parts = within(body).getByRole('navigation', { name: 'Parts of the menu' });
    expect(parts.textContent).toContain('Part 2 of 3');
    const previous = within(parts).getByRole('link', { name: /Previous part/ });
    const next = within(parts).getByRole('link', { name: /Next part/ });
    expect(hrefOf(previous)).toBe('?');
    expect(previous.textContent).toContain('Section 0');
    expect(hrefOf(next)).toBe('?part=3');
    expect(next.getAttribute('rel')).toBe('next');

    const index = within(body).getByRole('navigation', { name: 'Menu categories' });
    expect(
      within(index)
        .getAllByRole('link')
        .map((link) => [link.textContent, hrefOf(link)]),
    ).toEqual([
      ['Section 0', '?#category-c0'],
      ['Section 1', '#category-c1'],
      ['Section 2', '?part=3#category-c2'],
    ]);
  });

  it('says the same in Spanish, and keeps the language and the filter in every link', () => {
    const { body } = render({
      menu: { ...bigMenu([150, 150, 150]), language: 'es' },
      language: 'es',
      languageInAddress: true,
      filter: { labels: ['vegan'], without: [] },
      part: 2,
    });
    const parts = within(body).getByRole('navigation', { name: 'Partes del menú' });
    expect(parts.textContent).toContain('Parte 2 de 3');
    expect(hrefOf(within(parts).getByRole('link', { name: /Parte anterior/ }))).toBe(
      '?lang=es&diet=vegan',
    );
    expect(hrefOf(within(parts).getByRole('link', { name: /Parte siguiente/ }))).toBe(
      '?lang=es&diet=vegan&part=3',
    );
    // The filter applies within the part: 50 of its 150 dishes are vegan.
    expect(dishesOn(body)).toBe(50);
    // Applying another filter without JavaScript stays on this part.
    const form = body.querySelector('form.pm-filter-form')!;
    expect(form.querySelector<HTMLInputElement>('input[name=part]')?.value).toBe('2');
    expect(hrefOf(body.querySelector('.pm-filter-clear'))).toBe('?lang=es&part=2');
    // Switching language keeps the part.
    const languages = within(body).getByRole('navigation', { name: 'Idioma del menú' });
    expect(hrefOf(within(languages).getByRole('link', { name: 'English' }))).toBe(
      '?lang=en&diet=vegan&part=2',
    );
  });

  it('names a category split across parts as continued', () => {
    const { body } = render({ menu: bigMenu([450]), part: 2 });
    expect(
      within(body).getByRole('heading', { level: 2, name: 'Section 0 (continued)' }),
    ).toBeDefined();
    expect(dishesOn(body)).toBe(PUBLIC_MENU_PART_DISHES);
  });

  it('shows the last part for a part number past it, and a small menu whole, without parts', () => {
    const last = render({ menu: bigMenu([150, 150, 150]), part: 99 });
    expect(last.body.textContent).toContain('Part 3 of 3');
    expect(last.body.querySelector('a[rel=next]')).toBeNull();
    const small = render({ menu: bigMenu([60, 60]), part: 2 });
    expect(small.html).not.toContain('pm-parts');
    expect(small.html).not.toContain('part=');
    expect(dishesOn(small.body)).toBe(120);
  });
});
