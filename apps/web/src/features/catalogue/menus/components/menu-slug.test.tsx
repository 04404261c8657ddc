import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Menu, MenuInput } from '@carta/shared';
import { FormActionBar } from '@/features/catalogue/shared/collection-form/form-action-bar';
import { BUSINESS_ID, fakeBusiness, fakeMenu, page } from '@/test/fixtures';
import { errorFromResponse } from '@/lib/api-client';
import { errorBody, onAppConfig, onGet } from '@/test/http';
import { renderPage } from '@/test/render';
import { MenuForm } from './menu-form';

// docs/product.md, "Readable addresses": the menu form's optional web address.

function renderForm({
  menu,
  businessSlug,
  onSubmit = vi.fn(async () => undefined),
}: {
  menu?: Menu;
  businessSlug: string | null;
  onSubmit?: (input: MenuInput) => Promise<unknown>;
}) {
  onGet('/api/businesses', page([fakeBusiness({ id: BUSINESS_ID, slug: businessSlug })]));
  onGet('/api/categories', page([]));
  onAppConfig('https://menus.example');
  renderPage(
    <MenuForm
      businessId={BUSINESS_ID}
      menu={menu}
      onSubmit={onSubmit}
      themeControl={() => null}
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

const slugInput = () => screen.getByRole('textbox', { name: /^Web address/ });

describe('menu form: web address', () => {
  it("starts with the business's address, offers the name's slug and sends it", async () => {
    const { onSubmit } = renderForm({ businessSlug: 'casa-pepe' });
    expect(await screen.findByText('https://menus.example/m/casa-pepe/')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Dinner');
    await userEvent.click(screen.getByRole('button', { name: 'Use “dinner”' }));
    expect(slugInput()).toHaveValue('dinner');

    const create = screen.getByRole('button', { name: 'Create menu' });
    await waitFor(() => expect(create).toBeEnabled());
    await userEvent.click(create);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ slug: 'dinner' }));
  });

  it("starts with the business's id without a business slug; sends a typed slug lowercased", async () => {
    const menu = fakeMenu({ name: 'Dinner', slug: 'dinner' });
    const { onSubmit } = renderForm({ menu, businessSlug: null });
    expect(await screen.findByText(`https://menus.example/m/${BUSINESS_ID}/`)).toBeInTheDocument();
    expect(slugInput()).toHaveValue('dinner');
    await userEvent.clear(slugInput());
    await userEvent.type(slugInput(), 'Late-Dinner');
    const save = screen.getByRole('button', { name: 'Save changes' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ slug: 'late-dinner' }));
  });

  it('shows a slug another menu of the business uses (409 slugTaken) under the field', async () => {
    const taken = 'This address is already taken. Please choose another one.';
    const menu = fakeMenu({ name: 'Dinner', slug: null });
    renderForm({
      menu,
      businessSlug: 'casa-pepe',
      onSubmit: () =>
        Promise.reject(errorFromResponse(409, errorBody(409, taken, { fields: { slug: taken } }))),
    });
    await userEvent.type(await screen.findByRole('textbox', { name: /^Web address/ }), 'lunch');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(slugInput()).toHaveAttribute('aria-invalid', 'true'));
    expect(slugInput()).toHaveAccessibleDescription(`https://menus.example/m/casa-pepe/ ${taken}`);
  });
});
