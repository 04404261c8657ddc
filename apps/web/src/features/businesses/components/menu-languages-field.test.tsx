import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Business } from '@carta/shared';
import { i18n } from '@/lib/i18n';
import { fakeBusiness, page } from '@/test/fixtures';
import { onAppConfig, onGet, onPost, respond } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { EditBusinessPage } from './edit-business-page';
import { NewBusinessPage } from './new-business-page';

/** Many inputs and renders: on a busy machine these take longer than the default 5 s. */
const SLOW_TEST_MS = 15_000;

// docs/product.md, "Menu languages": the business form's primary and other languages.

const routes = [
  { path: '/businesses/new', element: <NewBusinessPage /> },
  { path: '/businesses/:id/edit', element: <EditBusinessPage /> },
  { path: '/businesses/:id', element: <h1>Details page</h1> },
  { path: '/dashboard', element: <h1>Dashboard page</h1> },
];

const otherLanguages = () => screen.getByRole('group', { name: 'Other languages' });

beforeEach(() => onAppConfig());
afterEach(() => i18n.changeLanguage('en'));

describe('business form: menu languages', () => {
  it(
    'a new business starts in the interface language; the chosen others are sent',
    async () => {
      let created: Business | undefined;
      onGet('/api/businesses', () => page(created ? [created] : []));
      const posted = onPost('/api/businesses', ({ body }) => {
        created = fakeBusiness({ ...(body as Partial<Business>) });
        return respond(201, created);
      });
      renderRoutes(routes, { path: '/businesses/new' });
      const primary = await screen.findByRole('combobox', { name: 'Primary language' });
      expect(primary).toHaveValue('en');
      // Each language by its own name, with the interface's name when it differs.
      expect(
        within(primary).getByRole('option', { name: 'Français (French)' }),
      ).toBeInTheDocument();
      expect(within(primary).getByRole('option', { name: 'English' })).toBeInTheDocument();
      expect(
        screen.getByText(
          'Guests see the menu in their language when you translate it; anything not translated shows in the primary language.',
        ),
      ).toBeInTheDocument();
      // The primary language is not offered among the others.
      expect(within(otherLanguages()).queryByRole('checkbox', { name: 'English' })).toBeNull();

      await userEvent.click(screen.getByRole('textbox', { name: 'Name' }));
      await userEvent.paste('Chez Nous');
      await userEvent.click(
        within(otherLanguages()).getByRole('checkbox', { name: 'Català (Catalan)' }),
      );
      await userEvent.click(
        within(otherLanguages()).getByRole('checkbox', { name: 'Français (French)' }),
      );
      expect(
        within(otherLanguages()).getByRole('checkbox', { name: 'Français (French)' }),
      ).toBeChecked();
      await userEvent.click(screen.getByRole('button', { name: 'Create business' }));

      expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
      // In the list's order, whatever order they were ticked in.
      expect(posted.bodies()[0]).toMatchObject({
        name: 'Chez Nous',
        primary_language: 'en',
        other_languages: ['fr', 'ca'],
      });
    },
    SLOW_TEST_MS,
  );

  it('in Spanish, a new business starts in Spanish and names the languages in Spanish', async () => {
    await i18n.changeLanguage('es');
    renderRoutes(routes, { path: '/businesses/new' });
    const primary = await screen.findByRole('combobox', { name: 'Idioma principal' });
    expect(primary).toHaveValue('es');
    expect(within(primary).getByRole('option', { name: 'English (inglés)' })).toBeInTheDocument();
    const others = screen.getByRole('group', { name: 'Otros idiomas' });
    expect(within(others).getByRole('checkbox', { name: 'Deutsch (alemán)' })).not.toBeChecked();
    expect(within(others).queryByRole('checkbox', { name: /^Español/ })).toBeNull();
  });

  it(
    'editing: loads the languages; choosing an other language as primary drops it from the others',
    async () => {
      const business = fakeBusiness({ primary_language: 'es', other_languages: ['en', 'fr'] });
      onGet('/api/businesses/:id', business);
      const update = onPost('/api/businesses/:id', ({ body }) => ({
        ...business,
        ...(body as object),
      }));
      renderRoutes(routes, { path: `/businesses/${business.id}/edit` });
      const primary = await screen.findByRole('combobox', { name: 'Primary language' });
      expect(primary).toHaveValue('es');
      expect(within(otherLanguages()).getByRole('checkbox', { name: 'English' })).toBeChecked();
      expect(
        within(otherLanguages()).getByRole('checkbox', { name: 'Français (French)' }),
      ).toBeChecked();
      const save = screen.getByRole('button', { name: 'Save changes' });
      expect(save).toBeDisabled();

      await userEvent.selectOptions(primary, 'fr');
      expect(
        within(otherLanguages()).queryByRole('checkbox', { name: 'Français (French)' }),
      ).toBeNull();
      // The former primary language is offered now, not ticked.
      expect(
        within(otherLanguages()).getByRole('checkbox', { name: 'Español (Spanish)' }),
      ).not.toBeChecked();
      await waitFor(() => expect(save).toBeEnabled());
      await userEvent.click(save);

      expect(await screen.findByRole('heading', { name: 'Details page' })).toBeInTheDocument();
      expect(update.bodies().at(-1)).toMatchObject({
        primary_language: 'fr',
        other_languages: ['en'],
      });
    },
    SLOW_TEST_MS,
  );
});
