import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Menu } from '@carta/shared';
import { i18n } from '@/lib/i18n';
import {
  BUSINESS_ID,
  asMenuCategory,
  asMenuSummary,
  fakeBusiness,
  fakeCategory,
  fakeMenu,
  page,
} from '@/test/fixtures';
import { apiError, onGet, onPost, requests } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { EditMenuPage } from './edit-menu-page';
import { MenusPage } from './menus-page';
import { NewMenuPage } from './new-menu-page';

const routes = [
  { path: '/menus', element: <MenusPage /> },
  { path: '/menus/new', element: <NewMenuPage /> },
  { path: '/menus/:menuId/edit', element: <EditMenuPage /> },
  { path: '/dashboard', element: <h1>Dashboard page</h1> },
];

const business = fakeBusiness({ id: BUSINESS_ID, name: 'Casa Test' });
const starters = asMenuCategory(fakeCategory({ name: 'Starters' }));
const mains = asMenuCategory(fakeCategory({ name: 'Mains' }));
const lunch = fakeMenu({ name: 'Lunch', categories: [starters] });
const dinner = fakeMenu({ name: 'Dinner', categories: [starters, mains], enabled: false });

/** The business list and GET /api/menus; GET /api/config is missing (404) unless a test adds it. */
function menusApi(all: Menu[]) {
  onGet('/api/businesses', page([business]));
  onGet('/api/menus', ({ query }) =>
    page(all.map(asMenuSummary), all.length, 1, Number(query.get('items_per_page'))),
  );
  onGet('/api/categories', page([]));
  onGet('/api/config', apiError(404));
}

const cardOf = (name: string) =>
  screen.getAllByRole('listitem').find((item) => within(item).queryByRole('heading', { name }))!;

describe('/menus list (docs/product.md §2 Menus)', () => {
  it('asks for 12 per page and shows counts, badges and a Preview opening /m/:id in a new tab', async () => {
    menusApi([lunch, dinner]);
    renderRoutes(routes, { path: '/menus' });
    await screen.findByRole('heading', { name: 'Lunch' });
    expect(within(cardOf('Lunch')).getByText('1 category')).toBeInTheDocument();
    expect(within(cardOf('Dinner')).getByText('2 categories')).toBeInTheDocument();
    expect(within(cardOf('Dinner')).getByText('Hidden')).toBeInTheDocument();
    const preview = screen.getByRole('link', { name: 'Preview Lunch (opens in a new tab)' });
    expect(preview).toHaveAttribute('href', `/m/${lunch.id}`);
    expect(preview).toHaveAttribute('target', '_blank');
    expect(preview.getAttribute('rel')).toContain('noopener');
    const listCall = requests({ path: '/api/menus' })[0]!;
    expect(listCall.query.get('items_per_page')).toBe('12');
  });

  it("Preview opens the menu's readable address when it has a slug", async () => {
    const brunch = fakeMenu({ name: 'Brunch', slug: 'brunch' });
    brunch.business.slug = 'casa-test';
    menusApi([brunch]);
    renderRoutes(routes, { path: '/menus' });
    expect(
      await screen.findByRole('link', { name: 'Preview Brunch (opens in a new tab)' }),
    ).toHaveAttribute('href', '/m/casa-test/brunch');
  });

  it('each card has the Share control, sharing APP_URL/m/:id from GET /api/config', async () => {
    menusApi([lunch, dinner]);
    onGet('/api/config', { app_url: 'https://menus.example', support_email: 'help@menus.example' });
    renderRoutes(routes, { path: '/menus' });
    await screen.findByRole('heading', { name: 'Lunch' });
    const share = within(cardOf('Lunch')).getByRole('button', { name: 'Share Lunch' });
    expect(share).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(share);
    const facebook = within(cardOf('Lunch')).getByRole('link', { name: /^Facebook/ });
    await waitFor(() =>
      expect(facebook).toHaveAttribute(
        'href',
        `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`https://menus.example/m/${lunch.id}`)}`,
      ),
    );
  });

  it('without /api/config the Share control falls back to this origin', async () => {
    menusApi([lunch]);
    renderRoutes(routes, { path: '/menus' });
    await userEvent.click(await screen.findByRole('button', { name: 'Share Lunch' }));
    expect(screen.getByRole('link', { name: /^WhatsApp/ }).getAttribute('href')).toContain(
      encodeURIComponent(`${window.location.origin}/m/${lunch.id}`),
    );
  });

  it('uses the Spanish singular and plural', async () => {
    await act(() => i18n.changeLanguage('es'));
    menusApi([lunch, dinner]);
    renderRoutes(routes, { path: '/menus' });
    await screen.findByRole('heading', { name: 'Lunch' });
    expect(within(cardOf('Lunch')).getByText('1 categoría')).toBeInTheDocument();
    expect(within(cardOf('Dinner')).getByText('2 categorías')).toBeInTheDocument();
    expect(within(cardOf('Dinner')).getByText('Oculto')).toBeInTheDocument();
  });

  it('invites to build the first menu when there is none', async () => {
    menusApi([]);
    renderRoutes(routes, { path: '/menus' });
    expect(await screen.findByRole('heading', { name: 'No menus yet' })).toBeInTheDocument();
  });
});

describe('menu form pages (docs/product.md §2 Menus)', () => {
  it('the edit page shows a menu-not-found state when loading fails', async () => {
    menusApi([]);
    onGet('/api/menus/:id', apiError(404, 'Not found'));
    renderRoutes(routes, { path: `/menus/${lunch.id}/edit` });
    expect(await screen.findByRole('heading', { name: 'Menu not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to menus' })).toHaveAttribute('href', '/menus');
  });

  it('the edit page has the Share control in its header', async () => {
    menusApi([lunch]);
    onGet('/api/menus/:id', lunch);
    renderRoutes(routes, { path: `/menus/${lunch.id}/edit` });
    await userEvent.click(await screen.findByRole('button', { name: 'Share Lunch' }));
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('the edit page goes to /dashboard when no business is selected', async () => {
    onGet('/api/businesses', page([]));
    onGet('/api/menus/:id', lunch);
    onGet('/api/categories', page([]));
    onGet('/api/config', apiError(404));
    renderRoutes(routes, { path: `/menus/${lunch.id}/edit` });
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('saves a reordered menu with its theme unchanged and returns to the list', async () => {
    menusApi([dinner]);
    onGet('/api/menus/:id', dinner);
    const update = onPost('/api/menus/:id', { ...dinner, updated_at: '2026-03-05T10:00:00.000Z' });
    const { router } = renderRoutes(routes, { path: `/menus/${dinner.id}/edit` });
    await userEvent.click(await screen.findByRole('button', { name: 'Move Mains up' }));
    const save = screen.getByRole('button', { name: 'Save changes' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    expect(await screen.findByText('Menu updated')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/menus'));
    expect(update.bodies().at(-1)).toEqual({
      business: { id: BUSINESS_ID },
      name: 'Dinner',
      slug: null,
      enabled: false,
      categories: [{ id: mains.id }, { id: starters.id }],
      theme: dinner.theme,
      hours: [],
    });
  });
});
