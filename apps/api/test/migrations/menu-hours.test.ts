import { describe, expect, it } from 'vitest';
import { BusinessSchema, MenuSchema, PublicMenuSchema } from '@carta/shared';
import { migrationSuite } from '../helpers/migrations';
import { createBusiness, createMenu } from '../helpers/fixtures';

/**
 * Migration 0004 adds menu hours and the business time zone (docs/product.md, "Hours") without
 * changing what guests see: a database of the previous version is rebuilt by dropping 0004's
 * columns from rows written through the API, then 0004's own statements run again.
 */

const { t, owner, call, execute, runMigration } = migrationSuite('0004_menu_hours.sql');

describe('migration 0004: menu hours (issue 13)', () => {
  it('keeps every business and menu; businesses in UTC, menus always available', async () => {
    const business = await createBusiness(t, owner, { name: 'Old Tavern', currency: 'EUR' });
    const menu = await createMenu(t, owner, business.id, { name: 'Lunch' });

    await execute('ALTER TABLE "menus" DROP CONSTRAINT "menus_hours_check"');
    await execute('ALTER TABLE "menus" DROP COLUMN "hours"');
    await execute('ALTER TABLE "businesses" DROP COLUMN "time_zone"');
    await runMigration();

    const readBusiness = BusinessSchema.parse(
      (await call('GET', `/api/businesses/${business.id}`)).json(),
    );
    expect(readBusiness).toEqual({ ...business, time_zone: 'UTC' });
    const readMenu = MenuSchema.parse((await call('GET', `/api/menus/${menu.id}`)).json());
    expect(readMenu).toEqual({ ...menu, hours: [] });
    const guest = PublicMenuSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/public/menus/${menu.id}` })).json(),
    );
    expect(guest.enabled && guest.availability.open).toBe(true);
  });
});
