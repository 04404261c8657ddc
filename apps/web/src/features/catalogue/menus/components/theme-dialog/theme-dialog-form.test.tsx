import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_THEME, THEME_PRESETS, type Menu, type MenuInput } from '@carta/shared';
import { FormActionBar } from '@/features/catalogue/shared/collection-form/form-action-bar';
import { MenuForm } from '@/features/catalogue/menus/components/menu-form';
import {
  BUSINESS_ID,
  asMenuCategory,
  fakeBusiness,
  fakeCategory,
  fakeMenu,
  page,
} from '@/test/fixtures';
import { onAppConfig, onGet } from '@/test/http';
import { renderPage } from '@/test/render';
import { ThemeDialog } from './theme-dialog';

const starters = fakeCategory({ name: 'Starters', product_count: 3 });
const vintage = THEME_PRESETS.find((preset) => preset.id === 'vintage')!.theme;

/** The menu form as the edit page renders it, with the theme dialog in its slot. */
function renderForm(menu: Menu) {
  onGet('/api/businesses', page([fakeBusiness({ id: BUSINESS_ID })]));
  onGet('/api/categories', page([starters]));
  onAppConfig();
  const onSubmit = vi.fn<(input: MenuInput) => Promise<unknown>>(async () => undefined);
  renderPage(
    <MenuForm
      businessId={BUSINESS_ID}
      menu={menu}
      onSubmit={onSubmit}
      themeControl={(props) => <ThemeDialog {...props} />}
      actions={(state) => (
        <FormActionBar
          entity="menus"
          {...state}
          onCancel={() => {}}
          edit={{ name: menu.name, deleting: false, onDelete: async () => undefined }}
        />
      )}
    />,
  );
  return { onSubmit };
}

const saveButton = () => screen.getByRole('button', { name: 'Save changes' });
const openDialog = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Customize theme' }));
  return screen.findByRole('dialog', { name: 'Customize theme' });
};

describe('theme dialog in the menu form (docs/public-menu.md)', () => {
  it('the preview renders the public menu view with the sample pizzas and appetizers', async () => {
    renderForm(fakeMenu({ name: 'Dinner', categories: [asMenuCategory(starters)] }));
    const dialog = await openDialog();
    const preview = within(dialog).getByRole('region', { name: 'Live preview' });
    expect(within(preview).getByRole('heading', { name: 'Pizzas' })).toBeInTheDocument();
    expect(within(preview).getByRole('heading', { name: 'Appetizers' })).toBeInTheDocument();
    expect(within(preview).getByText('Margherita')).toBeInTheDocument();
    expect(within(preview).getByText('Fried calamari')).toBeInTheDocument();
  });

  it('Apply hands the draft to the form, which becomes dirty; Save sends the theme', async () => {
    const { onSubmit } = renderForm(
      fakeMenu({ name: 'Dinner', categories: [asMenuCategory(starters)], theme: DEFAULT_THEME }),
    );
    expect(saveButton()).toBeDisabled();

    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: /^Vintage/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(saveButton()).toBeEnabled());

    await userEvent.click(saveButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].theme).toEqual(vintage);
  });

  it('Cancel leaves the form clean; applying the loaded theme again keeps it clean', async () => {
    renderForm(
      fakeMenu({ name: 'Dinner', categories: [asMenuCategory(starters)], theme: vintage }),
    );
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: /^Modern/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(saveButton()).toBeDisabled();

    await openDialog();
    expect(screen.getByRole('button', { name: /^Vintage/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(saveButton()).toBeDisabled());
  });
});
