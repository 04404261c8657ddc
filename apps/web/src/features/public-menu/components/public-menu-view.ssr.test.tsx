/**
 * The view as the public page runs it: rendered to HTML by preact-render-to-string, then hydrated
 * by Preact, with `react` aliased to preact/compat (as vite.public-menu.config.ts does). The other
 * tests render it with React, as the dashboard's theme preview does.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'preact-render-to-string';
import { createElement, hydrate } from 'preact/compat';
import { act } from 'preact/test-utils';
import { within } from '@testing-library/dom';
import { baseProps, category, menu, product, withPhoto } from './public-menu.fixtures';
import { PublicMenuView } from './public-menu-view';

vi.mock('react', async () => await import('preact/compat'));
vi.mock('react/jsx-runtime', async () => await import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', async () => await import('preact/jsx-runtime'));

const sample = () =>
  menu({
    business: { ...menu().business, phone: '+1 555 0100', instagram: 'casalupe' },
    categories: [
      category('starters', 'Starters', [
        withPhoto('p1', { name: 'Bruschetta', price: '6.5', description: 'Tomato & basil' }),
        product('p2', { name: 'Olives' }),
      ]),
      category(
        'mains',
        'Mains',
        [1, 2, 3, 4, 5].map((n) => withPhoto(`m${n}`)),
      ),
    ],
  });

/** Renders on "the server": the browser's globals are out of reach while rendering. */
function serverRender(publicMenu: Parameters<typeof baseProps>[0]): string {
  vi.stubGlobal('matchMedia', undefined);
  vi.stubGlobal('IntersectionObserver', undefined);
  vi.stubGlobal('navigator', undefined);
  vi.stubGlobal('localStorage', undefined);
  try {
    return renderToString(createElement(PublicMenuView, baseProps(publicMenu)));
  } finally {
    vi.unstubAllGlobals();
  }
}

/** The HTML as the browser gets it, before any script runs. */
function parse(html: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('PublicMenuView on Preact', () => {
  it('renders the page to HTML with the theme, landmarks, links and images', () => {
    const html = serverRender(sample());
    expect(html).toMatch(/^<div style="--menu-font:[^"]*--menu-primary:#B8860B;[^"]*" class="pm">/);
    const page = within(parse(html));
    expect(page.getByRole('banner')).toBeInTheDocument();
    expect(page.getByRole('main')).toBeInTheDocument();
    expect(page.getByRole('contentinfo')).toBeInTheDocument();
    expect(page.getByRole('heading', { level: 1, name: 'Casa Lupe' })).toBeInTheDocument();
    const nav = within(page.getByRole('navigation', { name: 'Menu categories' }));
    expect(nav.getByRole('link', { name: 'Mains' })).toHaveAttribute('href', '#category-mains');
    expect(nav.getByRole('link', { name: 'Mains' })).not.toHaveAttribute('aria-current');
    expect(
      page.getByRole('heading', { level: 2, name: 'Mains' }).closest('section'),
    ).toHaveAttribute('id', 'category-mains');
    expect(page.getByRole('link', { name: 'Call +1 555 0100' })).toHaveAttribute(
      'href',
      'tel:+15550100',
    );
    expect(page.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/casalupe',
    );
    expect(page.getByText('$6.50')).toBeInTheDocument();
    expect(page.getByText('Tomato & basil')).toBeInTheDocument();
    expect(page.getByRole('link', { name: 'Contact Carta' })).toHaveAttribute(
      'href',
      'mailto:help@carta.test',
    );
    const thumbs = page.getAllByRole('link', { name: /^View a larger photo of / });
    expect(thumbs).toHaveLength(6);
    expect(thumbs.map((link) => link.querySelector('img')?.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(thumbs[0]!.querySelector('img')).toHaveAttribute(
      'srcset',
      '/api/files/p1-thumb.webp 160w, /api/files/p1-large.webp 800w',
    );
  });

  it('renders the same HTML every time', () => {
    expect(serverRender(sample())).toBe(serverRender(sample()));
  });

  it('renders the unavailable and empty states', () => {
    const unavailable = serverRender({ enabled: false });
    expect(unavailable).toContain('<h1 class="pm-notice-title">Menu temporarily unavailable</h1>');
    expect(unavailable).toContain('--menu-primary:#3B82F6');
    expect(unavailable).not.toContain('<header');
    const empty = serverRender(menu());
    expect(empty).toContain('<h2 class="pm-notice-title">No items yet</h2>');
    expect(empty).not.toContain('<nav');
  });

  it('hydrates the server HTML unchanged, then works', () => {
    const showModal = vi.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    HTMLDialogElement.prototype.showModal = showModal;
    const publicMenu = sample();
    const html = serverRender(publicMenu);
    const container = parse(html);
    const parsed = container.innerHTML;

    act(() => {
      hydrate(createElement(PublicMenuView, baseProps(publicMenu)), container);
    });
    expect(container.innerHTML).toBe(parsed);

    const trigger = container.querySelector<HTMLButtonElement>(
      'a[aria-label="View a larger photo of Bruschetta"]',
    )!;
    act(() => trigger.click());
    expect(showModal).toHaveBeenCalledTimes(1);
    const dialog = container.querySelector('dialog.pm-dialog')!;
    const title = dialog.querySelector('h2')!;
    expect(title.textContent).toBe('Bruschetta');
    expect(dialog.getAttribute('aria-labelledby')).toBe(title.id);
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/api/files/p1-large.webp');
  });
});
