import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  menuAvailability,
  menuLanguagesOf,
  menuPath,
  placePath,
  PUBLIC_BODIES,
  PUBLIC_MENU_JSON_PART_DISHES,
  PUBLIC_RENDER_QUEUE,
  partCategories,
  splitMenu,
  type DietFilter,
  type Language,
  type PublicMenu,
  type PublicMenuAvailable,
  type PublicPlace,
  type RenderPublicMenuPage,
} from '@carta/shared';
import type { AppConfig } from '../../config';
import { createAddressBook, type AddressBook } from './address-book';
import { createBodyMemory } from './body-memory';
import { createPublicMenuCache } from './public-menu-cache';
import { createPublicMenusRepository, type PublicProductRow } from './public-menus.repository';
import { listenForContentChanges } from '../../db/content-changes';
import { createNoticeLedger, type NoticeLedger } from './notice-ledger';
import { createPublicRenderWorker, type PublicRenderWorker } from './public-render-worker';
import { createRenderQueue } from './render-queue';
import { createStoredBodiesRepository } from './stored-bodies.repository';
import { createStoredPublicCache, type StoredPublicCache } from './stored-public-cache';
import { loadBuiltRenderer, loadPageAssets } from './page-renderer';
import { availabilityAt, toPublicMenu } from './to-public-menu';
import { placeAt, placeLanguages } from './to-public-place';

declare module 'fastify' {
  interface FastifyInstance {
    /** Rendered public menus (JSON and pages), kept until their content changes. */
    publicMenus: StoredPublicCache & {
      pagesAvailable: boolean;
      /** The page answered with a 503 when renders wait too long (reloads by itself). */
      busyPage: (language: Language) => string;
    };
    /** Rendered business pages (`/b/:businessId`), kept the same way. */
    publicPlaces: StoredPublicCache<PublicPlace>;
    /** Renders changed public pages ahead of guests (public-render-worker.ts). */
    publicRenderWorker: PublicRenderWorker;
    /** Readable addresses (slugs) to ids. */
    publicAddresses: AddressBook;
  }
}

/**
 * Memory for menus being rendered (their rows and menu objects) and their filtered pages: what
 * guests are served is stored and held compressed (PUBLIC_BODIES), so this holds only the few
 * menus rendered lately (docs/performance.md, "Many menus").
 */
export const PUBLIC_MENU_CACHE_BYTES = 16 * 1024 * 1024;
/** Business pages are a list of menu names: far smaller than menus. */
export const PUBLIC_PLACE_CACHE_BYTES = 4 * 1024 * 1024;
/** A change made through another server process shows within this time (docs/public-menu.md). */
export const PUBLIC_MENU_REVALIDATE_MS = 500;

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const dishCounts = (menu: PublicMenuAvailable) =>
  menu.categories.map((category) => category.products.length);

/** About the memory the rows of a menu hold (and its menu in one language): strings and objects. */
const rowsWeight = (rows: readonly PublicProductRow[]) =>
  rows.reduce((sum, row) => sum + 512 + 2 * (row.name.length + (row.description?.length ?? 0)), 0);

export interface PublicMenusPluginOptions {
  config: Readonly<AppConfig>;
  /** The page renderer; by default the web build's (tests pass the source one). */
  renderer?: RenderPublicMenuPage;
}

async function cachesFor(
  app: FastifyInstance,
  options: PublicMenusPluginOptions,
  notices: NoticeLedger,
) {
  const { config } = options;
  const renderer = options.renderer ?? (await loadBuiltRenderer(config.webSsrDir));
  if (!renderer) {
    app.log.warn(
      `The public menu page is not built (no renderer in ${config.webSsrDir}): /m/:menuId answers 503 until \`npm run build\``,
    );
  }
  const assets = await loadPageAssets(config.webDistDir);
  const repository = createPublicMenusRepository(app.db);
  // One queue for every public render of this process (docs/public-menu.md, "A big menu in parts").
  const renderQueue = createRenderQueue(PUBLIC_RENDER_QUEUE);
  const onStale = (id: string, error: unknown) =>
    app.log.warn({ err: error, id }, 'public page check failed; serving the last copy');
  const placeRenderer = createPublicMenuCache<PublicPlace>({
    source: {
      contentVersion: (businessId) => repository.businessVersion(businessId),
      async load(businessId, at) {
        const version = await repository.businessVersion(businessId);
        if (version === null) return null;
        const business = await repository.findBusiness(businessId);
        if (!business) return null;
        const { place, validUntil } = placeAt(
          business,
          await repository.placeMenus(businessId),
          at,
        );
        return {
          version,
          businessId,
          languages: placeLanguages(business),
          menu: place,
          validUntil,
          path: placePath(business),
        };
      },
    },
    renderPage: (place, language, _filter, languageInAddress) => {
      if (!renderer) throw new Error('The public menu page is not built');
      return renderer({
        place,
        language,
        languageInAddress,
        placeUrl: `${config.appUrl}${placePath(place.business)}`,
        appUrl: config.appUrl,
        supportEmail: config.supportEmail,
        assets,
      });
    },
    maxBytes: PUBLIC_PLACE_CACHE_BYTES,
    revalidateMs: PUBLIC_MENU_REVALIDATE_MS,
    onStale,
    renderQueue,
    level: 'best',
  });
  const menuRenderer = createPublicMenuCache<PublicMenu>({
    source: {
      contentVersion: (menuId) => repository.contentVersion(menuId),
      async load(menuId, at) {
        // The version is read before the rows: a write in between makes the next check reload.
        const version = await repository.contentVersion(menuId);
        if (version === null) return null;
        const menu = await repository.findMenu(menuId);
        if (!menu) return null;
        if (!menu.enabled) {
          return {
            version,
            businessId: menu.business.id,
            languages: [],
            menu: () => ({ enabled: false }),
            validUntil: null,
            path: null,
          };
        }
        const products = await repository.visibleProducts(menuId, {
          includeSoldOut: menu.business.showSoldOut,
        });
        // Other menus matter only while this one is closed (the "open now" links).
        const closed = !menuAvailability(menu.hours, menu.business.timeZone, at).open;
        const siblings = closed ? await repository.siblingMenus(menu.business.id, menuId) : [];
        const { availability, validUntil, siblingTranslations } = availabilityAt(
          menu,
          siblings,
          at,
        );
        return {
          version,
          businessId: menu.business.id,
          languages: menuLanguagesOf(menu.business.primaryLanguage, menu.business.otherLanguages),
          menu: (language) =>
            toPublicMenu(menu, products, availability, language, siblingTranslations),
          validUntil,
          path: menuPath(menu, menu.business),
          viewZone: menu.business.timeZone,
          weight: rowsWeight(products),
        };
      },
    },
    renderPage: (menu, language: Language, filter: DietFilter, languageInAddress, part) => {
      if (!renderer) throw new Error('The public menu page is not built');
      const menuUrl = menu.enabled
        ? `${config.appUrl}${menuPath(menu, menu.business)}`
        : config.appUrl;
      return renderer({
        menu,
        language,
        filter,
        languageInAddress,
        part,
        menuUrl,
        appUrl: config.appUrl,
        supportEmail: config.supportEmail,
        assets,
      });
    },
    partCount: (menu) => (menu.enabled ? splitMenu(dishCounts(menu)).length : 1),
    jsonParts: {
      count: (menu) =>
        menu.enabled ? splitMenu(dishCounts(menu), PUBLIC_MENU_JSON_PART_DISHES).length : 1,
      value(menu, part) {
        if (!menu.enabled) return menu;
        const parts = splitMenu(dishCounts(menu), PUBLIC_MENU_JSON_PART_DISHES);
        if (parts.length < 2) return menu;
        return {
          ...menu,
          categories: partCategories(menu.categories, parts[part - 1]!),
          part: { current: part, count: parts.length },
        };
      },
    },
    maxBytes: PUBLIC_MENU_CACHE_BYTES,
    revalidateMs: PUBLIC_MENU_REVALIDATE_MS,
    onStale,
    renderQueue,
    level: 'best',
  });
  // Guests are served from stored bodies; the renderers above make what is missing or changed.
  const store = createStoredBodiesRepository(app.db);
  const memory = createBodyMemory(PUBLIC_BODIES.memoryBytes);
  const onStoreError = (id: string, error: unknown) =>
    app.log.warn({ err: error, id }, 'a rendered public page could not be stored');
  const stored = {
    store,
    memory,
    headsMax: PUBLIC_BODIES.headsMax,
    revalidateMs: PUBLIC_MENU_REVALIDATE_MS,
    onStale,
    onStoreError,
    notices,
  };
  const cache = createStoredPublicCache<PublicMenu>({
    ...stored,
    kind: 'menu',
    renderer: menuRenderer,
  });
  const places = createStoredPublicCache<PublicPlace>({
    ...stored,
    kind: 'place',
    renderer: placeRenderer,
  });
  const worker = createPublicRenderWorker({
    store,
    menus: cache,
    places,
    renderQueue,
    log: app.log,
    ...PUBLIC_BODIES.worker,
  });
  const addresses = createAddressBook(repository, {
    revalidateMs: PUBLIC_MENU_REVALIDATE_MS,
    notices,
  });
  return {
    menus: Object.assign(cache, {
      pagesAvailable: renderer !== null,
      busyPage: (language: Language) =>
        renderer?.({
          busy: true,
          language,
          retryAfterSeconds: PUBLIC_RENDER_QUEUE.retryAfterSeconds,
          assets,
        }) ?? '',
    }),
    places,
    addresses,
    worker,
  };
}

/**
 * Public menus for guests (docs/public-menu.md): the cache every public read goes through, and the
 * hook that marks it for a check after each write this process makes. Writes by other processes
 * reach it through the content version (see public-menu-cache.ts).
 */
export const publicMenusPlugin = fp<PublicMenusPluginOptions>(
  async (app, options) => {
    // Other processes' writes (and this one's) are announced when they commit: what they change
    // is checked at once, and what they do not is served without asking (docs/public-menu.md).
    const changes = listenForContentChanges(app.database, (error) =>
      app.log.warn({ err: error }, 'could not listen for content changes; checking by age'),
    );
    const notices = createNoticeLedger(() => changes.live);
    const caches = await cachesFor(app, options, notices);
    changes.subscribe({
      changed: (businessId) => notices.note(businessId),
      // Notices were missed while the connection was down: everything is checked once.
      resync: () => {
        caches.menus.noteLocalWrite();
        caches.places.noteLocalWrite();
        caches.addresses.noteLocalWrite();
      },
    });
    app.decorate('publicMenus', caches.menus);
    app.decorate('publicPlaces', caches.places);
    app.decorate('publicAddresses', caches.addresses);
    app.decorate('publicRenderWorker', caches.worker);
    // Without the page renderer there is nothing to render ahead (guests get the 503 page).
    if (caches.menus.pagesAvailable) app.addHook('onReady', async () => caches.worker.start());
    app.addHook('onClose', async () => {
      await caches.worker.stop();
      await Promise.all([caches.menus.saved(), caches.places.saved()]);
      await changes.close();
    });
    // onSend runs after the handler (and its transaction) finished, before the client hears back.
    // A notice may reach this process only after its own writer has answered (PostgreSQL sends it
    // on another connection), so this process's writes still mark every answer for a check.
    // A callback, not an async function: no promise for every guest's request.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (MUTATING.has(request.method) && reply.statusCode < 400) {
        app.publicMenus.noteLocalWrite();
        app.publicPlaces.noteLocalWrite();
        app.publicAddresses.noteLocalWrite();
      }
      done(null, payload);
    });
  },
  { name: 'carta-public-menus', dependencies: ['carta-db'] },
);
