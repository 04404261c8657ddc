import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import type { MissingTranslations } from '@carta/shared';
import { i18n } from '@/lib/i18n';
import { selectedBusiness } from '@/lib/selected-business';
import {
  BUSINESS_ID,
  asCategorySummary,
  asMenuSummary,
  fakeBusiness,
  fakeCategory,
  fakeMenu,
  fakeProduct,
  page,
} from '@/test/fixtures';
import { apiError, calls, onGet } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { statsKeys } from '@/features/businesses';
import { CategoriesPage } from '../categories/components/categories-page';
import { MenusPage } from '../menus/components/menus-page';
import { ProductsPage } from '../products/components/products-page';
import { refreshAfterProductWrite, refreshCatalogue } from './refresh-catalogue';

// docs/product.md, "Menu languages": the catalogue lists say what lacks a translation.

const MISSING: MissingTranslations = {
  fr: { products: 3, categories: 1, menus: 0 },
  de: { products: 1, categories: 0, menus: 0 },
};

function renderList(path: '/products' | '/categories' | '/menus', otherLanguages = ['fr', 'de']) {
  const business = fakeBusiness({
    id: BUSINESS_ID,
    primary_language: 'en',
    other_languages: otherLanguages as ('fr' | 'de')[],
  });
  selectedBusiness.set(business.id);
  onGet('/api/businesses', page([business]));
  onGet('/api/products', page([fakeProduct({ name: 'Soup' })]));
  onGet('/api/categories', page([asCategorySummary(fakeCategory({ name: 'Starters' }))]));
  onGet('/api/menus', page([asMenuSummary(fakeMenu({ name: 'Lunch' }))]));
  onGet('/api/businesses/:id/missing-translations', MISSING);
  // The menu cards' Share control falls back to this origin.
  onGet('/api/config', apiError(404));
  return renderRoutes(
    [
      { path: '/products', element: <ProductsPage /> },
      { path: '/categories', element: <CategoriesPage /> },
      { path: '/menus', element: <MenusPage /> },
    ],
    { path },
  );
}

const notice = () => screen.findByRole('region', { name: 'Missing translations' });
const lines = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

afterEach(() => i18n.changeLanguage('en'));

describe('missing translations on the catalogue lists', () => {
  it('products: a line per language with its count, singular and plural', async () => {
    renderList('/products');
    const region = await notice();
    expect(lines(region)).toEqual([
      "3 products aren't translated into French",
      "1 product isn't translated into German",
    ]);
    expect(region).toHaveTextContent('Until then, guests see them in English.');
    expect(calls({ path: `/api/businesses/${BUSINESS_ID}/missing-translations` })).toHaveLength(1);
  });

  it('categories: only the languages something lacks', async () => {
    renderList('/categories');
    expect(lines(await notice())).toEqual(["1 category isn't translated into French"]);
  });

  it('menus: nothing lacks a translation, no notice', async () => {
    renderList('/menus');
    await screen.findByText('Lunch');
    await waitFor(() =>
      expect(calls({ path: `/api/businesses/${BUSINESS_ID}/missing-translations` })).toHaveLength(
        1,
      ),
    );
    expect(screen.queryByRole('region', { name: 'Missing translations' })).not.toBeInTheDocument();
  });

  it('in Spanish, with Spanish plurals and language names', async () => {
    await i18n.changeLanguage('es');
    renderList('/products');
    const region = await screen.findByRole('region', { name: 'Traducciones pendientes' });
    expect(lines(region)).toEqual([
      '3 productos sin traducir al francés',
      '1 producto sin traducir al alemán',
    ]);
    expect(region).toHaveTextContent('Mientras tanto, los clientes los ven en inglés.');
  });

  it('a business without other languages asks for nothing and shows nothing', async () => {
    renderList('/products', []);
    await screen.findByText('Soup');
    expect(calls({ path: `/api/businesses/${BUSINESS_ID}/missing-translations` })).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Missing translations' })).not.toBeInTheDocument();
  });
});

describe('missing translations after a catalogue write', () => {
  it('saving a product, a category or a menu marks the counts stale', () => {
    const key = statsKeys.missingTranslations(BUSINESS_ID, ['fr']);
    const writes = [
      (client: QueryClient) => refreshAfterProductWrite(client, BUSINESS_ID),
      (client: QueryClient) => refreshAfterProductWrite(client, BUSINESS_ID, { keepDetail: true }),
      (client: QueryClient) => refreshCatalogue(client, 'category', BUSINESS_ID),
      (client: QueryClient) => refreshCatalogue(client, 'menu', BUSINESS_ID),
    ];
    for (const write of writes) {
      const client = new QueryClient();
      client.setQueryData(key, MISSING);
      write(client);
      expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    }
  });
});
