import { describe, expect, it } from 'vitest';
import { apiError, onGet } from '@/test/http';
import { getAppConfig, menuPublicUrl } from './app-config';

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

  it('builds the public address of a menu', () => {
    expect(menuPublicUrl('https://menus.example', 'a b/c')).toBe(
      'https://menus.example/m/a%20b%2Fc',
    );
    expect(menuPublicUrl('https://menus.example/', 'x')).toBe('https://menus.example/m/x');
  });
});
