import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Business } from '@carta/shared';
import { fakeBusiness, page } from '@/test/fixtures';
import { apiError, calls, onAppConfig, onDelete, onGet, onPost, respond } from '@/test/http';
import { storageKeys } from '@/lib/storage-keys';
import { renderRoutes } from '@/test/render';
import { EditBusinessPage } from './edit-business-page';
import { NewBusinessPage } from './new-business-page';

const routes = [
  { path: '/businesses/new', element: <NewBusinessPage /> },
  { path: '/businesses/:id/edit', element: <EditBusinessPage /> },
  { path: '/businesses/:id', element: <h1>Details page</h1> },
  { path: '/dashboard', element: <h1>Dashboard page</h1> },
];

beforeEach(() => onAppConfig());

describe('/businesses/new (docs/product.md §2, §4, §5)', () => {
  it('validates on change with the shared messages and keeps Create disabled until valid', async () => {
    renderRoutes(routes, { path: '/businesses/new' });
    const create = await screen.findByRole('button', { name: 'Create business' });
    const name = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'ab');
    expect(
      await screen.findByText('Business name must be at least 3 characters long'),
    ).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(create).toBeDisabled();
    // On a touch screen there is no tooltip: the reason is on the screen, tied to the button.
    expect(create).toHaveAccessibleDescription('Fill in the required fields first.');

    await userEvent.type(screen.getByRole('textbox', { name: 'Instagram' }), 'bad handle!');
    expect(
      await screen.findByText(
        'Instagram handle may only contain letters, numbers, dots and underscores',
      ),
    ).toBeInTheDocument();
    await userEvent.type(name, 'c');
    expect(create).toBeDisabled();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Instagram' }));
    await waitFor(() => expect(create).toBeEnabled());
  });

  it('creates, selects the new business, toasts and returns to the dashboard', async () => {
    const existing = fakeBusiness();
    let created: Business | undefined;
    onGet('/api/businesses', () => page(created ? [existing, created] : [existing]));
    const posted = onPost('/api/businesses', ({ body }) => {
      created = fakeBusiness({ ...(body as Partial<Business>) });
      return respond(201, created);
    });
    const { router } = renderRoutes(routes, { path: '/businesses/new' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Casa Nueva');
    await userEvent.type(screen.getByRole('textbox', { name: 'Website' }), 'https://casa.example');
    await userEvent.click(screen.getByRole('button', { name: 'Create business' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem(storageKeys.selectedBusiness)).toBe(created!.id);
    expect(await screen.findByText('Business created')).toBeInTheDocument();
    expect(posted.bodies()[0]).toEqual({
      name: 'Casa Nueva',
      slug: null,
      logo: null,
      phone: null,
      whatsapp: null,
      website: 'https://casa.example',
      instagram: null,
      facebook: null,
      twitter: null,
      currency: 'USD',
      show_sold_out: true,
      // A new business starts in the browser's time zone.
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      // …and its menus in the interface's language, with no other languages.
      primary_language: 'en',
      other_languages: [],
    });
  });

  it("shows a 400 answer's field messages on the matching inputs", async () => {
    onPost(
      '/api/businesses',
      apiError(400, 'Please correct the errors in the form', {
        fields: { name: 'Business name is too long' },
      }),
    );
    renderRoutes(routes, { path: '/businesses/new' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Fine name');
    await userEvent.click(screen.getByRole('button', { name: 'Create business' }));
    expect(await screen.findByText('Business name is too long')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('Please correct the errors in the form')).toBeInTheDocument();
  });

  it('cancel returns to the dashboard', async () => {
    const { router } = renderRoutes(routes, { path: '/businesses/new' });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

describe('/businesses/{id}/edit (docs/product.md §2)', () => {
  it('fills the form, saves only when changed, then opens the business', async () => {
    const business = fakeBusiness({ name: 'Old name', phone: '555 0100' });
    onGet('/api/businesses/:id', business);
    const update = onPost('/api/businesses/:id', ({ body }) => ({
      ...business,
      ...(body as object),
    }));
    const { router } = renderRoutes(routes, { path: `/businesses/${business.id}/edit` });
    // While it loads, the form's shape stands in for it (a skeleton, not a lone spinner).
    expect(await screen.findByRole('status')).toHaveAttribute('data-skeleton');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Old name');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('555 0100');
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription('No changes to save yet.');

    await userEvent.clear(name);
    await userEvent.type(name, 'New name');
    await waitFor(() => expect(save).toBeEnabled());
    expect(screen.queryByText('No changes to save yet.')).not.toBeInTheDocument();
    await userEvent.click(save);
    expect(await screen.findByRole('heading', { name: 'Details page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/businesses/${business.id}`);
    expect(update.bodies().at(-1)).toMatchObject({ name: 'New name', phone: '555 0100' });
    expect(await screen.findByText('Business updated')).toBeInTheDocument();
  });

  it('toasts a load failure and goes to the dashboard', async () => {
    onGet('/api/businesses/:id', apiError(404, 'Not found'));
    const { router } = renderRoutes(routes, {
      path: '/businesses/00000000-0000-4000-8000-00000000dead/edit',
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(await screen.findByText('Not found')).toBeInTheDocument();
  });

  it('deletes after confirmation and goes to the dashboard; cancel returns to the details', async () => {
    const business = fakeBusiness({ name: 'Doomed' });
    onGet('/api/businesses/:id', business);
    onDelete('/api/businesses/:id', respond(204));
    const { router } = renderRoutes(routes, { path: `/businesses/${business.id}/edit` });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete business' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete business' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(calls()).toContainEqual({
      method: 'DELETE',
      path: `/api/businesses/${business.id}`,
      search: '',
    });
    expect(await screen.findByText('Doomed has been deleted.')).toBeInTheDocument();
  });

  it('cancel returns to the details page', async () => {
    const business = fakeBusiness();
    onGet('/api/businesses/:id', business);
    const { router } = renderRoutes(routes, { path: `/businesses/${business.id}/edit` });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe(`/businesses/${business.id}`);
  });
});
