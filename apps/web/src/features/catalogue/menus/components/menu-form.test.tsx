import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_THEME, type Menu, type MenuInput } from '@carta/shared';
import { Button } from '@/components/ui/button';
import {
  BUSINESS_ID,
  asCategorySummary,
  asMenuCategory,
  fakeBusiness,
  fakeCategory,
  fakeMenu,
  page,
} from '@/test/fixtures';
import { onAppConfig, onGet } from '@/test/http';
import { renderPage } from '@/test/render';
import { FormActionBar } from '@/features/catalogue/shared/collection-form/form-action-bar';
import { MenuForm, type ThemeControl } from './menu-form';

const starters = fakeCategory({ name: 'Starters', product_count: 3 });
const mains = fakeCategory({ name: 'Mains', product_count: 1 });
const desserts = fakeCategory({ name: 'Desserts', product_count: 2 });
const savedTheme = { ...DEFAULT_THEME, id: 'elegant', primaryColor: '#B45309' };
const loaded = () =>
  fakeMenu({
    name: 'Dinner',
    categories: [asMenuCategory(starters), asMenuCategory(mains)],
    theme: savedTheme,
  });

/** Stands in for the theme dialog (tested with the menus feature): toggles the primary colour. */
const colourToggle: ThemeControl = ({ theme, onChange }) => (
  <Button
    onClick={() =>
      onChange({
        ...theme,
        primaryColor: theme.primaryColor === '#B45309' ? '#7C3AED' : '#B45309',
      })
    }
  >
    Toggle colour
  </Button>
);

function renderForm(menu?: Menu, themeControl?: ThemeControl) {
  onGet('/api/businesses', page([fakeBusiness({ id: BUSINESS_ID, time_zone: 'Europe/Madrid' })]));
  onGet('/api/categories', page([starters, mains, desserts].map(asCategorySummary)));
  onAppConfig();
  const onSubmit = vi.fn<(input: MenuInput) => Promise<unknown>>(async () => undefined);
  renderPage(
    <MenuForm
      businessId={BUSINESS_ID}
      menu={menu}
      onSubmit={onSubmit}
      themeControl={themeControl}
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

const saveButton = () => screen.getByRole('button', { name: 'Save changes' });
const structure = () =>
  within(screen.getByRole('list', { name: 'Categories in this menu' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getByText(/^(Starters|Mains|Desserts)$/).textContent);
const pickerReady = () => screen.findByRole('button', { name: 'Add Desserts' });

describe('menu form dirty state (docs/product.md §2 Menus, §4 Forms)', () => {
  it('lists the categories with product counts and hides chosen ones from the picker', async () => {
    renderForm(loaded());
    await pickerReady();
    expect(structure()).toEqual(['Starters', 'Mains']);
    expect(screen.getByText('3 products')).toBeInTheDocument();
    expect(screen.getByText('1 product')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Starters' })).not.toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('a theme change makes it dirty; the original theme back makes it clean', async () => {
    renderForm(loaded(), colourToggle);
    await pickerReady();
    await userEvent.click(screen.getByRole('button', { name: 'Toggle colour' }));
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Toggle colour' }));
    await waitFor(() => expect(saveButton()).toBeDisabled());
  });

  it('reordering, adding and removing categories follow the same rule', async () => {
    renderForm(loaded());
    await pickerReady();
    await userEvent.click(screen.getByRole('button', { name: 'Move Mains up' }));
    expect(structure()).toEqual(['Mains', 'Starters']);
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Move Mains down' }));
    await waitFor(() => expect(saveButton()).toBeDisabled());

    await userEvent.click(screen.getByRole('button', { name: 'Add Desserts' }));
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Remove Desserts' }));
    await waitFor(() => expect(saveButton()).toBeDisabled());
  });

  it('without a theme control it shows none and sends the loaded theme unchanged', async () => {
    const { onSubmit } = renderForm(loaded());
    await pickerReady();
    expect(screen.queryByRole('button', { name: /Customize theme/ })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), ' menu');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await userEvent.click(saveButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      business: { id: BUSINESS_ID },
      name: 'Dinner menu',
      slug: null,
      enabled: true,
      categories: [{ id: starters.id }, { id: mains.id }],
      theme: savedTheme,
      hours: [],
    });
  });

  it('create mode always counts as changed and sends the default theme', async () => {
    const { onSubmit } = renderForm();
    await pickerReady();
    const create = screen.getByRole('button', { name: 'Create menu' });
    expect(create).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Lunch');
    await userEvent.click(screen.getByRole('button', { name: 'Add Mains' }));
    await waitFor(() => expect(create).toBeEnabled());
    await userEvent.click(create);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        business: { id: BUSINESS_ID },
        name: 'Lunch',
        slug: null,
        enabled: true,
        categories: [{ id: mains.id }],
        theme: DEFAULT_THEME,
        hours: [],
      }),
    );
  });

  it('Discard resets name, visibility, categories and theme', async () => {
    renderForm(loaded(), colourToggle);
    await pickerReady();
    await userEvent.click(screen.getByRole('button', { name: 'Toggle colour' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Visible to customers' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Starters' }));
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    expect(await screen.findByText('Changes discarded')).toBeInTheDocument();
    expect(structure()).toEqual(['Starters', 'Mains']);
    expect(screen.getByRole('switch', { name: 'Visible to customers' })).toBeChecked();
    await waitFor(() => expect(saveButton()).toBeDisabled());
  });
});

describe('menu hours (docs/product.md, "Hours")', () => {
  it('a menu served only at set hours: days by name, times in the business zone', async () => {
    const { onSubmit } = renderForm(loaded(), colourToggle);
    await pickerReady();
    const limited = screen.getByRole('switch', { name: 'Only at set hours' });
    expect(limited).not.toBeChecked();
    await userEvent.click(limited);
    expect(await screen.findByText(/Times in Europe\/Madrid/)).toBeInTheDocument();
    const range = screen.getByRole('group', { name: 'Time range 1' });
    expect(within(range).getByRole('checkbox', { name: 'Monday' })).toBeChecked();
    expect(within(range).getByRole('checkbox', { name: 'Saturday' })).not.toBeChecked();
    await userEvent.click(within(range).getByRole('checkbox', { name: 'Saturday' }));
    const to = screen.getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '02:00');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await userEvent.click(saveButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].hours).toEqual([
      { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], from: '08:00', to: '02:00' },
    ]);
  });

  it('a range without days says so and cannot be saved; switching hours off clears them', async () => {
    const menu = loaded();
    menu.hours = [{ days: ['sat'], from: '10:00', to: '14:00' }];
    renderForm(menu, colourToggle);
    await pickerReady();
    expect(screen.getByRole('switch', { name: 'Only at set hours' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    expect(await screen.findByText('Choose at least one day')).toBeInTheDocument();
    await waitFor(() => expect(saveButton()).toBeDisabled());

    await userEvent.click(screen.getByRole('switch', { name: 'Only at set hours' }));
    expect(screen.queryByRole('group', { name: 'Time range 1' })).not.toBeInTheDocument();
    await waitFor(() => expect(saveButton()).toBeEnabled());
  });
});
