import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { createActiveAccount } from '../fixtures/accounts';
import { axeViolations } from '../fixtures/axe';
import { ownerApi } from '../fixtures/catalogue';
import { createProductInForm, expectToast, imageLoaded } from '../fixtures/catalogue-forms';
import { solidPng } from '../fixtures/png';
import { expect, roleAccount, test, useSelectedBusiness } from '../fixtures/roles';
import { signIn, toasts } from '../fixtures/session';
import { decodeQr } from '../fixtures/qr';

// The guest's menu at /m/:menuId (docs/public-menu.md:
// themes and sharing): server-rendered and readable without JavaScript, in the menu's theme;
// the image view, the sticky category row, Share (copy link, QR code downloads), a hidden menu,
// unknown ids, Spanish, and axe on the page, its dialogs and the theme editor.

const PHONE = { width: 390, height: 844 };

const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@carta.test`;

/** The QR download rule (docs/public-menu.md): lower-cased, each non-alphanumeric → '_', + '_qr.png'. */
const qrFileName = (menuName: string) =>
  `${menuName.toLowerCase().replace(/[^a-z0-9]/g, '_')}_qr.png`;

// ---- Building the menu through the dashboard -------------------------------------------------

async function createCategory(
  page: Page,
  category: { name: string; products: string[]; hidden?: boolean },
) {
  await page.getByRole('link', { name: 'New category' }).click();
  await expect(page).toHaveURL(/\/categories\/new$/);
  await page.getByRole('textbox', { name: 'Name' }).fill(category.name);
  for (const product of category.products) {
    await page.getByRole('button', { name: `Add ${product}` }).click();
  }
  await expect(
    page.getByRole('list', { name: 'Products in this category' }).getByRole('listitem'),
  ).toHaveCount(category.products.length);
  if (category.hidden) {
    const visible = page.getByRole('switch', { name: 'Visible to customers' });
    await visible.click();
    await expect(visible).not.toBeChecked();
  }
  await page.getByRole('button', { name: 'Create category' }).click();
  await expect(page).toHaveURL(/\/categories$/);
  await expectToast(page, 'Category created');
}

test('an owner builds and themes a menu in the dashboard; a guest without JavaScript reads it in the theme', async ({
  page,
  request,
  browser,
}) => {
  const account = await createActiveAccount(request, uniqueEmail('public'));
  const api = await ownerApi(request, account);
  await api.post('/api/businesses', { name: 'Trattoria Sole' });

  await signIn(page, account.email, account.password);
  await expect(page.getByRole('combobox', { name: 'Business' })).toHaveText(/Trattoria Sole/);

  // Products, one with a photo, one hidden from guests.
  await page.getByRole('link', { name: 'Products' }).first().click();
  await expect(page).toHaveURL(/\/products$/);
  await createProductInForm(page, {
    name: 'Margherita pizza',
    price: '11.5',
    description: 'Tomato, mozzarella and basil from our wood-fired oven.',
    image: solidPng(640, 480, [200, 40, 40]),
  });
  await createProductInForm(page, { name: 'Pasta carbonara', price: '13' });
  await createProductInForm(page, { name: 'Chef secret special', price: '99', hidden: true });
  await createProductInForm(page, { name: 'Limoncello spritz', price: '7.25' });

  // A visible category (with the hidden product in it) and a hidden one.
  await page.getByRole('link', { name: 'Categories' }).first().click();
  await expect(page).toHaveURL(/\/categories$/);
  await createCategory(page, {
    name: 'Mains',
    products: ['Margherita pizza', 'Chef secret special', 'Pasta carbonara'],
  });
  await createCategory(page, {
    name: 'Late night bar',
    products: ['Limoncello spritz'],
    hidden: true,
  });

  // The menu with both.
  await page.getByRole('link', { name: 'Menus' }).first().click();
  await page.getByRole('link', { name: 'New menu' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Dinner menu');
  await page.getByRole('button', { name: 'Add Mains' }).click();
  await page.getByRole('button', { name: 'Add Late night bar' }).click();
  await expect(
    page.getByRole('list', { name: 'Categories in this menu' }).getByRole('listitem'),
  ).toHaveText([/Mains\s*3 products/, /Late night bar\s*1 product/]);
  await page.getByRole('button', { name: 'Create menu' }).click();
  await expect(page).toHaveURL(/\/menus$/);
  await expectToast(page, 'Menu created');

  // Theme it on the edit page: the Elegant preset, then a primary colour typed in the hex box.
  await page.getByRole('link', { name: 'Edit Dinner menu' }).click();
  await expect(page).toHaveURL(/\/menus\/[0-9a-f-]+\/edit$/);
  const menuId = /\/menus\/([0-9a-f-]+)\/edit$/.exec(page.url())![1]!;
  const save = page.getByRole('button', { name: 'Save changes' });
  await expect(save).toBeDisabled();
  await page.getByRole('button', { name: 'Customize theme' }).click();
  const dialog = page.getByRole('dialog', { name: 'Customize theme' });
  await expect(dialog).toBeVisible();
  const elegant = dialog.getByRole('button', { name: /^Elegant\b/ });
  await elegant.click();
  await expect(elegant).toHaveAttribute('aria-pressed', 'true');
  // The live preview follows the draft: its dishes are in Playfair Display.
  const preview = dialog.getByTestId('theme-preview');
  await expect
    .poll(() =>
      preview
        .getByRole('heading', { level: 3 })
        .first()
        .evaluate((element) => getComputedStyle(element).fontFamily),
    )
    .toContain('Playfair Display');
  await dialog.getByRole('tab', { name: 'Colors' }).click();
  const primary = dialog.getByRole('textbox', { name: 'Primary color', exact: true });
  await expect(primary).toHaveValue('#B8860B');
  await primary.fill('#8B1A1A');
  await primary.blur();
  await expect(primary).toHaveValue('#8B1A1A');
  await dialog.getByRole('tab', { name: 'Presets' }).click();
  await expect(dialog.getByText('Modified', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page).toHaveURL(/\/menus$/);
  await expectToast(page, 'Menu updated');

  // A guest with no session and JavaScript off: everything is in the server's HTML.
  const guestContext = await browser.newContext({ javaScriptEnabled: false });
  try {
    const guest = await guestContext.newPage();
    const response = await guest.goto(`/m/${menuId}`);
    expect(response?.status()).toBe(200);
    await expect(guest.locator('html')).toHaveAttribute('lang', 'en');
    await expect(guest).toHaveTitle('Dinner menu · Trattoria Sole');
    await expect(guest.getByRole('heading', { level: 1, name: 'Trattoria Sole' })).toBeVisible();
    await expect(guest.getByText('Dinner menu', { exact: true })).toBeVisible();
    const dish = (name: string) =>
      guest
        .getByRole('listitem')
        .filter({ has: guest.getByRole('heading', { level: 3, name, exact: true }) });
    await expect(guest.getByRole('heading', { level: 2, name: 'Mains' })).toBeVisible();
    const pizza = guest.getByRole('heading', { level: 3, name: 'Margherita pizza' });
    await expect(pizza).toBeVisible();
    await expect(dish('Margherita pizza').getByText('$11.50', { exact: true })).toBeVisible();
    await expect(dish('Pasta carbonara').getByText('$13.00', { exact: true })).toBeVisible();
    await expect(
      guest.getByText('Tomato, mozzarella and basil from our wood-fired oven.'),
    ).toBeVisible();
    // Without JavaScript the Share menu could not open, so it is not shown.
    await expect(guest.getByRole('button', { name: 'Share Dinner menu' })).toBeHidden();
    // The photo's thumbnail links to the large photo, which opens without the script too.
    const thumbnail = guest.getByRole('link', {
      name: 'View a larger photo of Margherita pizza',
    });
    await expect(thumbnail).toBeVisible();
    await expect(thumbnail).toHaveAttribute('href', /^\/api\/files\/[\w-]+-large\.webp$/);
    // (The thumbnail is decorative, alt="": the button carries the name.)
    await imageLoaded(thumbnail.locator('img'));

    // The theme: Playwright's own evaluate runs in the page even with the page's JavaScript
    // disabled, so the computed styles are checked as the browser applies them.
    await expect
      .poll(() => pizza.evaluate((element) => getComputedStyle(element).fontFamily))
      .toContain('Playfair Display');
    expect(
      await guest
        .getByRole('heading', { level: 2, name: 'Mains' })
        .evaluate((element) => getComputedStyle(element, '::before').backgroundColor),
    ).toBe('rgb(139, 26, 26)');
    // The font's @font-face rules come inlined with the page, and its files load from Carta itself.
    await expect
      .poll(() =>
        // No callbacks here: with the page's JavaScript off, the browser refuses to call them.
        guest.evaluate(() => {
          const statuses: string[] = [];
          for (const face of document.fonts as unknown as Iterable<FontFace>) {
            if (face.family.replace(/["']/g, '') === 'Playfair Display') statuses.push(face.status);
          }
          return statuses;
        }),
      )
      .toContain('loaded');

    // Hidden products and categories never reach the guest, not even in the inlined data.
    const html = await guest.content();
    for (const name of ['Chef secret special', 'Late night bar', 'Limoncello spritz', '$99.00']) {
      expect(html, name).not.toContain(name);
    }
    const json = await guest.request.get(`/api/public/menus/${menuId}`);
    expect(json.status()).toBe(200);
    const body = await json.text();
    expect(body).toContain('Margherita pizza');
    for (const name of ['Chef secret special', 'Late night bar', 'Limoncello spritz']) {
      expect(body, name).not.toContain(name);
    }
  } finally {
    await guestContext.close();
  }
});

// ---- A guest on a populated menu (shared: these tests only read) ------------------------------

/** Five categories of four dishes: enough for the category row to scroll a phone's page. */
const CATEGORIES: Array<{ name: string; products: Array<[string, string, string]> }> = [
  {
    name: 'Starters',
    products: [
      ['Bruschetta', '6.50', 'Grilled bread with tomato, garlic and olive oil'],
      ['Garlic bread', '4.00', 'Toasted bread with garlic butter and parsley'],
      ['Fried calamari', '9.00', 'Crispy squid rings with lemon and aioli'],
      ['Caprese salad', '8.50', 'Tomato, buffalo mozzarella and basil'],
    ],
  },
  {
    name: 'Pizzas',
    products: [
      ['Margherita', '9.50', 'Tomato, fresh mozzarella and basil'],
      ['Diavola', '11.00', 'Tomato, mozzarella and spicy salami'],
      ['Quattro formaggi', '12.00', 'Mozzarella, gorgonzola, parmesan and fontina'],
      ['Capricciosa', '12.50', 'Ham, mushrooms, artichokes and olives'],
    ],
  },
  {
    name: 'Pasta',
    products: [
      ['Carbonara', '13.00', 'Guanciale, egg yolk, pecorino and black pepper'],
      ['Amatriciana', '12.00', 'Guanciale, tomato and pecorino'],
      ['Pesto genovese', '11.50', 'Basil, pine nuts, parmesan and olive oil'],
      ['Lasagne', '14.00', 'Slow-cooked ragù, béchamel and parmesan'],
    ],
  },
  {
    name: 'Desserts',
    products: [
      ['Tiramisu', '6.00', 'Mascarpone, espresso and cocoa'],
      ['Panna cotta', '5.50', 'Vanilla cream with berry coulis'],
      ['Cannoli', '5.00', 'Crisp shells filled with sweet ricotta'],
      ['Gelato', '4.50', 'Three scoops of the day'],
    ],
  },
  {
    name: 'Drinks',
    products: [
      ['Espresso', '2.00', 'A short, strong coffee'],
      ['Limoncello', '4.00', 'Lemon liqueur from Sorrento'],
      ['House red wine', '5.50', 'A glass of Montepulciano'],
      ['Sparkling water', '2.50', 'A bottle of 50 cl'],
    ],
  },
];
/** Non-alphanumerics in the name show the download name rule at work. */
const MENU_NAME = 'Dinner & Drinks 2026';
const BUSINESS_NAME = 'Casa Lucía';

test.describe('a guest on a published menu', () => {
  test.use({ viewport: PHONE });

  let menuId: string;
  let menuUrl: string;
  const categoryIds = new Map<string, string>();

  test.beforeAll(async ({ playwright }, testInfo) => {
    const baseURL = testInfo.project.use.baseURL!;
    const request = await playwright.request.newContext({ baseURL });
    try {
      // The shared owner's: the guests below read the menu, and only the theme editor test signs in.
      const api = await ownerApi(request, roleAccount('owner'));
      const business = {
        id: await api.post('/api/businesses', {
          name: BUSINESS_NAME,
          phone: '+34 600 123 456',
          whatsapp: '+34 600 123 457',
          website: 'https://casalucia.example',
          instagram: 'casa.lucia',
        }),
      };
      const photo = await api.upload(solidPng(640, 480, [30, 110, 60]));
      const categories: Array<{ id: string }> = [];
      for (const category of CATEGORIES) {
        const products: Array<{ id: string }> = [];
        for (const [name, price, description] of category.products) {
          const image = name === 'Bruschetta' ? photo : undefined;
          products.push({
            id: await api.post('/api/products', { name, price, description, image, business }),
          });
        }
        const id = await api.post('/api/categories', { name: category.name, products, business });
        categoryIds.set(category.name, id);
        categories.push({ id });
      }
      menuId = await api.post('/api/menus', { name: MENU_NAME, categories, business });
      menuUrl = `${baseURL}/m/${menuId}`;
    } finally {
      await request.dispose();
    }
  });

  test('the header, the categories in order with their dishes and prices, and the footer', async ({
    page,
    baseURL,
  }) => {
    await page.goto(`/m/${menuId}`);
    await expect(page).toHaveTitle(`${MENU_NAME} · ${BUSINESS_NAME}`);
    await expect(page.getByRole('heading', { level: 1, name: BUSINESS_NAME })).toBeVisible();
    await expect(page.getByText(MENU_NAME, { exact: true })).toBeVisible();
    const contacts = page.getByRole('list', { name: 'Contact and social links' });
    await expect(contacts.getByRole('link')).toHaveCount(4);
    await expect(contacts.getByRole('link', { name: 'Call +34 600 123 456' })).toHaveAttribute(
      'href',
      'tel:+34600123456',
    );
    await expect(contacts.getByRole('link', { name: 'Website' })).toHaveAttribute(
      'href',
      'https://casalucia.example',
    );
    await expect(contacts.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/34600123457',
    );
    await expect(contacts.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/casa.lucia',
    );

    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      CATEGORIES.map((category) => category.name),
    );
    const dishes = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(dishes).toHaveCount(20);
    await expect(dishes.getByRole('heading', { level: 3 })).toHaveText(
      CATEGORIES.flatMap((category) => category.products.map(([name]) => name)),
    );
    const diavola = dishes.filter({ has: page.getByRole('heading', { name: 'Diavola' }) });
    await expect(diavola.getByText('$11.00', { exact: true })).toBeVisible();
    await expect(diavola.getByText('Tomato, mozzarella and spicy salami')).toBeVisible();

    await expect(page.getByRole('link', { name: 'Powered by Carta' })).toHaveAttribute(
      'href',
      baseURL!,
    );
    await expect(page.getByRole('link', { name: 'Contact Carta' })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
  });

  test('the large photo opens in a dialog; Escape closes it and focus returns to the thumbnail', async ({
    page,
  }) => {
    await page.goto(`/m/${menuId}`);
    const thumbnail = page.getByRole('link', { name: 'View a larger photo of Bruschetta' });
    await imageLoaded(thumbnail.locator('img'));
    await thumbnail.click();
    const dialog = page.getByRole('dialog', { name: 'Bruschetta' });
    await expect(dialog).toBeVisible();
    const photo = dialog.getByRole('img', { name: 'Bruschetta' });
    await expect(photo).toBeVisible();
    // The large variant (640 px wide here), not the 80 px thumbnail, scaled to fit the phone.
    await imageLoaded(photo, 80);
    const box = await photo.boundingBox();
    expect(box!.width).toBeGreaterThan(80);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(thumbnail).toBeFocused();

    // The close button does the same.
    await thumbnail.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close photo' }).click();
    await expect(dialog).toBeHidden();
    await expect(thumbnail).toBeFocused();
  });

  test('a category link in the sticky row scrolls to its section and becomes current', async ({
    page,
  }) => {
    await page.goto(`/m/${menuId}`);
    const nav = page.getByRole('navigation', { name: 'Menu categories' });
    const links = nav.getByRole('link');
    await expect(links).toHaveText(CATEGORIES.map((category) => category.name));
    // The page is much taller than the phone's screen.
    expect(
      await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
    ).toBeGreaterThan(PHONE.height);

    const go = async (name: string) => {
      const link = nav.getByRole('link', { name, exact: true });
      await link.click();
      const heading = page.getByRole('heading', { level: 2, name, exact: true });
      await expect(heading).toBeInViewport();
      await expect(link).toHaveAttribute('aria-current', 'true');
      for (const other of CATEGORIES.filter((category) => category.name !== name)) {
        await expect(nav.getByRole('link', { name: other.name, exact: true })).not.toHaveAttribute(
          'aria-current',
        );
      }
      await expect(page).toHaveURL(new RegExp(`#category-${categoryIds.get(name)}$`));
      // Once the scrolling has settled, the sticky row is still on screen and the heading is
      // below it, not under it.
      await expect(nav).toBeInViewport();
      await expect
        .poll(async () => {
          const [navBox, headingBox] = [await nav.boundingBox(), await heading.boundingBox()];
          return headingBox!.y - (navBox!.y + navBox!.height);
        })
        .toBeGreaterThanOrEqual(0);
    };

    await go('Pasta');
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await go('Drinks');
    await go('Pizzas');
    await go('Starters');
  });

  test('Share → Copy link puts the menu address on the clipboard and says so', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto(`/m/${menuId}`);
    const share = page.getByRole('button', { name: `Share ${MENU_NAME}` });
    await share.click();
    await expect(share).toHaveAttribute('aria-expanded', 'true');
    const options = page.getByRole('list', { name: 'Share options' });
    // WhatsApp, Facebook and e-mail all carry the menu's address.
    const href = async (name: string | RegExp) =>
      new URL((await options.getByRole('link', { name }).getAttribute('href'))!);
    const whatsapp = await href('WhatsApp (opens in a new tab)');
    expect(whatsapp.origin).toBe('https://wa.me');
    expect(whatsapp.searchParams.get('text')).toContain(menuUrl);
    const facebook = await href('Facebook (opens in a new tab)');
    expect(facebook.href).toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?/);
    expect(facebook.searchParams.get('u')).toBe(menuUrl);
    const email = await href('Email');
    expect(email.protocol).toBe('mailto:');
    expect(email.searchParams.get('subject')).toBe(`Menu ${MENU_NAME} of ${BUSINESS_NAME}`);
    expect(email.searchParams.get('body')).toContain(menuUrl);

    await options.getByRole('button', { name: 'Copy link' }).click();
    await expect(options).toBeHidden();
    const copied = page.getByRole('button', { name: 'Link copied' });
    await expect(copied).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeAttached();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(menuUrl);
    // About two seconds later the button is back to Share.
    await expect(share).toBeVisible();
    await expect(copied).toHaveCount(0);
  });

  test('Share → QR code downloads a PNG and an SVG that both scan to the menu address', async ({
    page,
  }) => {
    await page.goto(`/m/${menuId}`);
    const share = page.getByRole('button', { name: `Share ${MENU_NAME}` });
    await share.click();
    await page.getByRole('button', { name: 'QR code' }).click();
    const dialog = page.getByRole('dialog', { name: 'QR code' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: `QR code that opens ${menuUrl}` })).toBeVisible();
    await expect(dialog.getByText(menuUrl, { exact: true })).toBeVisible();

    const pngName = qrFileName(MENU_NAME);
    expect(pngName).toBe('dinner___drinks_2026_qr.png');
    const [png] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('link', { name: 'Download PNG' }).click(),
    ]);
    expect(png.suggestedFilename()).toBe(pngName);
    const pngFile = await readFile(await png.path());
    expect((await sharp(pngFile).metadata()).width).toBe(400);
    // The code carries ?src=qr, so its views count as QR views (docs/product.md, "Menu views").
    expect(await decodeQr(pngFile)).toBe(`${menuUrl}?src=qr`);

    const [svg] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('link', { name: 'Download SVG' }).click(),
    ]);
    expect(svg.suggestedFilename()).toBe(pngName.replace(/\.png$/, '.svg'));
    expect(svg.suggestedFilename()).toMatch(/_qr\.svg$/);
    const svgFile = await readFile(await svg.path());
    expect(svgFile.toString('utf8').trimStart()).toMatch(/^(<svg|<\?xml)/);
    expect(await decodeQr(svgFile)).toBe(`${menuUrl}?src=qr`);

    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(share).toBeFocused();
  });

  test('in Spanish: ?lang=es, or a browser that prefers Spanish', async ({ page, browser }) => {
    const response = await page.goto(`/m/${menuId}?lang=es`);
    expect(response?.status()).toBe(200);
    await expectSpanish(page);

    const spanishBrowser = await browser.newContext({ locale: 'es-ES', viewport: PHONE });
    try {
      const guest = await spanishBrowser.newPage();
      const spanish = await guest.goto(`/m/${menuId}`);
      expect(await spanish!.request().headerValue('accept-language')).toMatch(/^es/);
      await expectSpanish(guest);
      // ?lang= wins over the browser's languages.
      await guest.goto(`/m/${menuId}?lang=en`);
      await expect(guest.locator('html')).toHaveAttribute('lang', 'en');
      await expect(guest.getByRole('button', { name: `Share ${MENU_NAME}` })).toBeVisible();
    } finally {
      await spanishBrowser.close();
    }
  });

  test('the page, its QR code dialog and its photo dialog have no axe violations', async ({
    page,
  }) => {
    const problems: Record<string, string[]> = {};
    const check = async (state: string) => {
      const found = await axeViolations(page);
      if (found.length > 0) problems[state] = found;
    };

    await page.goto(`/m/${menuId}`);
    await expect(page.getByRole('heading', { level: 1, name: BUSINESS_NAME })).toBeVisible();
    await imageLoaded(
      page.getByRole('link', { name: 'View a larger photo of Bruschetta' }).locator('img'),
    );
    await check('page');

    const share = page.getByRole('button', { name: `Share ${MENU_NAME}` });
    await share.click();
    await check('share options open');
    await page.getByRole('button', { name: 'QR code' }).click();
    const qr = page.getByRole('dialog', { name: 'QR code' });
    await expect(qr.getByRole('link', { name: 'Download PNG' })).toBeVisible();
    await check('QR code dialog');
    await page.keyboard.press('Escape');
    await expect(qr).toBeHidden();

    await page.getByRole('link', { name: 'View a larger photo of Bruschetta' }).click();
    const photo = page.getByRole('dialog', { name: 'Bruschetta' });
    await imageLoaded(photo.getByRole('img', { name: 'Bruschetta' }), 80);
    await check('photo dialog');

    expect(problems).toEqual({});
  });

  test('the theme editor on the menu edit page has no axe violations', async ({
    ownerPage: page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/menus/${menuId}/edit`);
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(MENU_NAME);
    await page.getByRole('button', { name: 'Customize theme' }).click();
    const dialog = page.getByRole('dialog', { name: 'Customize theme' });
    await expect(dialog).toBeVisible();

    const problems: Record<string, string[]> = {};
    for (const tab of ['Presets', 'Colors', 'Typography', 'Background']) {
      await dialog.getByRole('tab', { name: tab }).click();
      await expect(dialog.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(dialog.getByTestId('theme-preview')).toBeVisible();
      // The dialog only: the edit page behind it is in accessibility.spec.ts's sweep.
      const found = await axeViolations(page, { include: '[role="dialog"]' });
      if (found.length > 0) problems[tab] = found;
    }
    expect(problems).toEqual({});
  });
});

/** The Spanish texts of the page (es.json: publicMenu, share). */
async function expectSpanish(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: BUSINESS_NAME })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Categorías del menú' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Llamar al +34 600 123 456' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Ver una foto más grande de Bruschetta' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Creado con Carta' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contactar con Carta' })).toBeVisible();
  // Prices as Spanish writes them, in the business's currency (USD by default).
  await expect(page.getByText('6,50\u00a0$', { exact: true })).toBeVisible();
  const share = page.getByRole('button', { name: `Compartir ${MENU_NAME}` });
  await share.click();
  const options = page.getByRole('list', { name: 'Opciones para compartir' });
  await expect(options.getByRole('button', { name: 'Copiar enlace' })).toBeVisible();
  await expect(options.getByRole('link', { name: 'Correo electrónico' })).toBeVisible();
  await expect(options.getByRole('button', { name: 'Código QR' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(options).toBeHidden();
  await expect(share).toBeFocused();
}

// ---- Visibility and unknown menus ------------------------------------------------------------

test('a menu the owner hides shows "Menu temporarily unavailable" until it is visible again', async ({
  ownerPage: page,
  request,
  browser,
}) => {
  const api = await ownerApi(request, roleAccount('owner'));
  const business = { id: await api.post('/api/businesses', { name: 'Bar Sol' }) };
  // The owner's menu list (after each save) shows the selected business's menus.
  await useSelectedBusiness(page, business.id);
  const product = await api.post('/api/products', {
    name: 'Patatas bravas',
    price: '6.50',
    business,
  });
  const category = await api.post('/api/categories', {
    name: 'Tapas',
    products: [{ id: product }],
    business,
  });
  const menuId = await api.post('/api/menus', {
    name: 'Tapas menu',
    categories: [{ id: category }],
    business,
  });
  // A visible menu whose only category is hidden: nothing to show yet.
  const hiddenCategory = await api.post('/api/categories', {
    name: 'Secret tapas',
    products: [{ id: product }],
    enabled: false,
    business,
  });
  const emptyMenuId = await api.post('/api/menus', {
    name: 'Lunch menu',
    categories: [{ id: hiddenCategory }],
    business,
  });

  const guestContext = await browser.newContext();
  try {
    const guest = await guestContext.newPage();
    await guest.goto(`/m/${emptyMenuId}`);
    await expect(guest.getByRole('heading', { level: 1, name: 'Bar Sol' })).toBeVisible();
    await expect(guest.getByRole('heading', { name: 'No items yet' })).toBeVisible();
    await expect(
      guest.getByText('This menu has no items yet. Please check back soon.'),
    ).toBeVisible();
    expect(await guest.content()).not.toContain('Secret tapas');

    await guest.goto(`/m/${menuId}`);
    await expect(guest.getByRole('heading', { level: 3, name: 'Patatas bravas' })).toBeVisible();

    // The owner switches the menu off on its edit page.
    const setVisible = async (visible: boolean) => {
      await page.goto(`/menus/${menuId}/edit`);
      const toggle = page.getByRole('switch', { name: 'Visible to customers' });
      await expect(toggle).toBeChecked({ checked: !visible });
      await toggle.click();
      await expect(toggle).toBeChecked({ checked: visible });
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page).toHaveURL(/\/menus$/);
      await expect(toasts(page).getByText('Menu updated', { exact: true })).toBeVisible();
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: 'Tapas menu' }) });
      await expect(card.getByText(visible ? 'Visible' : 'Hidden', { exact: true })).toBeVisible();
    };
    await setVisible(false);

    await guest.reload();
    await expect(
      guest.getByRole('heading', { level: 1, name: 'Menu temporarily unavailable' }),
    ).toBeVisible();
    await expect(
      guest.getByText("This menu can't be viewed right now. Please check back later."),
    ).toBeVisible();
    await expect(guest).toHaveTitle('Menu temporarily unavailable');
    await expect(guest.getByText('Patatas bravas')).toHaveCount(0);
    for (const name of ['Patatas bravas', 'Tapas menu', 'Bar Sol']) {
      expect(await guest.content(), name).not.toContain(name);
    }

    // Visible again: the guest's reload shows the menu.
    await setVisible(true);
    await guest.reload();
    await expect(guest.getByRole('heading', { level: 3, name: 'Patatas bravas' })).toBeVisible();
    await expect(guest.getByText('$6.50', { exact: true })).toBeVisible();
    await expect(guest.getByText('Menu temporarily unavailable')).toHaveCount(0);
  } finally {
    await guestContext.close();
  }
});

test('an unknown or malformed menu id gets the not-found page with status 404', async ({
  page,
}) => {
  for (const path of [`/m/${randomUUID()}`, '/m/not-a-menu-id', '/m/12345']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  }
});

test('a malformed menu id longer than 100 characters also answers 404', async ({ page }) => {
  const response = await page.goto(`/m/${'a'.repeat(101)}`);
  expect(response?.status()).toBe(404);
});

test('an unknown ?lang= value is ignored rather than refused', async ({ page }) => {
  const response = await page.goto(`/m/${randomUUID()}?lang=${'x'.repeat(11)}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
