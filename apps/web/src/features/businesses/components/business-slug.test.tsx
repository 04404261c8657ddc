import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Business } from '@carta/shared';
import { i18n } from '@/lib/i18n';
import { fakeBusiness, page } from '@/test/fixtures';
import { apiError, onAppConfig, onGet, onPost, respond } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { EditBusinessPage } from './edit-business-page';
import { NewBusinessPage } from './new-business-page';

// docs/product.md, "Readable addresses": the business form's optional web address.

const routes = [
  { path: '/businesses/new', element: <NewBusinessPage /> },
  { path: '/businesses/:id/edit', element: <EditBusinessPage /> },
  { path: '/businesses/:id', element: <h1>Details page</h1> },
  { path: '/dashboard', element: <h1>Dashboard page</h1> },
];

const slugInput = () => screen.getByRole('textbox', { name: /^Web address/ });

beforeEach(() => onAppConfig('https://menus.example'));
afterEach(() => i18n.changeLanguage('en'));

describe('business form: web address', () => {
  it("shows the fixed start of the address, offers the name's slug and sends it", async () => {
    let created: Business | undefined;
    onGet('/api/businesses', () => page(created ? [created] : []));
    const posted = onPost('/api/businesses', ({ body }) => {
      created = fakeBusiness({ ...(body as Partial<Business>) });
      return respond(201, created);
    });
    renderRoutes(routes, { path: '/businesses/new' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Café Pepé');
    expect(await screen.findByText('https://menus.example/b/')).toBeInTheDocument();
    expect(slugInput()).toHaveAccessibleDescription(/^https:\/\/menus\.example\/b\/ Lowercase/);

    await userEvent.click(screen.getByRole('button', { name: 'Use “cafe-pepe”' }));
    expect(slugInput()).toHaveValue('cafe-pepe');
    expect(screen.queryByRole('button', { name: /^Use/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create business' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(posted.bodies()[0]).toMatchObject({ name: 'Café Pepé', slug: 'cafe-pepe' });
  });

  it('shows a slug already taken (409 slugTaken) under the field', async () => {
    onPost(
      '/api/businesses',
      apiError(409, 'This address is already taken. Please choose another one.', {
        fields: { slug: 'This address is already taken. Please choose another one.' },
      }),
    );
    renderRoutes(routes, { path: '/businesses/new' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Casa Pepe');
    await userEvent.type(slugInput(), 'casa-pepe');
    await userEvent.click(screen.getByRole('button', { name: 'Create business' }));

    await waitFor(() => expect(slugInput()).toHaveAttribute('aria-invalid', 'true'));
    expect(slugInput()).toHaveAccessibleDescription(
      'https://menus.example/b/ This address is already taken. Please choose another one.',
    );
    expect(slugInput()).toHaveFocus();
  });

  it("shows the schema's messages under the field in the interface language", async () => {
    await i18n.changeLanguage('es');
    renderRoutes(routes, { path: '/businesses/new' });
    const slug = await screen.findByRole('textbox', { name: /^Dirección web/ });
    await userEvent.type(slug, 'ab');
    expect(
      await screen.findByText('La dirección debe tener al menos 3 caracteres'),
    ).toBeInTheDocument();
    await userEvent.type(slug, '--c');
    expect(
      await screen.findByText(
        'Usa letras minúsculas, números y guiones simples, por ejemplo casa-pepe',
      ),
    ).toBeInTheDocument();
    expect(slug).toHaveAttribute('aria-invalid', 'true');
  });

  it('loads the saved slug; clearing it sends null', async () => {
    const business = fakeBusiness({ name: 'Casa Pepe', slug: 'casa-pepe' });
    onGet('/api/businesses/:id', business);
    const update = onPost('/api/businesses/:id', ({ body }) => ({
      ...business,
      ...(body as object),
    }));
    renderRoutes(routes, { path: `/businesses/${business.id}/edit` });
    await screen.findByRole('textbox', { name: 'Name' });
    expect(slugInput()).toHaveValue('casa-pepe');
    await userEvent.clear(slugInput());
    const save = screen.getByRole('button', { name: 'Save changes' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    expect(await screen.findByRole('heading', { name: 'Details page' })).toBeInTheDocument();
    expect(update.bodies().at(-1)).toMatchObject({ slug: null });
  });
});
