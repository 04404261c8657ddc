import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { securityHeaders, securityHeadersPlugin } from './security-headers';

const options = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'] },
  },
};

describe('security headers', () => {
  it('are what helmet sets for the options', () => {
    const headers = securityHeaders(options);
    expect(headers['content-security-policy']).toBe("default-src 'self';img-src 'self' data:");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['referrer-policy']).toBe('no-referrer');
  });

  it('refuses options helmet refuses, at start', () => {
    expect(() =>
      securityHeaders({ contentSecurityPolicy: { directives: { 'bad directive': ["'self'"] } } }),
    ).toThrow();
  });

  it('go on every response: routes, 404s and errors', async () => {
    const app = Fastify();
    await app.register(securityHeadersPlugin, options);
    app.get('/ok', async () => ({ ok: true }));
    app.get('/boom', async () => {
      throw new Error('boom');
    });
    for (const url of ['/ok', '/missing', '/boom']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toBe(
        "default-src 'self';img-src 'self' data:",
      );
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
    await app.close();
  });
});
