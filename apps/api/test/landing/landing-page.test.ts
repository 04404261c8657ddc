import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_CONTROL } from '../../src/modules/public-menus/http-cache';
import { testAppForSuite } from '../helpers/app';

// docs/product.md §1 (landing): `/` is prerendered HTML in the visitor's language, complete with
// JavaScript off, with its head tags for search and link previews; a signed-in visitor is sent
// to /dashboard by the page's one inline script, which the Content-Security-Policy allows by hash.

const t = testAppForSuite({ env: { SUPPORT_EMAIL: 'help@menus.example' } });

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const inlineScript = (html: string) => /<script>([^<]*)<\/script>/.exec(html)?.[1] ?? '';
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ');

describe('GET / (landing page)', () => {
  it('answers English HTML with the head tags, hreflang alternates and caching headers', async () => {
    const response = await get('/?lang=en');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(response.headers.vary).toBe('Accept-Encoding, Accept-Language');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    const html = response.body;
    const base = t.config.appUrl.replace(/\/+$/, '');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(
      '<title>Carta · Digital menus for restaurants, ready in 5 minutes</title>',
    );
    expect(html).toMatch(/<meta name="description" content="Create a beautiful digital menu/);
    expect(html).toContain(`<link rel="canonical" href="${base}/?lang=en">`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${base}/?lang=en">`);
    expect(html).toContain(`<link rel="alternate" hreflang="es" href="${base}/?lang=es">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${base}/">`);
    expect(html).toContain('<meta property="og:title" content="Carta · Digital menus');
    expect(html).toContain('<meta property="og:description"');
    expect(html).toContain(`<meta property="og:url" content="${base}/?lang=en">`);
    expect(html).toContain('<meta property="og:locale" content="en_US">');
  });

  it('has the plans, the claims, the testimonials and the calls to action without JavaScript', async () => {
    const html = (await get('/?lang=en')).body;
    const page = text(html);
    expect(page).toContain('Create your first menu in under 5 minutes');
    expect(page).toContain('Trusted by 10,000 businesses');
    expect(page).toContain('Free to start · No credit card required');
    // Starter: free, 1 business, up to 3 menus; Professional: $19 per month, 5 businesses,
    // unlimited menus, premium themes; Enterprise: custom.
    expect(page).toMatch(/Starter .*Free .*1 business .*Up to 3 menus/);
    expect(page).toMatch(
      /Professional .*\$19 per month .*Up to 5 businesses .*Unlimited menus .*Premium themes/,
    );
    expect(page).toMatch(/Enterprise .*Custom .*Unlimited businesses/);
    expect(html.match(/aria-label="Rated 5 out of 5"/g)?.length).toBeGreaterThanOrEqual(3);
    expect(html.match(/<blockquote/g)).toHaveLength(3);
    expect(html).toContain('href="/sign-in"');
    expect(html).toContain('href="/sign-up"');
    expect(html).toContain('href="mailto:help@menus.example"');
    // The demo menu: the public menu's components, once per preset.
    expect(html.match(/class="demo-panel"/g)).toHaveLength(3);
    expect(html).toContain('class="pm pm--preview"');
    expect(page).toContain('Guacamole and chips');
  });

  it('answers Spanish for ?lang=es and for a Spanish browser; the canonical is the address asked', async () => {
    const base = t.config.appUrl.replace(/\/+$/, '');
    for (const [response, canonical] of [
      [await get('/?lang=es'), `${base}/?lang=es`],
      [await get('/', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' }), `${base}/`],
    ] as const) {
      const html = response.body;
      expect(html).toContain(`<link rel="canonical" href="${canonical}">`);
      expect(html).toContain('<html lang="es">');
      expect(html).toContain(
        '<title>Carta · Menús digitales para restaurantes, listos en 5 minutos</title>',
      );
      expect(html).toContain('/?lang=es">');
      expect(html).toContain('<meta property="og:locale" content="es_ES">');
      const page = text(html);
      expect(page).toContain('Crea tu primer menú en menos de 5 minutos');
      expect(page).toContain('Más de 10.000 negocios');
      expect(page).toMatch(/Inicial .*Gratis .*1 negocio .*Hasta 3 menús/);
      expect(page).toMatch(/Profesional .*\$19 al mes .*Hasta 5 negocios .*Menús ilimitados/);
      expect(page).toContain('A medida');
    }
    const english = await get('/', { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(english.body).toContain('<html lang="en">');
  });

  it('sends a signed-in visitor to /dashboard with an inline script the CSP allows by its hash', async () => {
    const response = await get('/?lang=en');
    const script = inlineScript(response.body);
    expect(script).toContain('localStorage');
    expect(script).toContain('"carta.user"');
    expect(script).toContain('l.replace("/dashboard")');
    const hash = createHash('sha256').update(script).digest('base64');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(
      new RegExp(`script-src 'self'[^;]* 'sha256-${hash.replace(/[+/]/g, '\\$&')}'`),
    );
    // Only this page's CSP carries the hash.
    const other = await get('/sign-in');
    expect(String(other.headers['content-security-policy'])).not.toContain('sha256-');
  });

  it('answers 304 to a matching If-None-Match and compresses with brotli', async () => {
    const first = await get('/?lang=en', { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    const again = await get('/?lang=en', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });
});
