import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import en from '@/locales/en.json';
import { ClosedNotice } from './closed-notice';

// docs/product.md, "Hours" and "Readable addresses": the menus open now, by their readable address.

const MENU_ID = '00000000-0000-4000-c000-000000000002';

function renderNotice(businessSlug: string | null) {
  render(
    <ClosedNotice
      availability={{
        open: false,
        next_open: '2026-03-07T09:00:00.000Z',
        time_zone: 'Europe/Madrid',
        open_now: [
          { id: '00000000-0000-4000-c000-000000000001', name: 'Lunch', slug: 'lunch' },
          { id: MENU_ID, name: 'Drinks', slug: null },
        ],
      }}
      business={{ id: '00000000-0000-4000-8000-00000000b001', slug: businessSlug }}
      texts={en.publicMenu}
      language="en"
      linkLang="es"
    />,
  );
}

describe('ClosedNotice', () => {
  it('says when the menu is served again, in the place’s time', () => {
    renderNotice('casa-pepe');
    expect(screen.getByText(/Saturday 10:00 AM/)).toBeInTheDocument();
  });

  it('links the menus open now by their readable address, keeping ?lang=', () => {
    renderNotice('casa-pepe');
    expect(screen.getByRole('link', { name: 'Lunch' })).toHaveAttribute(
      'href',
      '/m/casa-pepe/lunch?lang=es',
    );
    // A menu without a slug keeps its id address.
    expect(screen.getByRole('link', { name: 'Drinks' })).toHaveAttribute(
      'href',
      `/m/${MENU_ID}?lang=es`,
    );
  });

  it('starts with the business id when the business has no slug', () => {
    renderNotice(null);
    expect(screen.getByRole('link', { name: 'Lunch' })).toHaveAttribute(
      'href',
      '/m/00000000-0000-4000-8000-00000000b001/lunch?lang=es',
    );
  });
});
