import { describe, expect, it } from 'vitest';
import { apiError, onGet } from '@/test/http';
import { getAppConfig, menuPublicUrl, placePublicUrl } from './app-config';

describe('app config (GET /api/config)', () => {
  it('reads APP_URL and the support address without signing in', async () => {
    const config = onGet('/api/config', {
      app_url: 'https://menus.example/',
      support_email: 'a@b.example',
    });
    await expect(getAppConfig()).resolves.toEqual({
      app_url: 'https://menus.example',
      support_email: 'a@b.example',
    });
    expect(config.requests()[0]!.headers.has('Authorization')).toBe(false);
  });

  it('fails on an answer without app_url, and on an error', async () => {
    onGet('/api/config', { support_email: 'a@b.example' });
    await expect(getAppConfig()).rejects.toThrow();
    onGet('/api/config', apiError(500));
    await expect(getAppConfig()).rejects.toThrow();
  });

  it("builds a menu's public address: readable with its slug, else its id", () => {
    const business = { id: '00000000-0000-4000-8000-00000000b001', slug: 'casa-pepe' };
    const menu = { id: '00000000-0000-4000-c000-000000000001', slug: 'dinner', business };
    expect(menuPublicUrl('https://menus.example/', menu)).toBe(
      'https://menus.example/m/casa-pepe/dinner',
    );
    // A business without a slug: its id starts the readable address.
    expect(
      menuPublicUrl('https://menus.example', { ...menu, business: { ...business, slug: null } }),
    ).toBe(`https://menus.example/m/${business.id}/dinner`);
    expect(menuPublicUrl('https://menus.example', { ...menu, slug: null })).toBe(
      `https://menus.example/m/${menu.id}`,
    );
  });

  it("builds a business's public page: its slug, else its id", () => {
    const business = { id: '00000000-0000-4000-8000-00000000b001', slug: 'casa-pepe' };
    expect(placePublicUrl('https://menus.example/', business)).toBe(
      'https://menus.example/b/casa-pepe',
    );
    expect(placePublicUrl('https://menus.example', { ...business, slug: null })).toBe(
      `https://menus.example/b/${business.id}`,
    );
  });
});
