import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { PublicMenuView } from './public-menu-view';
import { baseProps, category, menu, product } from './public-menu.fixtures';

/** Issue 12 in the browser: the guest's filter applies in place and the address follows it. */

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

const tapas = () =>
  menu({
    business: { ...menu().business, currency: 'EUR' },
    categories: [
      category('c1', 'Tapas', [
        product('wine', {
          name: 'House wine',
          allergens: ['sulphites'],
          dietary: ['vegan'],
          variants: [
            { name: 'Glass', price: '3.50' },
            { name: 'Bottle', price: '14.00' },
          ],
        }),
        product('bread', { name: 'Bread', allergens: ['gluten'], dietary: ['vegan'] }),
        product('olives', { name: 'Olives' }),
        product('squid', { name: 'Squid', allergens: ['molluscs'], sold_out: true }),
      ]),
    ],
  });

const names = () =>
  screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.firstChild?.textContent);

describe('the allergen and diet filter on the public page', () => {
  it('offers the labels the menu uses and every allergen once any is declared', () => {
    render(<PublicMenuView {...baseProps(tapas())} />);
    const filter = screen.getByRole('group', { name: 'Show only' });
    expect(
      within(filter)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['vegan']);
    expect(
      within(screen.getByRole('group', { name: 'Without' })).getAllByRole('checkbox'),
    ).toHaveLength(14);
  });

  it('hides what does not fit at once, flags undeclared allergens and keeps the filter in the address', () => {
    render(<PublicMenuView {...baseProps(tapas())} />);
    expect(names()).toEqual(['House wine', 'Bread', 'Olives', 'Squid']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Gluten' }));
    expect(names()).toEqual(['House wine', 'Olives', 'Squid']);
    expect(screen.getByText('Allergens not declared: ask the staff')).toBeInTheDocument();
    expect(window.location.search).toBe('?without=gluten');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Vegan' }));
    expect(names()).toEqual(['House wine']);
    expect(window.location.search).toBe('?diet=vegan&without=gluten');
    fireEvent.click(screen.getByRole('link', { name: 'Clear filters' }));
    expect(names()).toEqual(['House wine', 'Bread', 'Olives', 'Squid']);
    expect(window.location.search).toBe('');
  });

  it('starts from the filter the server rendered, so hydration matches it', () => {
    render(<PublicMenuView {...baseProps(tapas())} filter={{ labels: ['vegan'], without: [] }} />);
    expect(names()).toEqual(['House wine', 'Bread']);
    expect(screen.getByRole('checkbox', { name: 'Vegan' })).toBeChecked();
  });

  it('shows sizes in the currency, names the allergen icons and marks sold out', () => {
    render(<PublicMenuView {...baseProps(tapas())} />);
    const sizes = screen.getByRole('list', { name: 'Sizes' });
    expect(
      within(sizes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Glass €3.50', 'Bottle €14.00']);
    expect(screen.getByRole('img', { name: 'Sulphites' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Squid/ })).toHaveTextContent('SquidSold out');
    expect(screen.getByRole('region', { name: 'Allergens and dietary labels' })).toHaveTextContent(
      'Molluscs',
    );
  });

  it('shows no filter or legend for a menu without any of this information', () => {
    render(
      <PublicMenuView
        {...baseProps(menu({ categories: [category('c', 'Mains', [product('p')])] }))}
      />,
    );
    expect(screen.queryByRole('group', { name: 'Without' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Allergens and dietary labels' })).toBeNull();
  });
});
