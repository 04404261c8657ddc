import { messages } from '@carta/shared';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';

describe('web app serving (SPA fallback)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const dist = t.config.webDistDir;
    await mkdir(join(dist, 'assets'), { recursive: true });
    await writeFile(join(dist, 'index.html'), INDEX);
    await writeFile(join(dist, 'assets', 'index-3f9a1c.js'), 'console.log("app")');
    await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  });

  afterAll(async () => {
    await t.close();
  });

  // `/` is the landing page, rendered by the API (test/landing/); every other page is the app.
  it.each(['/no-such-page', '/dashboard', '/products/123/edit', '/sign-in?activated=true'])(
    'serves index.html, never cached, for %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX);
    },
  );

  it('serves hashed assets as immutable for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe('console.log("app")');
  });

  it('serves other files with a short cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers 404, not HTML, for a missing hashed asset', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-old.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, message: messages.notFound });
  });

  it('keeps JSON 404 for unknown /api paths', async () => {
    for (const url of ['/api/nope', '/api']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: messages.notFound,
        code: 'notFound',
      });
    }
  });

  it('does not serve files outside the dist folder', async () => {
    await writeFile(join(t.dataDir, 'secret.txt'), 'top secret');
    for (const url of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.body).not.toContain('top secret');
    }
  });

  it('answers HEAD like GET', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/dashboard' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('web app not built', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await rm(t.config.webDistDir, { recursive: true, force: true });
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers the SPA paths with a short 503 page that says how to build', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('npm run build');
  });

  it('still serves the API', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });
});
