import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, dayInZone, daysBetween, type MenuViewsStats } from '@carta/shared';
import { i18n } from '@/lib/i18n';
import { storageKeys } from '@/lib/storage-keys';
import { fakeBusiness, page } from '@/test/fixtures';
import { apiError, onGet, type SentRequest } from '@/test/http';
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

// 23:30 UTC on March 10th is already March 11th in the business's zone (Madrid).
const NOW = new Date('2026-03-10T23:30:00Z');
const TODAY = '2026-03-11';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  // The owner's businesses (the selector's list) give the panel the business's time zone.
  onGet('/api/businesses', page([fakeBusiness({ id: BUSINESS, time_zone: 'Europe/Madrid' })]));
});
afterEach(() => {
  vi.useRealTimers();
});

/** Answers a views request with every day it asks for, `viewsOn(day, index)` views each. */
function rangeAnswer(viewsOn: (day: string, index: number) => number = () => 1) {
  return (request: SentRequest): MenuViewsStats => {
    const from = request.query.get('from')!;
    const count = daysBetween(from, request.query.get('to')!);
    const counts = Array.from({ length: count }, (_, index) =>
      viewsOn(addDays(from, index), index),
    );
    const stats = viewsOf(counts);
    const days = counts.map((views, index) => ({ day: addDays(from, index), views }));
    return { ...stats, from, to: days[days.length - 1]!.day, days };
  };
}

const rangeOf = (request: SentRequest | undefined) => ({
  from: request?.query.get('from'),
  to: request?.query.get('to'),
});
const periodSelect = () => screen.getByRole('combobox', { name: 'Period' });
const tableRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);
/** What the drawing shows, bar by bar (each bar's tooltip: "label: views"). */
const barTitles = () =>
  [...screen.getByTestId('bar-chart').querySelectorAll('rect title')].map(
    (title) => title.textContent,
  );

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

  it("asks for the last 30 days by default, ending today in the business's zone", async () => {
    const request = onGet('/api/stats/:businessId/views', rangeAnswer());
    renderPage(<MenuViewsPanel businessId={BUSINESS} />);

    expect(
      await screen.findByRole('table', { name: 'Views per day, last 30 days' }),
    ).toBeInTheDocument();
    expect(rangeOf(request.requests()[0])).toEqual({ from: addDays(TODAY, -29), to: TODAY });
    expect(periodSelect()).toHaveDisplayValue('Last 30 days');
    expect(screen.getByText('Period shown: Feb 10 – Mar 11, 2026')).toBeInTheDocument();
    expect(
      within(periodSelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Last 7 days', 'Last 30 days', 'Last 90 days', 'Last 12 months']);
  });

  it('asks for the chosen period, keeping the views shown (busy) until its own arrive', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const answer = rangeAnswer();
    const request = onGet('/api/stats/:businessId/views', async (sent) => {
      if (sent.query.get('from') === addDays(TODAY, -6)) {
        await new Promise<void>((resolve) => (release = resolve));
      }
      return answer(sent);
    });
    renderPage(<MenuViewsPanel businessId={BUSINESS} />);
    await screen.findByRole('table', { name: 'Views per day, last 30 days' });

    await user.selectOptions(periodSelect(), 'Last 7 days');
    await waitFor(() => expect(request.requests()).toHaveLength(2));
    expect(rangeOf(request.requests()[1])).toEqual({ from: '2026-03-05', to: TODAY });
    // Still the 30 days, marked busy, while the 7 load: no skeleton, no jump.
    const table = screen.getByRole('table', { name: 'Views per day, last 30 days' });
    expect(table.closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByText('Period shown: Feb 10 – Mar 11, 2026')).toBeInTheDocument();

    release();
    const week = await screen.findByRole('table', { name: 'Views per day, last 7 days' });
    expect(tableRows(week)).toEqual([
      'Mar 51',
      'Mar 61',
      'Mar 71',
      'Mar 81',
      'Mar 91',
      'Mar 101',
      'Mar 111',
    ]);
    expect(week.closest('[aria-busy]')).toBeNull();
    expect(screen.getByText('Period shown: Mar 5 – 11, 2026')).toBeInTheDocument();

    await user.selectOptions(periodSelect(), 'Last 90 days');
    expect(
      await screen.findByRole('table', { name: 'Views per day, last 90 days' }),
    ).toBeInTheDocument();
    expect(rangeOf(request.requests()[2])).toEqual({ from: '2025-12-12', to: TODAY });
  });

  it('shows 12 months by week, the table for screen readers grouped as the chart is', async () => {
    const user = userEvent.setup();
    // One view a day, and 100 more on the first day of the last week.
    const request = onGet(
      '/api/stats/:businessId/views',
      rangeAnswer((day) => (day === '2026-03-05' ? 101 : 1)),
    );
    renderPage(<MenuViewsPanel businessId={BUSINESS} />);
    await screen.findByRole('table', { name: 'Views per day, last 30 days' });

    await user.selectOptions(periodSelect(), 'Last 12 months');
    const table = await screen.findByRole('table', { name: 'Views per week, last 365 days' });
    expect(rangeOf(request.requests()[1])).toEqual({ from: '2025-03-12', to: TODAY });
    expect(screen.getByRole('figure', { name: 'Views per week, last 365 days' })).toBeVisible();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Week', 'Views']);
    const rows = tableRows(table);
    // Intl puts thin spaces around the dash of a range. 365 days: 52 whole weeks ending today, and the single day before them.
    expect(rows).toHaveLength(53);
    expect(rows.slice(0, 3)).toEqual([
      'Mar 121',
      'Mar 13\u2009–\u2009197',
      'Mar 20\u2009–\u2009267',
    ]);
    expect(rows.slice(-2)).toEqual(['Feb 26\u2009–\u2009Mar 47', 'Mar 5\u2009–\u200911107']);
    // The drawing has the same bars as the table has rows.
    expect(barTitles()).toEqual(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => {
          const [label, value] = [...row.children].map((cell) => cell.textContent);
          return `${label}: ${value}`;
        }),
    );
    expect(screen.getByText('Period shown: Mar 12, 2025 – Mar 11, 2026')).toBeInTheDocument();
    expect(screen.getByText('465')).toBeInTheDocument();
  });

  it('remembers the period in this browser, for every views panel', async () => {
    const user = userEvent.setup();
    localStorage.setItem(storageKeys.menuViewsPeriod, '90');
    const request = onGet('/api/stats/:businessId/views', rangeAnswer());
    // The dashboard's panel and the business page's read the same choice.
    renderPage(
      <>
        <MenuViewsPanel businessId={BUSINESS} />
        <MenuViewsPanel businessId={BUSINESS} />
      </>,
    );
    expect(
      await screen.findAllByRole('table', { name: 'Views per day, last 90 days' }),
    ).toHaveLength(2);
    expect(rangeOf(request.requests()[0])).toEqual({ from: '2025-12-12', to: TODAY });

    const [first, second] = screen.getAllByRole('combobox', { name: 'Period' });
    await user.selectOptions(first!, 'Last 7 days');
    expect(localStorage.getItem(storageKeys.menuViewsPeriod)).toBe('7');
    expect(second).toHaveDisplayValue('Last 7 days');
    expect(
      await screen.findAllByRole('table', { name: 'Views per day, last 7 days' }),
    ).toHaveLength(2);
  });

  it("uses the browser's zone when the owner's business list failed to load", async () => {
    onGet('/api/businesses', apiError(500, 'Internal Server Error'));
    const request = onGet('/api/stats/:businessId/views', rangeAnswer());
    renderPage(<MenuViewsPanel businessId={BUSINESS} />);
    await screen.findByRole('table', { name: 'Views per day, last 30 days' });
    const today = dayInZone(Date.now(), Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(rangeOf(request.requests()[0])).toEqual({ from: addDays(today, -29), to: today });
  });

  it('falls back to 30 days when the stored period is not one of the presets', async () => {
    localStorage.setItem(storageKeys.menuViewsPeriod, '14');
    const request = onGet('/api/stats/:businessId/views', rangeAnswer());
    renderPage(<MenuViewsPanel businessId={BUSINESS} />);
    await screen.findByRole('table', { name: 'Views per day, last 30 days' });
    expect(rangeOf(request.requests()[0])).toEqual({ from: '2026-02-10', to: TODAY });
    expect(periodSelect()).toHaveDisplayValue('Last 30 days');
  });

  it('offers the periods and states the one shown in Spanish, weeks included', async () => {
    const user = userEvent.setup();
    await act(() => i18n.changeLanguage('es'));
    onGet('/api/stats/:businessId/views', rangeAnswer());
    renderPage(<MenuViewsPanel businessId={BUSINESS} />);
    await screen.findByRole('table', { name: 'Visitas por día, últimos 30 días' });
    const select = screen.getByRole('combobox', { name: 'Periodo' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Últimos 7 días', 'Últimos 30 días', 'Últimos 90 días', 'Últimos 12 meses']);
    expect(screen.getByText('Periodo mostrado: 10 feb – 11 mar 2026')).toBeInTheDocument();

    await user.selectOptions(select, 'Últimos 12 meses');
    const table = await screen.findByRole('table', {
      name: 'Visitas por semana, últimos 365 días',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Semana', 'Visitas']);
    expect(tableRows(table).slice(-2)).toEqual(['26 feb\u2009–\u20094 mar7', '5–11 mar7']);
    expect(screen.getByText('Periodo mostrado: 12 mar 2025 – 11 mar 2026')).toBeInTheDocument();
  });

  it("never shows one business's views while another's load", async () => {
    const user = userEvent.setup();
    const OTHER = '7d3a4f5e-6c7d-4e8f-8a9b-c3d4e5f6a7b8';
    onGet(
      '/api/businesses',
      page([
        fakeBusiness({ id: BUSINESS, time_zone: 'Europe/Madrid' }),
        fakeBusiness({ id: OTHER, time_zone: 'America/Mexico_City' }),
      ]),
    );
    let release: () => void = () => undefined;
    const request = onGet('/api/stats/:businessId/views', async (sent) => {
      if (sent.params.businessId !== OTHER) return busy;
      await new Promise<void>((resolve) => (release = resolve));
      return viewsOf([0]);
    });
    function Selected() {
      const [id, setId] = useState(BUSINESS);
      return (
        <>
          <button type="button" onClick={() => setId(OTHER)}>
            Other business
          </button>
          <MenuViewsPanel businessId={id} />
        </>
      );
    }
    renderPage(<Selected />);
    expect(await screen.findByText('1,203')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Other business' }));
    await waitFor(() => expect(request.requests()).toHaveLength(2));
    // Its own zone: still March 10th in Mexico City.
    expect(rangeOf(request.requests()[1])).toEqual({ from: '2026-02-09', to: '2026-03-10' });
    expect(screen.queryByText('1,203')).not.toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    release();
    expect(await screen.findByText(/^No views yet\./)).toBeInTheDocument();
  });

  it('asks for a business to be selected and fetches nothing without one', () => {
    renderPage(<MenuViewsPanel businessId={null} />);
    expect(
      screen.getByText('Select a business to see how often its menus are viewed.'),
    ).toBeInTheDocument();
  });
});
