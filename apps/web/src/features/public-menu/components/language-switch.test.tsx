import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { LanguageSwitch } from './language-switch';
import { PublicMenuView } from './public-menu-view';
import { baseProps, category, menu, product } from './public-menu.fixtures';

/** Switching language keeps the guest's allergen and diet filter (`?diet=`, `?without=`). */

vi.stubGlobal(
  'IntersectionObserver',
  class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  },
);

afterEach(() => window.history.replaceState(null, '', '/'));

const hrefs = () =>
  within(screen.getByRole('navigation', { name: 'Menu language' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

const bilingual = () =>
  menu({
    business: { ...menu().business, languages: ['en', 'es'] },
    categories: [
      category('c1', 'Tapas', [
        product('bread', { name: 'Bread', allergens: ['gluten'], dietary: ['vegan'] }),
        product('olives', { name: 'Olives', allergens: [] }),
      ]),
    ],
  });

describe('the language switch of the public menu', () => {
  it('adds the query it is given to each language link', () => {
    render(
      <LanguageSwitch
        languages={['es', 'fr']}
        current="es"
        label="Menu language"
        query="?diet=vegan,spicy&without=gluten"
      />,
    );
    expect(hrefs()).toEqual([
      '?lang=es&diet=vegan,spicy&without=gluten',
      '?lang=fr&diet=vegan,spicy&without=gluten',
    ]);
  });

  it('keeps the filter the server rendered the page with', () => {
    render(
      <PublicMenuView
        {...baseProps(bilingual())}
        filter={{ labels: ['vegan'], without: ['gluten', 'nuts'] }}
      />,
    );
    expect(hrefs()).toEqual([
      '?lang=en&diet=vegan&without=gluten,nuts',
      '?lang=es&diet=vegan&without=gluten,nuts',
    ]);
  });

  it('follows the filter the guest changes in the page, and drops it once cleared', () => {
    render(<PublicMenuView {...baseProps(bilingual())} />);
    expect(hrefs()).toEqual(['?lang=en', '?lang=es']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Gluten' }));
    expect(hrefs()).toEqual(['?lang=en&without=gluten', '?lang=es&without=gluten']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Vegan' }));
    expect(hrefs()).toEqual([
      '?lang=en&diet=vegan&without=gluten',
      '?lang=es&diet=vegan&without=gluten',
    ]);
    fireEvent.click(screen.getByRole('link', { name: 'Clear filters' }));
    expect(hrefs()).toEqual(['?lang=en', '?lang=es']);
  });
});
