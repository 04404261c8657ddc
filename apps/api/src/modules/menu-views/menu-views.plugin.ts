import fp from 'fastify-plugin';
import type { ViewSource } from '@carta/shared';
import { guestDevice, isPrefetch } from './guest-agent';
import { createMenuViewsRepository } from './menu-views.repository';
import { createViewCounter, type ViewCounter, VIEW_FLUSH_INTERVAL_MS } from './view-counter';

export interface MenuViewsPluginOptions {
  /** How often the batch is written; 0 writes only on `flush()` and on close (tests). */
  flushIntervalMs?: number;
  /** Reloads by the same visitor within this time count once. */
  dedupWindowMs?: number;
  now?: () => number;
}

/** One guest's view of a menu page, as the page route knows it. */
export interface MenuPageView {
  menuId: string;
  /** The business's zone: views count on its calendar day. */
  timeZone: string;
  /** The language the menu was shown in. */
  language: string;
  source: ViewSource;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Menu views (docs/product.md, "Menu views"): counted in memory, written in batches. */
    menuViews: {
      /**
       * Counts a guest's view unless it is a HEAD request, a bot, a prefetch or a reload from the
       * same address (the client IP as Fastify sees it, TRUST_PROXY included); never throws.
       */
      record(request: FastifyRequest, view: MenuPageView): void;
      /** Writes what was counted (also on a timer and when the app closes); never rejects. */
      flush(): Promise<void>;
      pending: ViewCounter['pending'];
    };
  }
}

export const menuViewsPlugin = fp<MenuViewsPluginOptions>(
  async (app, options) => {
    const repository = createMenuViewsRepository(app.db);
    const counter = createViewCounter({
      write: (rows) => repository.add(rows),
      onWriteError: (error, rows) =>
        app.log.warn({ err: error, rows }, 'menu views not written; kept for the next flush'),
      onDropped: (views) => app.log.warn({ views }, 'menu views dropped: too many kept unwritten'),
      dedupWindowMs: options.dedupWindowMs,
      now: options.now,
    });

    app.decorate('menuViews', {
      record(request, view) {
        // A HEAD request (a link checker, a monitor) gets the page's headers, never a view.
        if (request.method !== 'GET') return;
        try {
          const device = guestDevice(request.headers['user-agent']);
          if (device === null || isPrefetch(request.headers)) return;
          counter.count({ ...view, device, client: request.ip });
        } catch (error) {
          // Counting never fails a page.
          request.log.warn({ err: error }, 'menu view not counted');
        }
      },
      flush: () => counter.flush(),
      pending: () => counter.pending(),
    });

    const interval = options.flushIntervalMs ?? VIEW_FLUSH_INTERVAL_MS;
    const timer =
      interval > 0
        ? setInterval(() => {
            void counter.flush();
          }, interval)
        : undefined;
    timer?.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await counter.flush();
      // A flush already running when the app closed left what came after it.
      await counter.flush();
    });
  },
  { name: 'carta-menu-views', dependencies: ['carta-db'] },
);
