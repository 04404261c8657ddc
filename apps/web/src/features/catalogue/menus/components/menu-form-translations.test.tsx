import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Menu, MenuInput } from '@carta/shared';
import { BUSINESS_ID, fakeBusiness, fakeMenu, page } from '@/test/fixtures';
import { onGet } from '@/test/http';
import { renderPage } from '@/test/render';
import { FormActionBar } from '@/features/catalogue/shared/collection-form/form-action-bar';
import { MenuForm } from './menu-form';

// docs/product.md, "Menu languages": a menu's name in the business's other languages.

function renderForm(menu?: Menu) {
  onGet(
    '/api/businesses',
    page([fakeBusiness({ id: BUSINESS_ID, primary_language: 'es', other_languages: ['en'] })]),
  );
  onGet('/api/categories', page([]));
  const onSubmit = vi.fn<(input: MenuInput) => Promise<unknown>>(async () => undefined);
  renderPage(
    <MenuForm
      businessId={BUSINESS_ID}
      menu={menu}
      onSubmit={onSubmit}
      actions={(state) => (
        <FormActionBar
          entity="menus"
          {...state}
          onCancel={() => {}}
          edit={menu && { name: menu.name, deleting: false, onDelete: async () => undefined }}
        />
      )}
    />,
  );
  return { onSubmit };
}

const englishName = () =>
  within(screen.getByRole('tabpanel', { name: 'English' })).getByRole('textbox', { name: 'Name' });

describe('menu form: translated names', () => {
  it('sends the name typed in the English tab beside the Spanish one', async () => {
    const { onSubmit } = renderForm();
    expect(await screen.findByRole('tab', { name: 'English' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.type(screen.getAllByRole('textbox', { name: 'Name' })[0]!, 'Cena');
    expect(screen.getByText('In Spanish: Cena')).toBeInTheDocument();
    await userEvent.type(englishName(), 'Dinner');
    const create = screen.getByRole('button', { name: 'Create menu' });
    await waitFor(() => expect(create).toBeEnabled());
    await userEvent.click(create);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      name: 'Cena',
      translations: { en: { name: 'Dinner' } },
    });
  });

  it('editing: shows the saved translation and sends the changed one', async () => {
    const { onSubmit } = renderForm(
      fakeMenu({ name: 'Comida', categories: [], translations: { en: { name: 'Lunch' } } }),
    );
    await screen.findByRole('tab', { name: 'English' });
    expect(englishName()).toHaveValue('Lunch');
    await userEvent.clear(englishName());
    await userEvent.type(englishName(), 'Midday menu');
    const save = screen.getByRole('button', { name: 'Save changes' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].translations).toEqual({ en: { name: 'Midday menu' } });
  });
});
