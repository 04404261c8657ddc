import type { Browser, Locator, Page } from '@playwright/test';
import { ownerApi, type OwnerApi } from '../fixtures/catalogue';
import { expectToast } from '../fixtures/catalogue-forms';
import { englishTexts } from '../fixtures/languages';
import { expect, roleAccount, test, useSelectedBusiness } from '../fixtures/roles';
import { axeViolations } from '../fixtures/axe';
import {
  ALL_DAYS,
  GUEST_ZONE,
  hoursFromNow,
  type OpeningRange,
  whenText,
  ZONE,
} from '../fixtures/hours';

// Menus by time of day (docs/product.md, "Hours"): outside its hours a guest's menu says when it
// is served again, in the business's local time, and links to the business's menus served now;
// the owner sets the hours in the menu form; axe on the closed page.
//
// Never dependent on the time the tests run (fixtures/hours.ts).

/** A guest's page in its own context: no owner session, in GUEST_ZONE. */
async function guestPage(browser: Browser) {
  const context = await browser.newContext({ timezoneId: GUEST_ZONE });
  return { guest: await context.newPage(), close: () => context.close() };
}

/** A menu of one category of the given dishes, for the business, with these hours. */
async function createMenu(
  api: OwnerApi,
  business: { id: string },
  menu: { name: string; dishes: string[]; hours?: OpeningRange[]; enabled?: boolean },
): Promise<string> {
  const products = [];
  for (const name of menu.dishes) {
    products.push({ id: await api.post('/api/products', { name, price: '9', business }) });
  }
  const category = await api.post('/api/categories', {
    name: `${menu.name} dishes`,
    products,
    business,
  });
  return api.post('/api/menus', {
    name: menu.name,
    categories: [{ id: category }],
    business,
    hours: menu.hours ?? [],
    enabled: menu.enabled ?? true,
  });
}

const dish = (page: Page, name: string) => page.getByRole('heading', { level: 3, name });

// ---- A guest on a menu outside its hours ------------------------------------------------------

test.describe('a guest on a menu outside its hours', () => {
  test.use({ timezoneId: GUEST_ZONE });

  const BUSINESS = 'Kabul Kitchen';
  const menus = { evening: '', allDay: '', drinks: '', lateBar: '', hidden: '' };
  let nextOpen: Date;

  test.beforeAll(async ({ playwright }, testInfo) => {
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    try {
      const api = await ownerApi(request, roleAccount('owner'));
      const business = {
        id: await api.post('/api/businesses', { name: BUSINESS, time_zone: ZONE }),
      };
      const hours = hoursFromNow();
      nextOpen = hours.nextOpen;
      // Oldest first, as "served now" lists them; the closed and the hidden ones are never offered.
      menus.allDay = await createMenu(api, business, { name: 'All-day menu', dishes: ['Momo'] });
      menus.evening = await createMenu(api, business, {
        name: 'Evening set',
        dishes: ['Lamb curry', 'Dal bhat'],
        hours: [hours.closed],
      });
      menus.lateBar = await createMenu(api, business, {
        name: 'Late bar',
        dishes: ['Raksi'],
        hours: [hours.closedLater],
      });
      menus.hidden = await createMenu(api, business, {
        name: 'Staff menu',
        dishes: ['Staff noodles'],
        enabled: false,
      });
      menus.drinks = await createMenu(api, business, {
        name: 'Drinks',
        dishes: ['Masala chai'],
        hours: [hours.open],
      });
    } finally {
      await request.dispose();
    }
  });

  /** The notice of a closed menu, checked whole, in the page's language. */
  async function expectClosed(page: Page, language: 'en' | 'es') {
    const texts = {
      en: { title: 'Not served right now', next: 'Served again', now: 'Served now' },
      es: {
        title: 'No se sirve en este momento',
        next: 'Se vuelve a servir:',
        now: 'Se sirve ahora',
      },
    }[language];
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1, name: BUSINESS })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: texts.title })).toBeVisible();
    await expect(page.getByText(`${texts.next} ${whenText(nextOpen, language)}.`)).toBeVisible();
    const servedNow = page.getByRole('navigation', { name: texts.now });
    await expect(servedNow.getByRole('link')).toHaveText(['All-day menu', 'Drinks']);
    // The closed menu's own dishes and categories are not on the page.
    for (const name of ['Lamb curry', 'Dal bhat']) await expect(dish(page, name)).toHaveCount(0);
    await expect(page.getByText('Evening set dishes')).toHaveCount(0);
    return servedNow;
  }

  test('sees when it is served again and follows a link to a menu served now', async ({ page }) => {
    const response = await page.goto(`/m/${menus.evening}`);
    expect(response?.status()).toBe(200);
    const servedNow = await expectClosed(page, 'en');
    // In the business's local time, not the guest's (the browser's zone is GUEST_ZONE).
    expect(whenText(nextOpen, 'en')).not.toBe(
      new Intl.DateTimeFormat('en', {
        weekday: 'long',
        hour: 'numeric',
        minute: '2-digit',
        timeZone: GUEST_ZONE,
      })
        .format(nextOpen)
        .replace(/\s+/g, ' '),
    );

    // The JSON answer carries the same availability.
    const json = await page.request.get(`/api/public/menus/${menus.evening}`);
    expect(json.status()).toBe(200);
    const { availability } = (await json.json()) as {
      availability: { open: boolean; next_open: string; time_zone: string; open_now: object[] };
    };
    expect(availability).toEqual({
      open: false,
      next_open: expect.any(String),
      time_zone: ZONE,
      open_now: [
        { id: menus.allDay, name: 'All-day menu', slug: null },
        { id: menus.drinks, name: 'Drinks', slug: null },
      ],
    });
    expect(Date.parse(availability.next_open)).toBe(nextOpen.getTime());

    await servedNow.getByRole('link', { name: 'All-day menu' }).click();
    await expect(page).toHaveURL(new RegExp(`/m/${menus.allDay}\\?lang=en$`));
    await expect(dish(page, 'Momo')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Not served right now' })).toHaveCount(0);
    await expect(dish(page, 'Lamb curry')).toHaveCount(0);

    // A menu open by its hours is shown as usual, and its JSON says it is open.
    const drinks = await page.goto(`/m/${menus.drinks}`);
    expect(drinks?.status()).toBe(200);
    await expect(dish(page, 'Masala chai')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Not served right now' })).toHaveCount(0);
    const open = await (await page.request.get(`/api/public/menus/${menus.drinks}`)).json();
    expect(open.availability).toMatchObject({ open: true, next_open: null, time_zone: ZONE });
  });

  test('in Spanish (?lang=es): the notice, the next opening and the link stay in Spanish', async ({
    page,
  }) => {
    const response = await page.goto(`/m/${menus.evening}?lang=es`);
    expect(response?.status()).toBe(200);
    const servedNow = await expectClosed(page, 'es');
    expect(await englishTexts(page)).toEqual([]);

    await servedNow.getByRole('link', { name: 'Drinks' }).click();
    await expect(page).toHaveURL(new RegExp(`/m/${menus.drinks}\\?lang=es$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(dish(page, 'Masala chai')).toBeVisible();
    await expect(page.getByText('9,00\u00a0$', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No se sirve en este momento' })).toHaveCount(0);
  });

  test('the closed page has no axe violations, in English and in Spanish', async ({ page }) => {
    const problems: Record<string, string[]> = {};
    for (const language of ['en', 'es'] as const) {
      await page.goto(`/m/${menus.evening}?lang=${language}`);
      await expectClosed(page, language);
      const found = await axeViolations(page);
      if (found.length > 0) problems[language] = found;
    }
    expect(problems).toEqual({});
  });
});

// ---- The owner sets the hours -----------------------------------------------------------------

/** The li of a time range in the hours editor (its days' group is named "Time range N"). */
const rangeRow = (page: Page, number: number): Locator =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('group', { name: `Time range ${number}`, exact: true }) });

/** Sets a range's days (all of them checked, the others not) and its times. */
async function fillRange(row: Locator, range: OpeningRange) {
  const names = {
    mon: 'Monday',
    tue: 'Tuesday',
    wed: 'Wednesday',
    thu: 'Thursday',
    fri: 'Friday',
    sat: 'Saturday',
    sun: 'Sunday',
  } as const;
  for (const day of ALL_DAYS) {
    // Each day is a chip (a label) over a visually hidden checkbox: the owner taps the chip.
    const named = { name: names[day], exact: true };
    const checkbox = row.getByRole('checkbox', named);
    const wanted = range.days.includes(day);
    if ((await checkbox.isChecked()) !== wanted) {
      await row
        .locator('label')
        .filter({ has: row.page().getByRole('checkbox', named) })
        .click();
    }
    await expect(checkbox).toBeChecked({ checked: wanted });
  }
  await row.getByLabel('From', { exact: true }).fill(range.from);
  await row.getByLabel('To', { exact: true }).fill(range.to);
}

test('the owner sets hours in the menu form; the guest page follows; switched off it is always served', async ({
  ownerPage: page,
  request,
  browser,
}) => {
  const api = await ownerApi(request, roleAccount('owner'));
  const business = { id: await api.post('/api/businesses', { name: 'Thakali House' }) };
  await useSelectedBusiness(page, business.id);
  const menuId = await createMenu(api, business, { name: 'Thali', dishes: ['Thakali thali'] });
  const hours = hoursFromNow();
  const menuHours = async () =>
    (
      (await (await request.get(`/api/menus/${menuId}`, { headers: api.headers })).json()) as {
        hours: OpeningRange[];
      }
    ).hours;

  // The business's time zone, chosen on its form: the hours are in its local time.
  await page.goto(`/businesses/${business.id}/edit`);
  await page.getByLabel('Time zone', { exact: true }).selectOption(ZONE);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Business updated');

  const { guest, close } = await guestPage(browser);
  try {
    await guest.goto(`/m/${menuId}`);
    await expect(dish(guest, 'Thakali thali')).toBeVisible();

    const editMenu = async () => {
      await page.goto(`/menus/${menuId}/edit`);
      await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Thali');
      return page.getByRole('switch', { name: 'Only at set hours' });
    };
    const save = async () => {
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page).toHaveURL(/\/menus$/);
      await expectToast(page, 'Menu updated');
    };
    const expectGuestClosed = async () => {
      await guest.goto(`/m/${menuId}`);
      await expect(guest.getByRole('heading', { name: 'Not served right now' })).toBeVisible();
      await expect(
        guest.getByText(`Served again ${whenText(hours.nextOpen, 'en')}.`),
      ).toBeVisible();
      // The business's only menu: nothing else to offer.
      await expect(guest.getByRole('navigation', { name: 'Served now' })).toHaveCount(0);
      await expect(dish(guest, 'Thakali thali')).toHaveCount(0);
    };
    const expectGuestOpen = async () => {
      await guest.goto(`/m/${menuId}`);
      await expect(dish(guest, 'Thakali thali')).toBeVisible();
      await expect(guest.getByRole('heading', { name: 'Not served right now' })).toHaveCount(0);
    };

    // On: one range appears, Monday to Friday; the owner makes it every day at a closed hour.
    let limited = await editMenu();
    await expect(limited).not.toBeChecked();
    await expect(page.getByText(`Times in ${ZONE} (the business's time zone).`)).toBeVisible();
    await limited.click();
    await expect(limited).toBeChecked();
    const first = rangeRow(page, 1);
    await expect(first.getByRole('checkbox', { name: 'Friday' })).toBeChecked();
    await expect(first.getByRole('checkbox', { name: 'Saturday' })).not.toBeChecked();
    await fillRange(first, hours.closed);
    await save();
    expect(await menuHours()).toEqual([hours.closed]);
    await expectGuestClosed();

    // The owner's preview in the theme editor ignores the hours: its dishes show, no notice.
    await editMenu();
    await page.getByRole('button', { name: 'Customize theme' }).click();
    const preview = page
      .getByRole('dialog', { name: 'Customize theme' })
      .getByTestId('theme-preview');
    await expect(preview.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(preview.getByText('Not served right now')).toHaveCount(0);
    await page.keyboard.press('Escape');

    // A second range, served now: the menu is open. A range without a day cannot be saved.
    limited = await editMenu();
    await expect(limited).toBeChecked();
    await expect(first.getByLabel('From', { exact: true })).toHaveValue(hours.closed.from);
    await expect(first.getByLabel('To', { exact: true })).toHaveValue(hours.closed.to);
    await expect(first.getByRole('checkbox', { name: 'Sunday' })).toBeChecked();
    await page.getByRole('button', { name: 'Add a time range' }).click();
    const second = rangeRow(page, 2);
    await expect(second.getByRole('checkbox')).toHaveCount(7);
    await expect(second.getByRole('alert')).toHaveText('Choose at least one day');
    await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await fillRange(second, hours.open);
    await expect(second.getByRole('alert')).toHaveCount(0);
    await save();
    expect(await menuHours()).toEqual([hours.closed, hours.open]);
    await expectGuestOpen();

    // That range removed: closed again.
    await editMenu();
    await page.getByRole('button', { name: 'Remove time range 2' }).click();
    await expect(rangeRow(page, 2)).toHaveCount(0);
    await save();
    expect(await menuHours()).toEqual([hours.closed]);
    await expectGuestClosed();

    // Switched off: no hours, always served.
    limited = await editMenu();
    await limited.click();
    await expect(limited).not.toBeChecked();
    await expect(rangeRow(page, 1)).toHaveCount(0);
    await save();
    expect(await menuHours()).toEqual([]);
    await expectGuestOpen();
    const json = await (await guest.request.get(`/api/public/menus/${menuId}`)).json();
    expect(json.availability).toEqual({
      open: true,
      next_open: null,
      time_zone: ZONE,
      open_now: [],
    });
  } finally {
    await close();
  }
});
