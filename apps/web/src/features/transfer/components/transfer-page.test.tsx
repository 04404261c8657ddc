import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportPreview } from '@carta/shared';
import { BUSINESS_ID, fakeBusiness, page } from '@/test/fixtures';
import { apiError, onAppConfig, onGet, onPost } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { storageKeys } from '@/lib/storage-keys';
import { TransferPage } from './transfer-page';

// Not the default currency: the preview's prices must be in the business's own.
const business = fakeBusiness({ id: BUSINESS_ID, name: 'Casa Luna', currency: 'EUR' });
const previewPath = `/api/businesses/${BUSINESS_ID}/imports/products/preview`;
const confirmPath = `/api/businesses/${BUSINESS_ID}/imports/products`;

const badPreview: ImportPreview = {
  rows: [
    { row: 2, name: 'Flan', action: 'update', price: '4.50', categories: ['Postres'], errors: {} },
    {
      row: 3,
      name: 'ab',
      action: 'create',
      price: null,
      categories: [],
      errors: {
        name: {
          code: 'nameTooShort',
          message: 'Product name must be at least 3 characters long',
          params: { entity: 'Product' },
        },
        price: { code: 'priceInvalid', message: 'Price must be…' },
      },
    },
  ],
  summary: { create: 0, update: 1, unchanged: 0, invalid: 1 },
  new_categories: ['Postres'],
  delimiter: ';',
};

const goodPreview: ImportPreview = {
  rows: [
    { row: 2, name: 'Flan', action: 'update', price: '4.50', categories: [], errors: {} },
    { row: 3, name: 'Café', action: 'create', price: '1.20', categories: [], errors: {} },
    { row: 4, name: 'Tea', action: 'unchanged', price: '2.00', categories: [], errors: {} },
  ],
  summary: { create: 1, update: 1, unchanged: 1, invalid: 0 },
  new_categories: [],
  delimiter: ',',
};

const csvFile = (text: string) => new File([text], 'products.csv', { type: 'text/csv' });
const routes = [{ path: '/businesses/:id/transfer', element: <TransferPage /> }];

beforeEach(() => {
  onAppConfig();
  onGet('/api/businesses', () => page([business]));
});

describe('/businesses/:id/transfer (docs/product.md, "Import and export")', () => {
  it('previews a file, marks bad rows with the forms’ messages and will not import them', async () => {
    const previews = onPost(previewPath, badPreview);
    const confirms = onPost(confirmPath, {});
    renderRoutes(routes, { path: `/businesses/${BUSINESS_ID}/transfer` });
    expect(await screen.findByRole('heading', { name: 'Import and export' })).toBeInTheDocument();
    await userEvent.upload(
      screen.getByLabelText('CSV file'),
      csvFile('name;price\nFlan;4,50\nab;0\n'),
    );

    const table = await screen.findByRole('table', { name: /what the import does/ });
    const bad = within(table).getByRole('row', { name: /ab/ });
    expect(within(bad).getByText('Error')).toBeInTheDocument();
    expect(bad).toHaveAccessibleDescription(/Product name must be at least 3 characters long/);
    const flan = within(table).getByRole('row', { name: /Flan/ });
    expect(flan).toHaveTextContent('Update');
    expect(within(flan).getByText('€4.50')).toBeInTheDocument();
    expect(screen.getByText('These categories will be created: Postres')).toBeInTheDocument();
    expect(screen.getByText('0 new, 1 to update, 0 unchanged, 1 with errors.')).toBeInTheDocument();

    const importButton = screen.getByRole('button', { name: 'Import 1 product' });
    expect(importButton).toBeDisabled();
    expect(importButton).toHaveAccessibleDescription(/Fix the row with errors in the file/);
    expect(previews.bodies()).toEqual([{ csv: 'name;price\nFlan;4,50\nab;0\n' }]);
    expect(confirms.requests()).toHaveLength(0);
  });

  it('confirms a clean file with the same text and shows what was written', async () => {
    onPost(previewPath, goodPreview);
    const confirms = onPost(confirmPath, {
      created: 1,
      updated: 1,
      unchanged: 1,
      categories_created: 0,
    });
    renderRoutes(routes, { path: `/businesses/${BUSINESS_ID}/transfer` });
    await userEvent.upload(await screen.findByLabelText('CSV file'), csvFile('name\nFlan\n'));
    const importButton = await screen.findByRole('button', { name: 'Import 2 products' });
    await userEvent.click(importButton);
    expect(
      await screen.findByText(
        'Import finished: 1 created, 1 updated, 1 unchanged, 0 new categories.',
      ),
    ).toBeInTheDocument();
    expect(confirms.bodies()).toEqual([{ csv: 'name\nFlan\n' }]);
  });

  it('says why a file cannot be read', async () => {
    onPost(previewPath, () =>
      apiError(400, 'The file needs a name column', { code: 'importNameColumnMissing' }),
    );
    renderRoutes(routes, { path: `/businesses/${BUSINESS_ID}/transfer` });
    await userEvent.upload(await screen.findByLabelText('CSV file'), csvFile('price\n1\n'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file needs a name column');
  });

  it('speaks Spanish', async () => {
    localStorage.setItem(storageKeys.language, 'es');
    const { i18n } = await import('@/lib/i18n');
    await i18n.changeLanguage('es');
    onPost(previewPath, badPreview);
    renderRoutes(routes, { path: `/businesses/${BUSINESS_ID}/transfer` });
    expect(await screen.findByRole('heading', { name: 'Importar y exportar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar productos (CSV)' })).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Archivo CSV'), csvFile('name\nab\n'));
    const table = await screen.findByRole('table', { name: /qué hace la importación/ });
    const flan = within(table).getByRole('row', { name: /Flan/ });
    expect(within(flan).getByText(/^4,50\s€$/)).toBeInTheDocument();
    const bad = within(table).getByRole('row', { name: /ab/ });
    expect(bad).toHaveAccessibleDescription(
      /El nombre del producto debe tener al menos 3 caracteres/,
    );
    expect(within(bad).getByText('Con errores')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importar 1 producto' })).toHaveAccessibleDescription(
      /Corrige la fila con errores/,
    );
  });
});
