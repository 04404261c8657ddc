import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeBusiness, page } from '@/test/fixtures';
import { apiError, onAppConfig, onGet, onPost } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { storageKeys } from '@/lib/storage-keys';
import { ImportBusinessPage } from './import-business-page';

const copy = fakeBusiness({ id: '00000000-0000-4000-8000-00000000c0de', name: 'Casa Copia' });
const routes = [
  { path: '/businesses/import', element: <ImportBusinessPage /> },
  { path: '/businesses/:id', element: <h1>Details page</h1> },
];
const document = {
  format: 'carta-catalogue',
  version: 1,
  business: { name: 'Casa Copia' },
  products: [],
  categories: [],
  menus: [],
};
const jsonFile = (text: string) => new File([text], 'catalogue.json', { type: 'application/json' });

beforeEach(() => {
  onAppConfig();
  onGet('/api/businesses', () => page([copy]));
});

describe('/businesses/import (docs/product.md, "Import and export")', () => {
  it('sends the export, selects the new business and opens it', async () => {
    const posted = onPost('/api/businesses/import', copy);
    const { router } = renderRoutes(routes, { path: '/businesses/import' });
    await userEvent.upload(
      await screen.findByLabelText('Catalogue export (JSON)'),
      jsonFile(JSON.stringify(document)),
    );
    expect(await screen.findByRole('heading', { name: 'Details page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/businesses/${copy.id}`);
    expect(posted.bodies()).toEqual([document]);
    expect(localStorage.getItem(storageKeys.selectedBusiness)).toBe(copy.id);
  });

  it('says what is wrong with a file, in Spanish too', async () => {
    localStorage.setItem(storageKeys.language, 'es');
    const { i18n } = await import('@/lib/i18n');
    await i18n.changeLanguage('es');
    onPost('/api/businesses/import', () =>
      apiError(400, 'Please correct the errors in the form', {
        fields: {
          'products.0.price':
            'Price must be a valid number greater than 0 (up to 2 decimal places)',
        },
      }),
    );
    renderRoutes(routes, { path: '/businesses/import' });
    const input = await screen.findByLabelText('Exportación de catálogo (JSON)');
    await userEvent.upload(input, jsonFile('not json'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este archivo no es una exportación de catálogo de Carta',
    );
    await userEvent.upload(input, jsonFile(JSON.stringify(document)));
    expect(await screen.findByText(/^products\.0\.price: /)).toBeInTheDocument();
  });
});
