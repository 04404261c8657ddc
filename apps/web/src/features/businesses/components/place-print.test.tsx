import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/lib/i18n';
import { session } from '@/lib/session';
import { fakeBusiness, fakeUser } from '@/test/fixtures';
import { onAppConfig, onGet } from '@/test/http';
import { renderPage } from '@/test/render';
import { PlaceShareControl } from './place-share-control';

// docs/product.md, "Print kit": a place's table cards carry its one QR code.

let savedAs: string[];
beforeEach(() => {
  savedAs = [];
  URL.createObjectURL = vi.fn(() => 'blob:test/1');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    savedAs.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

describe('printing from a place’s Share control', () => {
  it.each([
    ['en', 'Print Casa Pepe', 'Download PDF'],
    ['es', 'Imprimir Casa Pepe', 'Descargar PDF'],
  ] as const)('downloads its table cards (%s)', async (language, printName, downloadName) => {
    await i18n.changeLanguage(language);
    const business = fakeBusiness({
      name: 'Casa Pepe',
      primary_language: 'es',
      other_languages: [],
    });
    const cards = onGet(
      '/api/businesses/:id/table-cards.pdf',
      new Response('%PDF-1.7', {
        headers: { 'Content-Disposition': 'attachment; filename="table-cards-casa-pepe.pdf"' },
      }),
    );
    onAppConfig();
    session.signIn(fakeUser(), true);
    renderPage(<PlaceShareControl business={business} />);
    await userEvent.click(await screen.findByRole('button', { name: printName }));
    const dialog = await screen.findByRole('dialog');
    // Only cards for a place: no choice of what to print, nor of language (it has one).
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: /language|idioma/i })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: downloadName }));
    await waitFor(() => expect(savedAs).toEqual(['table-cards-casa-pepe.pdf']));
    expect(cards.requests()[0]!.params.id).toBe(business.id);
    expect(cards.requests()[0]!.query.get('lang')).toBe('es');
    expect(cards.requests()[0]!.query.get('ui')).toBe(language);
  });
});
