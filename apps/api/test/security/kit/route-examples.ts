import { DEFAULT_THEME } from '@carta/shared';
import type { RouteEntry } from '../../../src/plugins/route-table';
import type { OwnerWorld } from './world';

/** Ids, names and secrets a request may carry: the acting owner's own, or a victim's. */
export type Refs = Pick<
  OwnerWorld,
  | 'id'
  | 'email'
  | 'password'
  | 'business'
  | 'product'
  | 'category'
  | 'menu'
  | 'menuSlug'
  | 'file'
  | 'mail'
  | 'apiToken'
  | 'webhook'
  | 'webhookDelivery'
>;

/** Why a route has no "another owner" cell. */
interface NoIds {
  none: string;
}

/**
 * How to call one route with valid input, and what each kind of caller gets. Every route of the
 * route table needs an entry: a route missing here fails the access matrix and the generated input.
 */
export interface RouteExample {
  /** A valid JSON body made from the refs (the acting owner's, or another's in cross-owner cells). */
  body?: (refs: Refs) => Record<string, unknown>;
  query?: (refs: Refs) => Record<string, string>;
  /** The route takes a multipart upload (the world supplies a valid image form). */
  multipart?: true;
  /** What `*` stands for in a wildcard route. */
  wildcard?: string;
  /** Public routes: the status every caller gets, with or without (bad) tokens. */
  publicStatus?: number;
  /** A public route that writes when it succeeds (sign-up): tried once, outside the snapshots. */
  writes?: true;
  /** Authenticated routes: the status of the owner's own valid request (the control). */
  ok?: number;
  /** Another owner with the victim's ids in path, query and body refs. */
  cross?: number | NoIds;
  /** Another owner on their own item (path) with the victim's ids in the body refs. */
  crossRefs?: number;
}

const routeKey = (route: Pick<RouteEntry, 'method' | 'url'>) => `${route.method} ${route.url}`;

const NOT_A_TOKEN = 'bm90LWEtcmVhbC10b2tlbi0wMDAwMDAwMDAwMDAwMDAwMDAwMDAwMA';
const UNKNOWN_EMAIL = 'nobody-here@example.com';

const crud = (
  path: 'products' | 'categories' | 'menus',
  create: (refs: Refs) => Record<string, unknown>,
  update: (refs: Refs) => Record<string, unknown>,
): Record<string, RouteExample> => ({
  [`GET /api/${path}`]: {
    query: (r) => ({ business_id: r.business, page: '1', items_per_page: '50' }),
    ok: 200,
    cross: 404,
  },
  [`POST /api/${path}`]: { body: create, ok: 201, cross: 404 },
  [`GET /api/${path}/:id`]: { ok: 200, cross: 404 },
  [`POST /api/${path}/:id`]: { body: update, ok: 200, cross: 404, crossRefs: 400 },
  [`PATCH /api/${path}/:id`]: { body: update, ok: 200, cross: 404, crossRefs: 400 },
  [`DELETE /api/${path}/:id`]: { ok: 204, cross: 404 },
});

const businessBody = (r: Refs) => ({
  name: 'Matrix Cafe',
  logo: r.file,
  phone: '+34 600 000 000',
  website: 'https://example.com',
  instagram: 'matrix.cafe',
});

export const ROUTE_EXAMPLES: Record<string, RouteExample> = {
  // Public: documentation, configuration, health, captcha.
  'GET /api/docs': { publicStatus: 200 },
  'GET /api/docs/static/index.html': { publicStatus: 302 },
  'GET /api/docs/static/swagger-initializer.js': { publicStatus: 200 },
  'GET /api/docs/json': { publicStatus: 200 },
  'GET /api/docs/yaml': { publicStatus: 200 },
  'GET /api/docs/static/*': { publicStatus: 200, wildcard: 'swagger-ui.css' },
  'GET /api/config': { publicStatus: 200 },
  'GET /api/health': { publicStatus: 200 },
  'GET /api/captcha/config': { publicStatus: 200 },
  // CAPTCHA_PROVIDER=none in tests: no challenge to hand out.
  'GET /api/captcha/challenge': { publicStatus: 404 },

  // Public: accounts. Bodies that change nothing when they are refused or answered.
  'POST /api/accounts/signup': {
    publicStatus: 201,
    writes: true,
    body: () => ({ email: `matrix-${Date.now()}@example.com`, password: 'matrix-pass-123' }),
  },
  'GET /api/accounts/activate/:token': { publicStatus: 302 },
  'POST /api/accounts/resend-activation': {
    publicStatus: 200,
    body: () => ({ email: UNKNOWN_EMAIL }),
  },
  'POST /api/accounts/signin': {
    publicStatus: 401,
    body: (r) => ({ email: r.email, password: 'wrong-password-1' }),
  },
  'POST /api/accounts/refresh': {
    publicStatus: 401,
    body: () => ({ refresh_token: NOT_A_TOKEN }),
  },
  'POST /api/accounts/request-reset-password': {
    publicStatus: 200,
    body: () => ({ email: UNKNOWN_EMAIL }),
  },
  'GET /api/accounts/reset-password/:token': { publicStatus: 400 },
  'POST /api/accounts/reset-password/:token': {
    publicStatus: 400,
    body: () => ({ password: 'matrix-pass-123' }),
  },

  // Accounts of the signed-in owner, and the admins' list.
  'POST /api/accounts/change-password': {
    body: (r) => ({ password: r.password, new_password: 'matrix-pass-456' }),
    ok: 200,
    cross: { none: 'acts on the caller only; no id to swap' },
  },
  'GET /api/accounts/me': { ok: 200, cross: { none: 'the caller only' } },
  'GET /api/accounts': {
    query: () => ({ page: '1', items_per_page: '25' }),
    ok: 200,
    cross: { none: 'admins only; every account is the point' },
  },
  // Outgoing mail in the admin area (docs/architecture.md, "Outgoing mail").
  'GET /api/admin/mail': {
    query: () => ({ page: '1', items_per_page: '25' }),
    ok: 200,
    cross: { none: 'admins only; all mail is the point' },
  },
  'POST /api/admin/mail/:id/retry': { ok: 204, cross: { none: 'admins only; any mail' } },
  // Personal API tokens (docs/integrations.md): signed in to the app only, never with a token.
  'GET /api/accounts/api-tokens': { ok: 200, cross: { none: 'the caller’s tokens only' } },
  'POST /api/accounts/api-tokens': {
    body: () => ({ name: 'Matrix token', scope: 'read', expires_in_days: 30 }),
    ok: 201,
    cross: { none: 'creates a token of the caller; no id to swap' },
  },
  'DELETE /api/accounts/api-tokens/:id': { ok: 204, cross: 404 },

  // Files.
  'POST /api/files/upload': {
    multipart: true,
    ok: 201,
    cross: { none: 'stores a new file of the caller; no id to swap' },
  },
  'GET /api/files/:name': { publicStatus: 200 },

  // Businesses, statistics, activity.
  'GET /api/businesses': {
    query: () => ({ page: '1', items_per_page: '50' }),
    ok: 200,
    cross: { none: 'the caller’s businesses only; no id filter' },
  },
  // Another owner's logo is refused (400) when creating one's own business.
  'POST /api/businesses': { body: businessBody, ok: 201, cross: 400 },
  'GET /api/businesses/:id': { ok: 200, cross: 404 },
  'POST /api/businesses/:id': { body: businessBody, ok: 200, cross: 404, crossRefs: 400 },
  'PATCH /api/businesses/:id': { body: businessBody, ok: 200, cross: 404, crossRefs: 400 },
  'DELETE /api/businesses/:id': { ok: 204, cross: 404 },
  'GET /api/stats': { ok: 200, cross: { none: 'the caller’s businesses only' } },
  'GET /api/stats/:businessId': { ok: 200, cross: 404 },
  'GET /api/stats/:businessId/views': {
    query: () => ({ from: '2026-01-01', to: '2026-01-31' }),
    ok: 200,
    cross: 404,
  },
  'GET /api/businesses/:id/activity': { query: () => ({ limit: '5' }), ok: 200, cross: 404 },
  'GET /api/businesses/:id/missing-translations': { ok: 200, cross: 404 },

  // Import and export (docs/product.md, "Import and export").
  'GET /api/businesses/:id/export.json': { ok: 200, cross: 404 },
  'GET /api/businesses/:id/products.csv': { ok: 200, cross: 404 },
  'POST /api/businesses/:id/imports/products/preview': {
    body: () => ({ csv: 'name,price\nMatrix Tea,2.50\n' }),
    ok: 200,
    cross: 404,
  },
  'POST /api/businesses/:id/imports/products': {
    body: () => ({ csv: 'name,price\nMatrix Tea,2.50\n' }),
    ok: 200,
    cross: 404,
  },
  'POST /api/businesses/import': {
    body: () => ({
      format: 'carta-catalogue',
      version: 1,
      business: { name: 'Matrix Copy' },
      products: [{ ref: 'p1', name: 'Matrix Tea', price: '2.50' }],
      categories: [{ ref: 'c1', name: 'Matrix Drinks', products: ['p1'] }],
      menus: [{ name: 'Matrix Menu', categories: ['c1'] }],
    }),
    ok: 201,
    cross: { none: 'creates a new business of the caller; the document holds no ids' },
  },

  // Catalogue.
  ...crud(
    'products',
    (r) => ({
      name: 'Matrix Dish',
      price: '9.50',
      description: 'Generated',
      image: r.file,
      business: { id: r.business },
    }),
    (r) => ({ name: 'Matrix Dish', price: '9.90', image: r.file, business: { id: r.business } }),
  ),
  ...crud(
    'categories',
    (r) => ({ name: 'Matrix Mains', products: [{ id: r.product }], business: { id: r.business } }),
    (r) => ({ name: 'Matrix Mains', products: [{ id: r.product }], business: { id: r.business } }),
  ),
  ...crud(
    'menus',
    (r) => ({
      name: 'Matrix Menu',
      categories: [{ id: r.category }],
      theme: DEFAULT_THEME,
      business: { id: r.business },
    }),
    (r) => ({
      name: 'Matrix Menu',
      categories: [{ id: r.category }],
      theme: DEFAULT_THEME,
      business: { id: r.business },
    }),
  ),

  // The print kit (docs/product.md, "Print kit"): PDFs made for the owner.
  'GET /api/menus/:id/table-cards.pdf': {
    query: () => ({ paper: 'letter', per_page: '6', pages: '2', lang: 'en' }),
    ok: 200,
    cross: 404,
  },
  'GET /api/businesses/:id/table-cards.pdf': { ok: 200, cross: 404 },
  'GET /api/menus/:id/print.pdf': { query: () => ({ paper: 'a4' }), ok: 200, cross: 404 },
  // Webhooks (docs/integrations.md, "Webhooks").
  'GET /api/businesses/:id/webhooks': { ok: 200, cross: 404 },
  'POST /api/businesses/:id/webhooks': {
    body: () => ({ url: 'https://hooks.example.com/matrix', events: ['product.changed'] }),
    ok: 201,
    cross: 404,
  },
  'GET /api/webhooks/:id': { ok: 200, cross: 404 },
  'PATCH /api/webhooks/:id': {
    body: () => ({ events: ['menu.changed', 'product.sold_out'], enabled: false }),
    ok: 200,
    cross: 404,
  },
  'DELETE /api/webhooks/:id': { ok: 204, cross: 404 },
  'POST /api/webhooks/:id/rotate-secret': { ok: 200, cross: 404 },
  'POST /api/webhooks/:id/ping': { ok: 202, cross: 404 },
  'GET /api/webhooks/:id/deliveries': { query: () => ({ limit: '20' }), ok: 200, cross: 404 },
  'POST /api/webhook-deliveries/:id/resend': { ok: 202, cross: 404 },

  // Public menus and the web app.
  'GET /api/public/menus/:id': { publicStatus: 200 },
  // The menu has a slug: its id address redirects to /m/<business>/<slug> (docs/product.md,
  // "Readable addresses").
  'GET /m/:menuId': { publicStatus: 302 },
  'GET /m/:business/:menuSlug': { publicStatus: 200 },
  // A business's own page: its menus (docs/product.md, "One QR for the place").
  'GET /api/public/businesses/:id': { publicStatus: 200 },
  'GET /b/:business': { publicStatus: 200 },
  // The landing page (docs/product.md §1), or the app shell where no landing build is present.
  'GET /': { publicStatus: 200 },
  // The world writes a stand-in index.html into WEB_DIST_DIR.
  'GET /*': { publicStatus: 200, wildcard: 'dashboard/products' },
};

/** The example of a route; throws (failing the test) for a route nobody classified. */
export function exampleOf(route: Pick<RouteEntry, 'method' | 'url'>): RouteExample {
  const example = ROUTE_EXAMPLES[routeKey(route)];
  if (!example) {
    throw new Error(
      `${routeKey(route)} is not in ROUTE_EXAMPLES (apps/api/test/security/kit/route-examples.ts): ` +
        'add how to call it and what each caller gets',
    );
  }
  return example;
}

/** The entity a `:id` stands for, from the path segment before it. */
const ID_ENTITIES: Record<string, keyof Refs> = {
  businesses: 'business',
  products: 'product',
  categories: 'category',
  menus: 'menu',
  mail: 'mail',
  'api-tokens': 'apiToken',
  webhooks: 'webhook',
  'webhook-deliveries': 'webhookDelivery',
};

/** Fills the path parameters of `url` from the refs, by parameter name (and entity for `:id`). */
export function fillPath(url: string, refs: Refs, example: RouteExample): string {
  const segments = url.split('/');
  return segments
    .map((segment, index) => {
      if (segment === '*') {
        if (example.wildcard === undefined) throw new Error(`${url}: no wildcard example`);
        return example.wildcard;
      }
      if (!segment.startsWith(':')) return segment;
      const name = segment.slice(1);
      switch (name) {
        case 'id': {
          const entity = ID_ENTITIES[segments[index - 1] ?? ''];
          if (!entity) throw new Error(`${url}: which entity is :id?`);
          return refs[entity];
        }
        case 'businessId':
        case 'business':
          return refs.business;
        case 'menuId':
          return refs.menu;
        case 'menuSlug':
          return refs.menuSlug;
        case 'name':
          return `${refs.file}-large.webp`;
        case 'token':
          return NOT_A_TOKEN;
        default:
          throw new Error(`${url}: no rule to fill :${name} (route-examples.ts, fillPath)`);
      }
    })
    .join('/');
}

/** The path parameter names of a route (`*` included). */
export const pathParams = (url: string) =>
  url
    .split('/')
    .filter((segment) => segment.startsWith(':') || segment === '*')
    .map((segment) => segment.replace(/^:/, ''));

export const queryString = (query: Record<string, string> | undefined) =>
  query && Object.keys(query).length > 0 ? `?${new URLSearchParams(query).toString()}` : '';
