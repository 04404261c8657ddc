import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Menu } from '@carta/shared';
import { fakeMenu } from '@/test/fixtures';
import { onAppConfig } from '@/test/http';
import { renderPage } from '@/test/render';
import { MenuShareControl } from './menu-share-control';

// docs/product.md, "Readable addresses": links and QR codes carry the readable address.

async function sharedUrl(menu: Menu): Promise<string> {
  onAppConfig('https://menus.example');
  renderPage(<MenuShareControl menu={menu} />);
  await userEvent.click(await screen.findByRole('button', { name: `Share ${menu.name}` }));
  const facebook = screen.getByRole('link', { name: /^Facebook/ });
  await waitFor(() => expect(facebook.getAttribute('href')).toContain('menus.example'));
  return new URL(facebook.getAttribute('href')!).searchParams.get('u')!;
}

describe('MenuShareControl', () => {
  it('shares APP_URL/m/<business slug>/<menu slug> when the menu has a slug', async () => {
    const menu = fakeMenu({ name: 'Dinner', slug: 'dinner' });
    menu.business.slug = 'casa-pepe';
    expect(await sharedUrl(menu)).toBe('https://menus.example/m/casa-pepe/dinner');
  });

  it('shares APP_URL/m/<menu id> when the menu has none', async () => {
    const menu = fakeMenu({ name: 'Lunch', slug: null });
    menu.business.slug = 'casa-pepe';
    expect(await sharedUrl(menu)).toBe(`https://menus.example/m/${menu.id}`);
  });
});
