import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MenuViewsStats } from '@carta/shared';
import { i18n } from '@/lib/i18n';
import { apiError, onGet } from '@/test/http';
import { renderPage } from '@/test/render';
import { MenuViewsPanel } from './menu-views-panel';

const BUSINESS = '3f2a1c4e-8b9d-4e6f-a1b2-c3d4e5f60718';
const DINNER = '5b1e2d3c-4a5b-4c6d-8e7f-a1b2c3d4e5f6';
const LUNCH = '6c2f3e4d-5b6c-4d7e-9f8a-b2c3d4e5f6a7';

function viewsOf(counts: number[], extra: Partial<MenuViewsStats> = {}): MenuViewsStats {
  const days = counts.map((views, index) => ({
    day: `2026-03-${String(index + 1).padStart(2, '0')}`,
    views,
  }));
  return {
    from: days[0]!.day,
    to: days[days.length - 1]!.day,
    time_zone: 'Europe/Madrid',
    total: counts.reduce((sum, views) => sum + views, 0),
    days,
    top_menus: [],
    sources: [],
    devices: [],
    languages: [],
    ...extra,
  };
}

const busy = viewsOf([3, 0, 1200], {
  top_menus: [
    { id: LUNCH, name: 'Lunch', views: 1000 },
    { id: DINNER, name: 'Dinner', views: 203 },
  ],
  sources: [
    { source: 'qr', views: 903 },
    { source: 'link', views: 300 },
  ],
  devices: [
    { device: 'phone', views: 1000 },
    { device: 'desktop', views: 203 },
  ],
  languages: [
    { language: 'es', views: 1200 },
    { language: 'en', views: 3 },
  ],
});

const section = (name: string) => screen.getByRole('region', { name });
const itemsOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('MenuViewsPanel (docs/product.md, "Menu views")', () => {
  it('shows the total, a chart with its table, top menus and shares, in English', async () => {
    const request = onGet('/api/stats/:businessId/views', busy);
    renderPage(<MenuViewsPanel businessId={BUSINESS} />);

    expect(await screen.findByText('1,203')).toBeInTheDocument();
    expect(screen.getByText('views in total')).toBeInTheDocument();
    expect(request.requests()[0]!.params.businessId).toBe(BUSINESS);
    expect(screen.getByRole('figure', { name: 'Views per day, last 3 days' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Views per day, last 3 days' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Mar 13', 'Mar 20', 'Mar 31,200']);

    expect(itemsOf(section('Most viewed menus'))).toEqual(['Lunch1,000 views', 'Dinner203 views']);
    expect(itemsOf(section('By source'))).toEqual(['QR code903 · 75%', 'Link300 · 25%']);
    expect(itemsOf(section('By device'))).toEqual(['Phone1,000 · 83%', 'Computer203 · 17%']);
    expect(itemsOf(section('By language shown'))).toEqual(['Spanish1,200 · 100%', 'English3 · 0%']);
  });

  it('speaks Spanish, with numbers, days and shares formatted for it', async () => {
    await act(() => i18n.changeLanguage('es'));
    onGet('/api/stats/:businessId/views', busy);
    renderPage(<MenuViewsPanel businessId={BUSINESS} />);

    expect(await screen.findByRole('heading', { name: 'Visitas a los menús' })).toBeInTheDocument();
    expect(await screen.findByText('visitas en total')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Visitas por día, últimos 3 días' });
    expect(within(table).getAllByRole('row')[3]).toHaveTextContent('3 mar1200');
    expect(itemsOf(section('Por origen'))).toEqual([
      'Código QR903 · 75\u00a0%',
      'Enlace300 · 25\u00a0%',
    ]);
    expect(itemsOf(section('Por dispositivo'))).toEqual([
      'Móvil1000 · 83\u00a0%',
      'Ordenador203 · 17\u00a0%',
    ]);
    expect(itemsOf(section('Por idioma mostrado'))).toEqual([
      'Español1200 · 100\u00a0%',
      'Inglés3 · 0\u00a0%',
    ]);
    expect(itemsOf(section('Menús más vistos'))).toEqual([
      'Lunch1000 visitas',
      'Dinner203 visitas',
    ]);
  });

  it('shows an empty state before the first view, in both languages', async () => {
    onGet('/api/stats/:businessId/views', viewsOf([0, 0, 0]));
    const { unmount } = renderPage(<MenuViewsPanel businessId={BUSINESS} />);
    expect(await screen.findByText(/^No views yet\./)).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    unmount();

    await act(() => i18n.changeLanguage('es'));
    renderPage(<MenuViewsPanel businessId={BUSINESS} />);
    expect(await screen.findByText(/^Aún no hay visitas\./)).toBeInTheDocument();
  });

  it('shows a failed load as an error with Retry, not as "no views"', async () => {
    const user = userEvent.setup();
    let fail = true;
    onGet('/api/stats/:businessId/views', () => (fail ? apiError(403, 'Forbidden') : viewsOf([1])));
    renderPage(<MenuViewsPanel businessId={BUSINESS} />);

    expect(await screen.findByText("Couldn't load the menu views.")).toBeInTheDocument();
    expect(screen.queryByText(/^No views yet/)).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('view in total')).toBeInTheDocument();
  });

  it('asks for a business to be selected and fetches nothing without one', () => {
    renderPage(<MenuViewsPanel businessId={null} />);
    expect(
      screen.getByText('Select a business to see how often its menus are viewed.'),
    ).toBeInTheDocument();
  });
});
