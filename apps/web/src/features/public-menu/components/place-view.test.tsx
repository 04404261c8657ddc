import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { PublicPlace } from '@carta/shared/core';
import en from '@/locales/en.json';
import { PlaceView } from './place-view';
import { menu } from './public-menu.fixtures';

// docs/product.md, "One QR for the place" and "Readable addresses".

const DRINKS_ID = '00000000-0000-4000-c000-000000000002';

const place = (businessSlug: string | null): PublicPlace => ({
  id: 'business-1',
  business: { ...menu().business, slug: businessSlug, languages: ['en', 'es'] },
  theme: menu().theme,
  time_zone: 'Europe/Madrid',
  language: 'en',
  menus: [
    {
      id: '00000000-0000-4000-c000-000000000001',
      name: 'Dinner',
      slug: 'dinner',
      open: true,
      next_open: null,
      hours: [],
    },
    {
      id: DRINKS_ID,
      name: 'Drinks',
      slug: null,
      open: false,
      next_open: '2026-03-07T09:00:00.000Z',
      hours: [{ days: ['sat'], from: '10:00', to: '14:00' }],
    },
  ],
});

const renderPlace = (businessSlug: string | null) =>
  render(
    <PlaceView
      place={place(businessSlug)}
      texts={en.publicMenu}
      shareTexts={{ ...en.share, ...en.publicMenu.placeShare }}
      language="en"
      shareUrl="https://carta.test/b/casa-pepe"
      homeUrl="https://carta.test"
      supportEmail="help@carta.test"
    />,
  );

describe('PlaceView', () => {
  it('links each menu by its readable address in the page language', () => {
    renderPlace('casa-pepe');
    expect(screen.getByRole('link', { name: 'Dinner' })).toHaveAttribute(
      'href',
      '/m/casa-pepe/dinner?lang=en',
    );
    expect(screen.getByRole('link', { name: 'Drinks' })).toHaveAttribute(
      'href',
      `/m/${DRINKS_ID}?lang=en`,
    );
  });

  it('starts a menu address with the business id when the business has no slug', () => {
    renderPlace(null);
    expect(screen.getByRole('link', { name: 'Dinner' })).toHaveAttribute(
      'href',
      '/m/business-1/dinner?lang=en',
    );
  });

  it('says when a closed menu is served next, in the place’s time', () => {
    renderPlace('casa-pepe');
    expect(screen.getByText(/Saturday 10:00 AM/)).toBeInTheDocument();
  });
});
