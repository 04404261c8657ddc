import { afterEach, describe, expect, it, vi } from 'vitest';
import { MockResponse, mockApi } from '@/test/mock-api';
import { getAppConfig, menuPublicUrl } from './app-config';

afterEach(() => vi.unstubAllGlobals());

describe('app config (GET /api/config)', () => {
  it('reads APP_URL and the support address without signing in', async () => {
    const api = mockApi({
      'GET /api/config': () => ({
        app_url: 'https://menus.example/',
        support_email: 'a@b.example',
      }),
    });
    await expect(getAppConfig()).resolves.toEqual({
      app_url: 'https://menus.example',
      support_email: 'a@b.example',
    });
    const [, init] = api.fetch.mock.calls[0]!;
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
  });

  it('fails on an answer without app_url, and on an error', async () => {
    mockApi({ 'GET /api/config': () => ({ support_email: 'a@b.example' }) });
    await expect(getAppConfig()).rejects.toThrow();
    mockApi({ 'GET /api/config': () => new MockResponse(500, {}) });
    await expect(getAppConfig()).rejects.toThrow();
  });

  it('builds the public address of a menu', () => {
    expect(menuPublicUrl('https://menus.example', 'a b/c')).toBe(
      'https://menus.example/m/a%20b%2Fc',
    );
    expect(menuPublicUrl('https://menus.example/', 'x')).toBe('https://menus.example/m/x');
  });
});
