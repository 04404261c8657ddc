import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, type Menu } from '@carta/shared';
import { i18n } from '@/lib/i18n';
import { session } from '@/lib/session';
import { fakeMenu, fakeUser } from '@/test/fixtures';
import { apiError, onAppConfig, onGet } from '@/test/http';
import { renderPage } from '@/test/render';
import { MenuShareControl } from './menu-share-control';

// docs/product.md, "Print kit": the Print button beside a menu's Share control.

const PDF = '%PDF-1.7 a test file';
const pdfAnswer = (name: string) =>
  new Response(PDF, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${name}"`,
    },
  });

/** What the browser was asked to save: the file's name and its bytes. */
let saved: Array<{ name: string; text: Promise<string> }>;
let createdUrls: Blob[];

beforeEach(() => {
  saved = [];
  createdUrls = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    createdUrls.push(blob);
    return `blob:test/${createdUrls.length}`;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const index = Number(this.href.split('/').pop()) - 1;
    saved.push({ name: this.download, text: createdUrls[index]!.text() });
  });
});
afterEach(() => vi.restoreAllMocks());

function menuOf(languages: Menu['business']['languages'] = ['en', 'es']) {
  const menu = fakeMenu({ name: 'Dinner', slug: 'dinner' });
  menu.business = { ...menu.business, name: 'Casa Pepe', languages };
  return menu;
}

async function openPrint(menu: Menu, buttonName: string) {
  onAppConfig();
  session.signIn(fakeUser(), true);
  renderPage(<MenuShareControl menu={menu} />);
  await userEvent.click(await screen.findByRole('button', { name: buttonName }));
  return screen.findByRole('dialog');
}

describe('printing from a menu’s Share control', () => {
  it('downloads table cards with the chosen paper, cards per page, pages and language, signed in', async () => {
    const menu = menuOf();
    const cards = onGet('/api/menus/:id/table-cards.pdf', pdfAnswer('table-cards-dinner.pdf'));
    const dialog = await openPrint(menu, 'Print Dinner');
    expect(within(dialog).getByRole('heading', { name: 'Print Dinner' })).toBeVisible();
    expect(within(dialog).getByRole('radio', { name: 'Table cards' })).toBeChecked();
    await userEvent.selectOptions(within(dialog).getByLabelText('Paper size'), 'letter');
    await userEvent.selectOptions(within(dialog).getByLabelText('Cards per page'), '6');
    await userEvent.selectOptions(within(dialog).getByLabelText('Pages'), '3');
    expect(
      within(dialog).getByText('18 cards in all, each page full of the same card.'),
    ).toBeVisible();
    await userEvent.selectOptions(within(dialog).getByLabelText('Language'), 'es');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download PDF' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [request] = cards.requests();
    expect(request!.params.id).toBe(menu.id);
    expect(Object.fromEntries(request!.query)).toEqual({
      paper: 'letter',
      per_page: '6',
      pages: '3',
      lang: 'es',
      ui: 'en',
    });
    expect(request!.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(saved.map(({ name }) => name)).toEqual(['table-cards-dinner.pdf']);
    expect(await saved[0]!.text).toBe(PDF);
  });

  it('downloads the whole menu without the card options', async () => {
    const menu = menuOf(['en']);
    const print = onGet('/api/menus/:id/print.pdf', pdfAnswer('menu-dinner.pdf'));
    const dialog = await openPrint(menu, 'Print Dinner');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Whole menu' }));
    expect(within(dialog).queryByLabelText('Cards per page')).not.toBeInTheDocument();
    // One menu language: nothing to choose.
    expect(within(dialog).queryByLabelText('Language')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved.map(({ name }) => name)).toEqual(['menu-dinner.pdf']));
    expect(Object.fromEntries(print.requests()[0]!.query)).toEqual({
      paper: 'a4',
      lang: 'en',
      ui: 'en',
    });
  });

  it('shows it is busy, then says what went wrong and stays open', async () => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    onGet('/api/menus/:id/table-cards.pdf', async () => {
      await answered;
      return apiError(404, messages.notFound);
    });
    const dialog = await openPrint(menuOf(), 'Print Dinner');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    const busy = await within(dialog).findByRole('button', { name: /Preparing the PDF/ });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    act(() => release());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      String(i18n.t('messages.notFound')),
    );
    expect(within(dialog).getByRole('button', { name: 'Download PDF' })).toBeEnabled();
    expect(saved).toEqual([]);
  });

  it('speaks Spanish, and offers the content in the interface language first', async () => {
    await i18n.changeLanguage('es');
    const cards = onGet('/api/menus/:id/table-cards.pdf', pdfAnswer('table-cards-dinner.pdf'));
    const dialog = await openPrint(menuOf(), 'Imprimir Dinner');
    expect(within(dialog).getByRole('heading', { name: 'Imprimir Dinner' })).toBeVisible();
    expect(within(dialog).getByRole('radio', { name: 'Tarjetas de mesa' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Carta completa' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Tamaño del papel')).toHaveValue('a4');
    expect(within(dialog).getByLabelText('Tarjetas por página')).toHaveValue('4');
    expect(within(dialog).getByLabelText('Idioma')).toHaveValue('es');
    expect(
      within(dialog).getByText('4 tarjetas en total; cada página lleva la misma tarjeta.'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Descargar PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(Object.fromEntries(cards.requests()[0]!.query)).toMatchObject({ lang: 'es', ui: 'es' });
  });
});
