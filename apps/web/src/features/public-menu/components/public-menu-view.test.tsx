import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { DEFAULT_THEME, type PublicMenu } from '@carta/shared/core';
import en from '@/locales/en.json';
import es from '@/locales/es.json';
import { EAGER_IMAGE_COUNT } from './eager-images';
import { PublicMenuView } from './public-menu-view';
import { baseProps, category, menu, product, withPhoto } from './public-menu.fixtures';

// jsdom has neither modal dialogs nor IntersectionObserver: small stand-ins that behave alike.
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.observed.push(target);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
  /** Reports the given targets as (not) intersecting. */
  fire(entries: Array<{ target: Element; isIntersecting: boolean }>) {
    act(() =>
      this.callback(
        entries as unknown as IntersectionObserverEntry[],
        this as unknown as IntersectionObserver,
      ),
    );
  }
}

let reducedMotion = false;

const showModal = vi.fn(function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
});
function closeDialog(this: HTMLDialogElement) {
  if (!this.open) return;
  this.removeAttribute('open');
  this.dispatchEvent(new Event('close'));
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  reducedMotion = false;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce') && reducedMotion,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
  HTMLDialogElement.prototype.showModal = showModal.mockClear();
  HTMLDialogElement.prototype.close = closeDialog;
});

afterEach(() => {
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

const renderView = (publicMenu: PublicMenu, preview?: boolean) =>
  render(<PublicMenuView {...baseProps(publicMenu)} preview={preview} />);

const root = (container: HTMLElement) => container.firstElementChild as HTMLElement;

const fullMenu = () =>
  menu({
    business: {
      ...menu().business,
      phone: '+1 (555) 123-4567',
      website: 'casalupe.example',
      whatsapp: '+34 600 11 22 33',
      instagram: '@casalupe',
      facebook: 'casa.lupe',
      twitter: 'casa_lupe',
    },
    categories: [
      category('starters', 'Starters', [
        withPhoto('p1', { name: 'Bruschetta', price: '6.5', description: 'Tomato and basil' }),
        product('p2', { name: 'Olives', price: '3.00' }),
      ]),
      category('mains', 'Mains', [
        withPhoto('p3', { name: 'Lasagna', price: '14.00' }),
        withPhoto('p4', { name: 'Risotto', price: '13.50' }),
        withPhoto('p5', { name: 'Pizza', price: '12.00' }),
      ]),
      category('desserts', 'Desserts', [withPhoto('p6', { name: 'Tiramisu', price: '7.00' })]),
    ],
  });

describe('PublicMenuView: states', () => {
  it('shows only the unavailable message for a disabled menu, in the default theme', () => {
    const { container } = renderView({ enabled: false });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Menu temporarily unavailable' }),
    ).toBeInTheDocument();
    expect(screen.getByText(en.publicMenu.unavailableDescription)).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(root(container).style.getPropertyValue('--menu-primary')).toBe(
      DEFAULT_THEME.primaryColor,
    );
  });

  it('shows the header and a no-items message for a menu without categories', () => {
    renderView(menu());
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('heading', { level: 1, name: 'Casa Lupe' })).toBeVisible();
    expect(within(header).getByText('Dinner')).toBeInTheDocument();
    // The Share control (its own tests cover it) shares this menu.
    expect(
      within(header).getByRole('button', { name: new RegExp(`^${en.share.button}`) }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('heading', { name: en.publicMenu.emptyTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(en.publicMenu.emptyDescription)).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: en.publicMenu.contactLabel })).toBeNull();
  });

  it('puts the theme on the root as custom properties; the preview is contained', () => {
    const { container, unmount } = renderView(menu());
    const element = root(container);
    expect(element).toHaveClass('pm');
    expect(element).not.toHaveClass('pm--preview');
    expect(element.style.getPropertyValue('--menu-primary')).toBe('#B8860B');
    expect(element.style.getPropertyValue('--menu-radius')).toBe('8px');
    expect(element.style.getPropertyValue('--menu-header-size')).toBe('1.875rem');
    unmount();
    expect(root(renderView(menu(), true).container)).toHaveClass('pm', 'pm--preview');
  });

  it('has the footer with the powered-by and contact links', () => {
    renderView(menu());
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Powered by Carta' })).toHaveAttribute(
      'href',
      'https://carta.test',
    );
    expect(within(footer).getByRole('link', { name: 'Contact Carta' })).toHaveAttribute(
      'href',
      'mailto:help@carta.test',
    );
  });
});

describe('PublicMenuView: header', () => {
  it('shows the initial of the business when there is no logo', () => {
    const { container } = renderView(menu({ business: { ...menu().business, name: ' élan' } }));
    const placeholder = container.querySelector('.pm-logo--initial');
    expect(placeholder).toHaveTextContent(/^É$/);
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows the logo thumbnail with its large variant as a candidate', () => {
    const { container } = renderView(
      menu({
        business: {
          ...menu().business,
          logo_url: '/api/files/logo-large.webp',
          logo_thumb_url: '/api/files/logo-thumb.webp',
        },
      }),
    );
    const logo = container.querySelector('img.pm-logo');
    expect(logo).toHaveAttribute('src', '/api/files/logo-thumb.webp');
    expect(logo).toHaveAttribute(
      'srcset',
      '/api/files/logo-thumb.webp 160w, /api/files/logo-large.webp 800w',
    );
    expect(logo).toHaveAttribute('width', '64');
    expect(logo).toHaveAttribute('height', '64');
    expect(logo).toHaveAttribute('alt', '');
    expect(container.querySelector('.pm-logo--initial')).toBeNull();
  });

  it('links every given contact field, named, in order', () => {
    renderView(fullMenu());
    const list = screen.getByRole('list', { name: en.publicMenu.contactLabel });
    const links = within(list).getAllByRole('link');
    expect(
      links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]),
    ).toEqual([
      ['Call +1 (555) 123-4567', 'tel:+15551234567'],
      ['Website', 'https://casalupe.example'],
      ['WhatsApp', 'https://wa.me/34600112233'],
      ['Instagram', 'https://www.instagram.com/casalupe'],
      ['Facebook', 'https://www.facebook.com/casa.lupe'],
      ['X (Twitter)', 'https://x.com/casa_lupe'],
    ]);
  });

  it('leaves out blank contact fields', () => {
    renderView(
      menu({ business: { ...menu().business, phone: '  ', instagram: 'lupe', twitter: '' } }),
    );
    const links = within(
      screen.getByRole('list', { name: 'Contact and social links' }),
    ).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Instagram');
  });
});

describe('PublicMenuView: categories and products', () => {
  it('shows categories and their products in the given order, prices formatted', () => {
    renderView(fullMenu());
    const main = screen.getByRole('main');
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Starters', 'Mains', 'Desserts']);
    const starters = document.getElementById('category-starters')!;
    const items = within(starters).getAllByRole('listitem');
    expect(
      items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Bruschetta', 'Olives']);
    expect(within(items[0]!).getByText('$6.50')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Tomato and basil')).toBeInTheDocument();
    expect(within(items[1]!).getByText('$3.00')).toBeInTheDocument();
    // Nothing that was not given: no description paragraph, no photo button.
    expect(items[1]!.querySelectorAll('p')).toHaveLength(1);
    expect(within(items[1]!).queryByRole('button')).toBeNull();
  });

  it('links each category from the sticky row to its section', () => {
    renderView(fullMenu());
    const nav = screen.getByRole('navigation', { name: 'Menu categories' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Starters', '#category-starters'],
      ['Mains', '#category-mains'],
      ['Desserts', '#category-desserts'],
    ]);
    for (const link of links) {
      const section = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(section?.tagName).toBe('SECTION');
    }
    expect(links.some((link) => link.hasAttribute('aria-current'))).toBe(false);
  });

  it('has no category row for a single category', () => {
    renderView(menu({ categories: [category('only', 'Only', [product('p1')])] }));
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Only' })).toBeInTheDocument();
  });

  it('loads the first thumbnails at once and the others lazily', () => {
    const { container } = renderView(fullMenu());
    const thumbs = Array.from(container.querySelectorAll<HTMLImageElement>('.pm-thumb img'));
    expect(thumbs).toHaveLength(5);
    expect(thumbs.map((img) => img.getAttribute('loading'))).toEqual([
      ...Array<string>(EAGER_IMAGE_COUNT).fill('eager'),
      'lazy',
    ]);
    const [first] = thumbs;
    expect(first).toHaveAttribute('src', '/api/files/p1-thumb.webp');
    expect(first).toHaveAttribute(
      'srcset',
      '/api/files/p1-thumb.webp 160w, /api/files/p1-large.webp 800w',
    );
    expect(first).toHaveAttribute('sizes', '80px');
    expect(first).toHaveAttribute('width', '80');
    expect(first).toHaveAttribute('height', '80');
    expect(first).toHaveAttribute('alt', '');
    expect(first).toHaveAttribute('decoding', 'async');
  });
});

describe('PublicMenuView: photo dialog', () => {
  it('opens the large photo in a labelled modal dialog and returns focus on close', () => {
    renderView(fullMenu());
    const trigger = screen.getByRole('link', { name: 'View a larger photo of Lasagna' });
    trigger.focus();
    fireEvent.click(trigger);

    expect(showModal).toHaveBeenCalledTimes(1);
    const dialog = screen.getByRole('dialog', { name: 'Lasagna' });
    const image = within(dialog).getByRole('img', { name: 'Lasagna' });
    expect(image).toHaveAttribute('src', '/api/files/p3-large.webp');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '600');

    const close = within(dialog).getByRole('button', { name: en.publicMenu.closePhoto });
    close.focus();
    fireEvent.click(close);
    expect(dialog).not.toHaveAttribute('open');
    expect(within(dialog).queryByRole('img')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('closes on a click on the backdrop, not on the photo', () => {
    renderView(fullMenu());
    fireEvent.click(screen.getByRole('link', { name: 'View a larger photo of Tiramisu' }));
    const dialog = screen.getByRole('dialog', { name: 'Tiramisu' });
    fireEvent.click(within(dialog).getByRole('img'));
    expect(dialog).toHaveAttribute('open');
    fireEvent.click(dialog);
    expect(dialog).not.toHaveAttribute('open');
    expect(screen.getByRole('link', { name: 'View a larger photo of Tiramisu' })).toHaveFocus();
  });

  it('forgets the photo when the browser closes the dialog (Escape)', () => {
    renderView(fullMenu());
    fireEvent.click(screen.getByRole('link', { name: 'View a larger photo of Pizza' }));
    const dialog = screen.getByRole('dialog', { name: 'Pizza' });
    // Escape: the browser closes the dialog itself and fires `close`.
    act(() => {
      dialog.removeAttribute('open');
      dialog.dispatchEvent(new Event('close'));
    });
    expect(within(dialog).queryByRole('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'View a larger photo of Pizza' })).toHaveFocus();
  });
});

describe('PublicMenuView: category row behaviour', () => {
  const mockTop = (element: Element, top: number) =>
    vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);

  it('scrolls smoothly to a category, keeps the address, and marks it current', () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderView(fullMenu());
    const link = screen.getByRole('link', { name: 'Mains' });
    expect(fireEvent.click(link)).toBe(false);
    const section = document.getElementById('category-mains')!;
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(section);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(section).toHaveFocus();
    expect(window.location.hash).toBe('#category-mains');
    expect(link).toHaveAttribute('aria-current', 'true');
  });

  it('jumps without animation when the guest prefers reduced motion', () => {
    reducedMotion = true;
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderView(fullMenu());
    fireEvent.click(screen.getByRole('link', { name: 'Desserts' }));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('leaves modified clicks (new tab) to the browser', () => {
    renderView(fullMenu());
    expect(fireEvent.click(screen.getByRole('link', { name: 'Mains' }), { ctrlKey: true })).toBe(
      true,
    );
  });

  it('marks the category being read as the page scrolls', () => {
    renderView(fullMenu());
    const [band, end] = FakeIntersectionObserver.instances;
    expect(band?.options.root).toBeNull();
    const sections = ['starters', 'mains', 'desserts'].map((id) =>
      document.getElementById(`category-${id}`)!,
    );
    expect(band?.observed).toEqual(sections);
    const current = () =>
      screen
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'true')
        .map((link) => link.textContent);

    // 40% of jsdom's 768 px high window is the line a category's top has to pass.
    mockTop(sections[0]!, -200);
    mockTop(sections[1]!, 250);
    mockTop(sections[2]!, 900);
    band!.fire([{ target: sections[1]!, isIntersecting: true }]);
    expect(current()).toEqual(['Mains']);

    mockTop(sections[1]!, 400);
    band!.fire([{ target: sections[1]!, isIntersecting: false }]);
    expect(current()).toEqual(['Starters']);

    // At the end of the page the last category counts, even if it is too short to reach the line.
    const footer = document.querySelector('.pm-footer')!;
    expect(end?.observed).toEqual([footer]);
    mockTop(sections[1]!, -100);
    mockTop(sections[2]!, 500);
    end!.fire([{ target: footer, isIntersecting: true }]);
    expect(current()).toEqual(['Desserts']);
  });
});

describe('PublicMenuView: preview', () => {
  it('keeps links inert and scrolls only its own box', () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const replaceState = vi.spyOn(history, 'replaceState');
    const scrollTo = vi.fn();
    const { container } = renderView(fullMenu(), true);
    const box = root(container);
    box.scrollTo = scrollTo;

    expect(fireEvent.click(screen.getByRole('link', { name: 'Instagram' }))).toBe(false);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Powered by Carta' }))).toBe(false);

    fireEvent.click(screen.getByRole('link', { name: 'Mains' }));
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(replaceState).not.toHaveBeenCalled();
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    expect(screen.getByRole('link', { name: 'Mains' })).toHaveAttribute('aria-current', 'true');
    expect(FakeIntersectionObserver.instances[0]?.options.root).toBe(box);
  });

  it('leaves the page heading to the page around it: the business name is not an h1', () => {
    renderView(fullMenu(), true);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByText('Casa Lupe')).toHaveClass('pm-title');
  });

  it('shows the photos without opening them (the editor owns the Escape key)', () => {
    const { container } = renderView(fullMenu(), true);
    expect(container.querySelectorAll('.pm-thumb img')).toHaveLength(5);
    expect(screen.queryByRole('link', { name: /^View a larger photo/ })).toBeNull();
    expect(container.querySelector('dialog.pm-dialog')).toBeNull();
  });
});

describe('publicMenu texts', () => {
  it('exist in both languages with the same placeholders', () => {
    const placeholders = (text: string) => text.match(/{{\w+}}/g) ?? [];
    expect(Object.keys(es.publicMenu).sort()).toEqual(Object.keys(en.publicMenu).sort());
    for (const [key, text] of Object.entries(en.publicMenu)) {
      if (typeof text !== 'string') continue;
      expect(placeholders(es.publicMenu[key as keyof typeof es.publicMenu] as string), key).toEqual(
        placeholders(text),
      );
    }
    for (const group of ['allergens', 'dietary'] as const) {
      expect(Object.keys(es.publicMenu[group])).toEqual(Object.keys(en.publicMenu[group]));
    }
  });
});
