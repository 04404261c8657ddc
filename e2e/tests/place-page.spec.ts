import type { Locator, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { ownerApi, type OwnerApi } from '../fixtures/catalogue';
import { englishTexts } from '../fixtures/languages';
import { expect, roleAccount, test } from '../fixtures/roles';
import { axeViolations } from '../fixtures/axe';
import { GUEST_ZONE, hoursFromNow, type OpeningRange, whenText, ZONE } from '../fixtures/hours';
import { decodeQr } from '../fixtures/qr';

// One QR for the whole place (docs/product.md, "One QR for the place"): /b/:businessId, a
// server-rendered page for guests listing the business's enabled menus, those served now first,
// each with its status and hours in the business's time zone; its Share control and QR code carry
// APP_URL/b/:id, from the page and from the owner's business details page. Spanish, the language
// switch, a business with no menus, unknown ids, axe and phone screenshots.
//
// Never dependent on the time the tests run (fixtures/hours.ts).

const PHONE = { width: 390, height: 844 };
/** Outside the repository: screenshots for people to look at, not baselines. */
const SHOTS_DIR = '/tmp/place-shots';

type Language = 'en' | 'es';

/** The page's own texts (en.json / es.json: publicMenu, share) and the short day names. */
const TEXTS = {
  en: {
    menusOf: (business: string) => `Menus of ${business}`,
    servedNow: 'Served now',
    servedAgain: 'Served again',
    allDay: 'Served all day',
    everyDay: 'Mon–Sun',
    weekdays: 'Mon–Fri',
    share: 'Share',
    noMenus: 'No menus yet',
    languages: 'Menu language',
  },
  es: {
    menusOf: (business: string) => `Menús de ${business}`,
    servedNow: 'Se sirve ahora',
    servedAgain: 'Se vuelve a servir:',
    allDay: 'Se sirve todo el día',
    everyDay: 'lun–dom',
    weekdays: 'lun–vie',
    share: 'Compartir',
    noMenus: 'Todavía no hay menús',
    languages: 'Idioma del menú',
  },
} as const;

/** The QR code the dialog shows: its image's data: address, decoded. */
async function decodeShownQr(image: Locator): Promise<string | undefined> {
  const src = (await image.getAttribute('src')) ?? '';
  expect(src).toMatch(/^data:image\/png;base64,/);
  return decodeQr(Buffer.from(src.replace(/^data:image\/png;base64,/, ''), 'base64'));
}

/** A menu of one category of the given dishes, for the business. */
async function createMenu(
  api: OwnerApi,
  business: { id: string },
  menu: {
    name: string;
    dishes: string[];
    hours?: OpeningRange[];
    enabled?: boolean;
    translations?: object;
  },
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
    ...(menu.translations ? { translations: menu.translations } : {}),
  });
}

/** The list of the place's menus, and one menu's card in it. */
const placeMenus = (page: Page, business: string, language: Language = 'en') =>
  page.getByRole('navigation', { name: TEXTS[language].menusOf(business), exact: true });
const menuCard = (page: Page, list: Locator, name: string) =>
  list.getByRole('listitem').filter({
    has: page.getByRole('heading', { level: 2, name, exact: true }),
  });

const dish = (page: Page, name: string) => page.getByRole('heading', { level: 3, name });

// ---- A place with menus served now, one closed now and one switched off -----------------------

test.describe("a guest on the place's page", () => {
  test.use({ timezoneId: GUEST_ZONE });

  const BUSINESS = 'Kabul Corner';
  const PHONE_NUMBER = '+93 700 123 456';
  /** APP_URL/b/:id (APP_URL is the base URL, playwright.config.ts). */
  let placeUrl = '';
  let businessId = '';
  const menus = { evening: '', allDay: '', staff: '', drinks: '' };
  let hours: ReturnType<typeof hoursFromNow>;

  test.beforeAll(async ({ playwright }, testInfo) => {
    const { baseURL } = testInfo.project.use;
    const request = await playwright.request.newContext({ baseURL });
    try {
      const api = await ownerApi(request, roleAccount('owner'));
      businessId = await api.post('/api/businesses', {
        name: BUSINESS,
        time_zone: ZONE,
        phone: PHONE_NUMBER,
        website: 'https://kabulcorner.example',
        instagram: 'kabul.corner',
      });
      placeUrl = `${baseURL}/b/${businessId}`;
      const business = { id: businessId };
      hours = hoursFromNow();
      // Oldest first: the closed menu before those served now, which the page lists first.
      menus.evening = await createMenu(api, business, {
        name: 'Evening set',
        dishes: ['Qabuli pulao'],
        hours: [hours.closed, hours.closedWeekdays],
      });
      menus.allDay = await createMenu(api, business, { name: 'All-day menu', dishes: ['Bolani'] });
      menus.staff = await createMenu(api, business, {
        name: 'Staff menu',
        dishes: ['Staff noodles'],
        enabled: false,
      });
      menus.drinks = await createMenu(api, business, {
        name: 'Drinks',
        dishes: ['Green tea'],
        hours: [hours.open],
      });
    } finally {
      await request.dispose();
    }
  });

  /** Each card in order: name, status line, hours line; links in the page's language. */
  async function expectMenus(page: Page, language: Language) {
    const texts = TEXTS[language];
    const list = placeMenus(page, BUSINESS, language);
    await expect(list.getByRole('heading', { level: 2 })).toHaveText([
      'All-day menu',
      'Drinks',
      'Evening set',
    ]);
    const { open, closed, closedWeekdays, nextOpen } = hours;
    const expected: Array<[string, string, string, string]> = [
      ['All-day menu', menus.allDay, texts.servedNow, texts.allDay],
      ['Drinks', menus.drinks, texts.servedNow, `${texts.everyDay} ${open.from}–${open.to}`],
      [
        'Evening set',
        menus.evening,
        `${texts.servedAgain} ${whenText(nextOpen, language)}.`,
        `${texts.everyDay} ${closed.from}–${closed.to} · ${texts.weekdays} ${closedWeekdays.from}–${closedWeekdays.to}`,
      ],
    ];
    for (const [name, id, status, hoursLine] of expected) {
      const card = menuCard(page, list, name);
      await expect(card.getByRole('paragraph')).toHaveText([status, hoursLine]);
      await expect(card.getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        `/m/${id}?lang=${language}`,
      );
    }
    // The menu switched off is nowhere, not even in the data the page carries.
    await expect(page.getByText('Staff menu')).toHaveCount(0);
    expect(await page.content()).not.toContain('Staff menu');
    expect(await page.content()).not.toContain(menus.staff);
  }

  test('lists the menus served now first, then the closed one with its next opening, with their hours; a menu opens with its dishes', async ({
    page,
  }) => {
    const response = await page.goto(`/b/${businessId}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(`Menus of ${BUSINESS}`);
    await expect(page.getByRole('heading', { level: 1, name: BUSINESS })).toBeVisible();
    await expect(page.getByRole('link', { name: `Call ${PHONE_NUMBER}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      /instagram\.com\/kabul\.corner/,
    );
    await expect(page.getByRole('button', { name: `Share ${BUSINESS}` })).toBeVisible();
    // One menu language: no switch.
    await expect(page.getByRole('navigation', { name: TEXTS.en.languages })).toHaveCount(0);
    await expectMenus(page, 'en');
    // In the business's local time, not the guest's (the browser's zone is GUEST_ZONE).
    const guestWhen = new Intl.DateTimeFormat('en', {
      weekday: 'long',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: GUEST_ZONE,
    })
      .format(hours.nextOpen)
      .replace(/\s+/g, ' ');
    expect(whenText(hours.nextOpen, 'en')).not.toBe(guestWhen);

    // The JSON answer says the same.
    const json = await page.request.get(`/api/public/businesses/${businessId}`);
    expect(json.status()).toBe(200);
    const place = (await json.json()) as {
      id: string;
      time_zone: string;
      language: string;
      business: { name: string };
      menus: Array<{
        id: string;
        name: string;
        open: boolean;
        next_open: string | null;
        hours: OpeningRange[];
      }>;
    };
    expect(place).toMatchObject({
      id: businessId,
      time_zone: ZONE,
      language: 'en',
      business: { name: BUSINESS },
    });
    expect(place.menus).toEqual([
      {
        id: menus.allDay,
        name: 'All-day menu',
        slug: null,
        open: true,
        next_open: null,
        hours: [],
      },
      {
        id: menus.drinks,
        name: 'Drinks',
        slug: null,
        open: true,
        next_open: null,
        hours: [hours.open],
      },
      {
        id: menus.evening,
        name: 'Evening set',
        slug: null,
        open: false,
        next_open: expect.any(String),
        hours: [hours.closed, hours.closedWeekdays],
      },
    ]);
    expect(Date.parse(place.menus[2]!.next_open!)).toBe(hours.nextOpen.getTime());

    // A menu served now opens with its dishes; back, the closed one opens on its notice.
    await placeMenus(page, BUSINESS).getByRole('link', { name: 'All-day menu' }).click();
    await expect(page).toHaveURL(new RegExp(`/m/${menus.allDay}\\?lang=en$`));
    await expect(dish(page, 'Bolani')).toBeVisible();
    await page.goBack();
    await placeMenus(page, BUSINESS).getByRole('link', { name: 'Evening set' }).click();
    await expect(page).toHaveURL(new RegExp(`/m/${menus.evening}\\?lang=en$`));
    await expect(
      page.getByRole('heading', { level: 2, name: 'Not served right now' }),
    ).toBeVisible();
    await expect(dish(page, 'Qabuli pulao')).toHaveCount(0);
  });

  test('in Spanish (?lang=es): the page texts, days and next opening in Spanish; links keep it', async ({
    page,
  }) => {
    const response = await page.goto(`/b/${businessId}?lang=es`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle(`Menús de ${BUSINESS}`);
    await expect(page.getByRole('heading', { level: 1, name: BUSINESS })).toBeVisible();
    await expect(page.getByRole('link', { name: `Llamar al ${PHONE_NUMBER}` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Compartir ${BUSINESS}` })).toBeVisible();
    await expectMenus(page, 'es');
    // The owner's English names on a Spanish page say which language they are in.
    await expect(
      placeMenus(page, BUSINESS, 'es').getByRole('link', { name: 'Drinks' }),
    ).toHaveAttribute('lang', 'en');
    expect(await englishTexts(page)).toEqual([]);

    await placeMenus(page, BUSINESS, 'es').getByRole('link', { name: 'Drinks' }).click();
    await expect(page).toHaveURL(new RegExp(`/m/${menus.drinks}\\?lang=es$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(dish(page, 'Green tea')).toBeVisible();
    await expect(page.getByText('9,00\u00a0$', { exact: true })).toBeVisible();
  });

  test('Share: Copy link and the other options carry the place’s address, and its QR code scans to it', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto(`/b/${businessId}`);
    const share = page.getByRole('button', { name: `Share ${BUSINESS}` });
    await share.click();
    await expect(share).toHaveAttribute('aria-expanded', 'true');
    const options = page.getByRole('list', { name: 'Share options' });
    const href = async (name: string) =>
      new URL((await options.getByRole('link', { name }).getAttribute('href'))!);
    const whatsapp = await href('WhatsApp (opens in a new tab)');
    expect(whatsapp.searchParams.get('text')).toBe(
      `Take a look at the menus of ${BUSINESS}: ${placeUrl}`,
    );
    expect((await href('Facebook (opens in a new tab)')).searchParams.get('u')).toBe(placeUrl);
    const email = await href('Email');
    expect(email.searchParams.get('subject')).toBe(`Menus of ${BUSINESS}`);
    expect(email.searchParams.get('body')).toContain(placeUrl);

    await options.getByRole('button', { name: 'Copy link' }).click();
    await expect(options).toBeHidden();
    await expect(page.getByRole('button', { name: 'Link copied' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeAttached();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(placeUrl);
    // About two seconds later the button is back to Share.
    await expect(share).toBeVisible();

    await share.click();
    await options.getByRole('button', { name: 'QR code' }).click();
    const dialog = page.getByRole('dialog', { name: 'QR code' });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByText(`Scan it with a phone camera to open the menus of ${BUSINESS}.`),
    ).toBeVisible();
    await expect(dialog.getByText(placeUrl, { exact: true })).toBeVisible();
    const shown = dialog.getByRole('img', { name: `QR code that opens ${placeUrl}` });
    await expect(shown).toBeVisible();
    expect(await decodeShownQr(shown)).toBe(`${placeUrl}?src=qr`);

    const [png] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('link', { name: 'Download PNG' }).click(),
    ]);
    // The download name rule (docs/public-menu.md), from the business's name.
    expect(png.suggestedFilename()).toBe('kabul_corner_qr.png');
    expect(await decodeQr(await readFile(await png.path()))).toBe(`${placeUrl}?src=qr`);

    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(share).toBeFocused();
  });

  test("the owner shares the place's page from the business details page", async ({
    ownerPage: page,
    baseURL,
    browser,
  }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: baseURL,
    });
    await page.goto(`/businesses/${businessId}`);
    await expect(page.getByRole('heading', { level: 1, name: BUSINESS })).toBeVisible();
    const share = page.getByRole('button', { name: `Share ${BUSINESS}` });
    await share.click();
    const options = page.getByRole('list', { name: 'Share options' });
    await options.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('button', { name: 'Link copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(placeUrl);

    // Its QR code is the same address, marked as scanned (docs/product.md, "Menu views").
    await expect(share).toBeVisible();
    await share.click();
    await options.getByRole('button', { name: 'QR code' }).click();
    const dialog = page.getByRole('dialog', { name: 'QR code' });
    const shown = dialog.getByRole('img', { name: `QR code that opens ${placeUrl}` });
    await expect(shown).toBeVisible();
    expect(await decodeShownQr(shown)).toBe(`${placeUrl}?src=qr`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // A guest who follows the copied link lands on the place's page.
    const guestContext = await browser.newContext();
    try {
      const guest = await guestContext.newPage();
      const response = await guest.goto(copied);
      expect(response?.status()).toBe(200);
      await expect(guest.getByRole('heading', { level: 1, name: BUSINESS })).toBeVisible();
      await expect(placeMenus(guest, BUSINESS).getByRole('link')).toHaveCount(3);
    } finally {
      await guestContext.close();
    }
  });

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE });

    test('has no axe violations, Share and its QR code dialog included, in English and in Spanish; screenshots', async ({
      page,
    }) => {
      await mkdir(SHOTS_DIR, { recursive: true });
      const problems: Record<string, string[]> = {};
      const check = async (state: string) => {
        const found = await axeViolations(page);
        if (found.length > 0) problems[state] = found;
      };
      for (const language of ['en', 'es'] as const) {
        const texts = TEXTS[language];
        await page.goto(`/b/${businessId}?lang=${language}`);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(
          placeMenus(page, BUSINESS, language).getByRole('heading', { level: 2 }),
        ).toHaveCount(3);
        await check(`${language}: page`);
        await page.screenshot({ path: `${SHOTS_DIR}/place-${language}.png`, fullPage: true });

        const share = page.getByRole('button', { name: `${texts.share} ${BUSINESS}` });
        await share.click();
        await expect(share).toHaveAttribute('aria-expanded', 'true');
        await check(`${language}: share options open`);
        await page.keyboard.press('Escape');
        await expect(share).toHaveAttribute('aria-expanded', 'false');
      }
      // The QR code dialog (its texts are checked in English above).
      await page.goto(`/b/${businessId}`);
      await page.getByRole('button', { name: `Share ${BUSINESS}` }).click();
      await page.getByRole('button', { name: 'QR code' }).click();
      const dialog = page.getByRole('dialog', { name: 'QR code' });
      await expect(dialog.getByRole('link', { name: 'Download PNG' })).toBeVisible();
      await check('QR code dialog');
      await page.screenshot({ path: `${SHOTS_DIR}/place-en-qr.png` });
      expect(problems).toEqual({});
    });
  });
});

// ---- Two languages, no menus, unknown places --------------------------------------------------

test('a place of two languages: the switch, translated menu names, and links in the chosen language', async ({
  page,
  request,
}) => {
  const api = await ownerApi(request, roleAccount('owner'));
  const BUSINESS = 'Casa Doble';
  const business = {
    id: await api.post('/api/businesses', {
      name: BUSINESS,
      primary_language: 'en',
      other_languages: ['es'],
    }),
  };
  const dinner = await createMenu(api, business, {
    name: 'Dinner',
    dishes: ['Grilled fish'],
    translations: { es: { name: 'Cena' } },
  });
  // No Spanish name: a Spanish guest reads it in English, marked so.
  const brunch = await createMenu(api, business, { name: 'Brunch', dishes: ['Pancakes'] });

  await page.goto(`/b/${business.id}?lang=es`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const languages = page.getByRole('navigation', { name: TEXTS.es.languages, exact: true });
  await expect(languages.getByRole('link')).toHaveText(['English', 'Español']);
  await expect(languages.getByRole('link', { name: 'Español' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  const list = placeMenus(page, BUSINESS, 'es');
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(['Cena', 'Brunch']);
  const cena = list.getByRole('link', { name: 'Cena', exact: true });
  await expect(cena).toHaveAttribute('href', `/m/${dinner}?lang=es`);
  await expect(cena).not.toHaveAttribute('lang');
  const brunchLink = list.getByRole('link', { name: 'Brunch', exact: true });
  await expect(brunchLink).toHaveAttribute('href', `/m/${brunch}?lang=es`);
  await expect(brunchLink).toHaveAttribute('lang', 'en');
  for (const card of ['Cena', 'Brunch']) {
    await expect(menuCard(page, list, card).getByRole('paragraph')).toHaveText([
      TEXTS.es.servedNow,
      TEXTS.es.allDay,
    ]);
  }

  await languages.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(new RegExp(`/b/${business.id}\\?lang=en$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(placeMenus(page, BUSINESS, 'en').getByRole('heading', { level: 2 })).toHaveText([
    'Dinner',
    'Brunch',
  ]);
  await placeMenus(page, BUSINESS, 'en').getByRole('link', { name: 'Dinner' }).click();
  await expect(page).toHaveURL(new RegExp(`/m/${dinner}\\?lang=en$`));
  await expect(dish(page, 'Grilled fish')).toBeVisible();
});

test('a place with no enabled menu says "No menus yet"; an unknown place is not found (404)', async ({
  page,
  request,
}) => {
  const api = await ownerApi(request, roleAccount('owner'));
  const BUSINESS = 'Quiet Corner';
  const business = { id: await api.post('/api/businesses', { name: BUSINESS }) };
  await createMenu(api, business, { name: 'Secret menu', dishes: ['Hidden dish'], enabled: false });

  for (const language of ['en', 'es'] as const) {
    const response = await page.goto(`/b/${business.id}?lang=${language}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: BUSINESS })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: TEXTS[language].noMenus }),
    ).toBeVisible();
    await expect(placeMenus(page, BUSINESS, language)).toHaveCount(0);
    expect(await page.content()).not.toContain('Secret menu');
  }
  const json = await request.get(`/api/public/businesses/${business.id}`);
  expect(json.status()).toBe(200);
  expect(((await json.json()) as { menus: unknown[] }).menus).toEqual([]);

  for (const path of [`/b/${randomUUID()}`, '/b/not-a-business-id']) {
    const missing = await page.goto(path);
    expect(missing?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  }
  expect((await request.get(`/api/public/businesses/${randomUUID()}`)).status()).toBe(404);
});
