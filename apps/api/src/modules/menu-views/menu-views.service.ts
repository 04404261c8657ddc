import {
  addDays,
  dayInZone,
  MENU_VIEWS_DEFAULT_DAYS,
  MENU_VIEWS_TOP_MENUS,
  VIEW_DEVICES,
  VIEW_SOURCES,
  type MenuViewsQuery,
  type MenuViewsStats,
  type ViewDevice,
  type ViewSource,
} from '@carta/shared';
import type { Database } from '../../db/client';
import { findOwnedBusinessOr404 } from '../businesses/businesses.service';
import { createMenuViewsRepository } from './menu-views.repository';

/** Most first; ties by key, so the order never depends on the database. */
const byViews =
  <T extends { views: number }>(key: (item: T) => string) =>
  (a: T, b: T) =>
    b.views - a.views || key(a).localeCompare(key(b));

/**
 * The range asked for, in the business's days: by default the last MENU_VIEWS_DEFAULT_DAYS
 * ending today; one end alone sets a range of that length from or to it.
 */
export function viewsRange(query: MenuViewsQuery, today: string): { from: string; to: string } {
  const span = MENU_VIEWS_DEFAULT_DAYS - 1;
  if (query.from && query.to) return { from: query.from, to: query.to };
  if (query.from) return { from: query.from, to: addDays(query.from, span) };
  const to = query.to ?? today;
  return { from: addDays(to, -span), to };
}

export function createMenuViewsService(db: Database, now: () => number = Date.now) {
  const views = createMenuViewsRepository(db);

  return {
    /** A business's menu views (docs/product.md, "Menu views"); 404 when not the account's. */
    async stats(
      accountId: string,
      businessId: string,
      query: MenuViewsQuery,
    ): Promise<MenuViewsStats> {
      const business = await findOwnedBusinessOr404(db, accountId, businessId);
      const { from, to } = viewsRange(query, dayInZone(now(), business.timeZone));
      const rows = await views.totals(businessId, from, to);

      const perDay = new Map<string, number>();
      const perMenu = new Map<string, number>();
      const sources: { source: ViewSource; views: number }[] = [];
      const devices: { device: ViewDevice; views: number }[] = [];
      const languages: { language: string; views: number }[] = [];
      let total = 0;
      for (const row of rows) {
        const count = Number(row.views);
        if (row.day !== null) {
          perDay.set(row.day, count);
          total += count;
        } else if (row.menu_id !== null) perMenu.set(row.menu_id, count);
        else if (row.source !== null)
          sources.push({ source: row.source as ViewSource, views: count });
        else if (row.device !== null)
          devices.push({ device: row.device as ViewDevice, views: count });
        else if (row.language !== null) languages.push({ language: row.language, views: count });
      }

      const days: MenuViewsStats['days'] = [];
      for (let day = from; day <= to; day = addDays(day, 1)) {
        days.push({ day, views: perDay.get(day) ?? 0 });
      }
      const names = new Map(
        (await views.menuNames(businessId, [...perMenu.keys()])).map((menu) => [
          menu.id,
          menu.name,
        ]),
      );
      const topMenus = [...perMenu]
        .flatMap(([id, count]) => {
          const name = names.get(id);
          return name === undefined ? [] : [{ id, name, views: count }];
        })
        .sort(byViews((menu) => menu.name))
        .slice(0, MENU_VIEWS_TOP_MENUS);

      return {
        from,
        to,
        time_zone: business.timeZone,
        total,
        days,
        top_menus: topMenus,
        sources: sources.sort(byViews((item) => String(VIEW_SOURCES.indexOf(item.source)))),
        devices: devices.sort(byViews((item) => String(VIEW_DEVICES.indexOf(item.device)))),
        languages: languages.sort(byViews((item) => item.language)),
      };
    },
  };
}
