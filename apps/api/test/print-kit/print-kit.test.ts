import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALLERGENS,
  CARDS_PER_PAGE,
  DEFAULT_THEME,
  formatPrice,
  PAPER_POINTS,
  PAPER_SIZES,
  PRINT_KIT,
  PRINT_TEXTS,
  mmFromPoints,
  type Business,
  type Menu,
} from '@carta/shared';
import { fontSet } from '../../src/modules/print-kit/pdf/fonts';
import { createPdf } from '../../src/modules/print-kit/pdf/pdf-document';
import { printColors } from '../../src/modules/print-kit/pdf/print-colors';
import { qrMatrix } from '../../src/modules/print-kit/pdf/qr-code';
import { cardCells, planCard } from '../../src/modules/print-kit/pdf/table-cards';
import { createTestApp, type TestApp } from '../helpers/app';
import {
  createBusiness,
  createCategory,
  createMenu,
  createProduct,
  refs,
  uploadImage,
} from '../helpers/fixtures';
import { readPdf } from '../helpers/pdf';
import { callAs, createOwner, ownerSession, type Call, type Owner } from '../helpers/sessions';

let t: TestApp;
let owner: Owner;
let call: Call;
let business: Business;
let menu: Menu;
const expectedMenuUrl = () => `${t.config.appUrl}/m/casa-pepe/dinner?src=qr`;

beforeAll(async () => {
  ({ t, owner, call } = await ownerSession());
  business = await createBusiness(t, owner, {
    name: 'Casa Pepe',
    slug: 'casa-pepe',
    logo: await uploadImage(t, owner),
    other_languages: ['es'],
  });
  const pizza = await createProduct(t, owner, business.id, {
    name: 'Margherita',
    price: '9.50',
    description: 'Tomato, mozzarella and basil',
    allergens: ['gluten', 'milk'],
    dietary: ['vegetarian'],
    translations: { es: { name: 'Margarita', description: 'Tomate, mozzarella y albahaca' } },
  });
  const soup = await createProduct(t, owner, business.id, {
    name: 'Gazpacho',
    variants: [
      { name: 'Small', price: '4.00' },
      { name: 'Large', price: '6.50' },
    ],
    allergens: null,
  });
  const cake = await createProduct(t, owner, business.id, {
    name: 'Cheesecake',
    price: '5.25',
    sold_out: true,
    allergens: [],
  });
  const mains = await createCategory(t, owner, business.id, {
    name: 'Mains',
    products: refs([pizza, soup]),
    translations: { es: { name: 'Principales' } },
  });
  const desserts = await createCategory(t, owner, business.id, {
    name: 'Desserts',
    products: refs([cake]),
  });
  menu = await createMenu(t, owner, business.id, {
    name: 'Dinner',
    slug: 'dinner',
    categories: refs([mains, desserts]),
    theme: { ...DEFAULT_THEME, primaryColor: '#B91C1C' },
    translations: { es: { name: 'Cena' } },
  });
});
afterAll(() => t.close());

/** Text as compared: PDF.js turns kerned gaps into spaces and no-break spaces into spaces. */
const squash = (text: string) => text.replace(/\s+/g, '');
const containing = (text: string, expected: string) =>
  expect(squash(text), expected).toContain(squash(expected));

const get = async (url: string) => {
  const response = await call('GET', url);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response;
};

describe('table cards of a menu (GET /api/menus/:id/table-cards.pdf)', () => {
  it('prints pages of identical cards whose QR code leads to the menu, marked as a QR visit', async () => {
    const response = await get(`/api/menus/${menu.id}/table-cards.pdf?paper=a4&per_page=4&pages=3`);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="table-cards-casa-pepe-dinner.pdf"',
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.pageCount).toBe(3);
    for (const size of pdf.pageSizes) {
      expect(size.width).toBeCloseTo(PAPER_POINTS.a4.width, 1);
      expect(size.height).toBeCloseTo(PAPER_POINTS.a4.height, 1);
    }
    const text = pdf.pageTexts[0]!;
    // Four cards on the page, each with the business, the menu and the call to action.
    expect(text.split('Casa Pepe').length - 1).toBe(4);
    expect(text.split('Dinner').length - 1).toBe(4);
    expect(text.split(PRINT_TEXTS.en.scanMenu).length - 1).toBe(4);
    expect(text).toContain('/m/casa-pepe/dinner');
    const [first, , , fourth] = cardCells('a4', 4);
    expect(await pdf.decodeQr(1, { crop: first })).toBe(expectedMenuUrl());
    expect(await pdf.decodeQr(3, { crop: fourth })).toBe(expectedMenuUrl());
    await pdf.close();
  });

  it('speaks Spanish on US Letter, six to a page, each card readable on its own', async () => {
    const response = await get(
      `/api/menus/${menu.id}/table-cards.pdf?paper=letter&per_page=6&lang=es`,
    );
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.pageCount).toBe(1);
    expect(pdf.pageSizes[0]).toEqual({ width: 612, height: 792 });
    expect(pdf.pageTexts[0]!.split(PRINT_TEXTS.es.scanMenu).length - 1).toBe(6);
    expect(pdf.pageTexts[0]).toContain('Cena');
    expect(pdf.pageTexts[0]).not.toContain('Dinner');
    // The last card alone, as a guest's phone sees the one on their table.
    const last = cardCells('letter', 6).at(-1)!;
    expect(await pdf.decodeQr(1, { crop: last, scale: 3 })).toBe(expectedMenuUrl());
    await pdf.close();
  });

  it("uses the owner's interface language for its words when the content language has none of Carta's", async () => {
    const response = await get(`/api/menus/${menu.id}/table-cards.pdf?per_page=1&lang=fr&ui=es`);
    const pdf = await readPdf(response.rawPayload);
    // French is not offered: the content falls back as a guest's would; the words are Spanish.
    expect(pdf.pageTexts[0]).toContain(PRINT_TEXTS.es.scanMenu);
    expect(await pdf.decodeQr(1, { scale: 1 })).toBe(expectedMenuUrl());
    await pdf.close();
  });

  it('answers 404 for another owner, 401 without a session and 400 for options not offered', async () => {
    const other = await createOwner(t);
    const asOther = await callAs(t, other)('GET', `/api/menus/${menu.id}/table-cards.pdf`);
    expect(asOther.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/menus/${menu.id}/table-cards.pdf`,
    });
    expect(anonymous.statusCode).toBe(401);
    for (const [query, field, code] of [
      ['paper=a3', 'paper', 'printOptionInvalid'],
      ['per_page=3', 'per_page', 'printOptionInvalid'],
      ['pages=0', 'pages', 'printPagesInvalid'],
      [`pages=${PRINT_KIT.pagesMax + 1}`, 'pages', 'printPagesInvalid'],
      ['lang=xx', 'lang', 'languageInvalid'],
    ] as const) {
      const response = await call('GET', `/api/menus/${menu.id}/table-cards.pdf?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().fields[field].code, query).toBe(code);
    }
  });
});

describe('table cards of a place (GET /api/businesses/:id/table-cards.pdf)', () => {
  it("lead to the place's page, one code for all its menus, in its first menu's colours", async () => {
    const response = await get(`/api/businesses/${business.id}/table-cards.pdf?per_page=2`);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="table-cards-casa-pepe.pdf"',
    );
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.pageCount).toBe(1);
    expect(pdf.pageTexts[0]!.split(PRINT_TEXTS.en.scanPlace).length - 1).toBe(2);
    const [first] = cardCells('a4', 2);
    expect(await pdf.decodeQr(1, { crop: first })).toBe(`${t.config.appUrl}/b/casa-pepe?src=qr`);
    await pdf.close();
  });

  it("is another owner's 404", async () => {
    const other = await createOwner(t);
    const response = await callAs(t, other)(
      'GET',
      `/api/businesses/${business.id}/table-cards.pdf`,
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('the QR code on every paper and card count', () => {
  it(`prints at least ${PRINT_KIT.qrMinMm} mm wide, with its quiet zone, even with a long address and a logo`, () => {
    const { doc } = createPdf({
      paper: 'a4',
      fonts: fontSet('playfair'),
      title: 't',
      language: 'en',
    });
    const card = {
      title: 'Restaurante La Esquina del Puerto Viejo',
      subtitle: 'Menú del día de temporada',
      callToAction: PRINT_TEXTS.es.scanPlace,
      address: 'menus.example.com/m/restaurante-la-esquina-del-puerto/menu-del-dia',
      qr: qrMatrix(
        'https://menus.example.com/m/restaurante-la-esquina-del-puerto/menu-del-dia-de-temporada?src=qr',
      ),
      logo: { png: Buffer.alloc(0), width: 400, height: 300 },
      colors: printColors(DEFAULT_THEME),
    };
    for (const paper of PAPER_SIZES) {
      for (const perPage of CARDS_PER_PAGE) {
        for (const cell of cardCells(paper, perPage)) {
          const plan = planCard(doc, fontSet('playfair'), card, cell);
          expect(mmFromPoints(plan.qrModulesSide), `${paper} × ${perPage}`).toBeGreaterThanOrEqual(
            PRINT_KIT.qrMinMm,
          );
          // The code and its quiet zone stay inside the card.
          expect(plan.qr.x).toBeGreaterThanOrEqual(cell.x);
          expect(plan.qr.x + plan.qr.side).toBeLessThanOrEqual(cell.x + cell.width);
          expect(plan.qr.y + plan.qr.side).toBeLessThanOrEqual(cell.y + cell.height);
          const quietZone = plan.qr.side - plan.qrModulesSide;
          expect(quietZone / 2).toBeCloseTo(
            (PRINT_KIT.qrQuietZoneModules * plan.qrModulesSide) / card.qr.size,
            5,
          );
        }
      }
    }
  });
});

describe('the printable menu (GET /api/menus/:id/print.pdf)', () => {
  it('lists categories in order with products, prices, sizes, markers and the allergen legend', async () => {
    const response = await get(`/api/menus/${menu.id}/print.pdf`);
    expect(response.headers['content-disposition']).toBe('attachment; filename="menu-dinner.pdf"');
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.pageCount).toBe(1);
    const text = pdf.pageTexts[0]!;
    const money = { currency: 'USD', language: 'en' };
    for (const expected of [
      'Casa Pepe',
      'Dinner',
      'Mains',
      'Margherita',
      formatPrice('9.50', money),
      'Tomato, mozzarella and basil',
      `${PRINT_TEXTS.en.dietary.vegetarian} · ${PRINT_TEXTS.en.contains}: ${ALLERGENS.indexOf('gluten') + 1}, ${ALLERGENS.indexOf('milk') + 1}`,
      'Gazpacho',
      'Small',
      formatPrice('4.00', money),
      'Large',
      formatPrice('6.50', money),
      'Desserts',
      `Cheesecake — ${PRINT_TEXTS.en.soldOut}`,
      PRINT_TEXTS.en.noAllergens,
      PRINT_TEXTS.en.legendTitle,
      `1 ${PRINT_TEXTS.en.allergens.gluten}`,
      `14 ${PRINT_TEXTS.en.allergens.molluscs}`,
      PRINT_TEXTS.en.legendNote,
      'Page 1 of 1',
    ]) {
      containing(text, expected);
    }
    expect(text.indexOf('Mains')).toBeLessThan(text.indexOf('Desserts'));
    expect(text.indexOf('Desserts')).toBeLessThan(text.indexOf(PRINT_TEXTS.en.legendTitle));
    await pdf.close();
  });

  it('prints the Spanish texts, prices formatted for Spanish', async () => {
    const response = await get(`/api/menus/${menu.id}/print.pdf?lang=es&paper=letter`);
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.pageSizes[0]).toEqual({ width: 612, height: 792 });
    const text = pdf.pageTexts[0]!;
    for (const expected of [
      'Cena',
      'Principales',
      'Margarita',
      'Tomate, mozzarella y albahaca',
      formatPrice('9.50', { currency: 'USD', language: 'es' }),
      `Cheesecake — ${PRINT_TEXTS.es.soldOut}`,
      PRINT_TEXTS.es.legendTitle,
      `7 ${PRINT_TEXTS.es.allergens.milk}`,
      'Página 1 de 1',
    ]) {
      containing(text, expected);
    }
    await pdf.close();
  });

  it('leaves sold-out products out when the business hides them, as the public menu does', async () => {
    const updated = await call('PATCH', `/api/businesses/${business.id}`, { show_sold_out: false });
    expect(updated.statusCode).toBe(200);
    const pdf = await readPdf((await get(`/api/menus/${menu.id}/print.pdf`)).rawPayload);
    expect(pdf.pageTexts[0]).not.toContain('Cheesecake');
    expect(pdf.pageTexts[0]).toContain('Margherita');
    await pdf.close();
    await call('PATCH', `/api/businesses/${business.id}`, { show_sold_out: true });
  });

  it("is another owner's 404", async () => {
    const other = await createOwner(t);
    const response = await callAs(t, other)('GET', `/api/menus/${menu.id}/print.pdf`);
    expect(response.statusCode).toBe(404);
  });
});

describe('letters beyond the theme font', () => {
  it('prints Central European names whole, in the fallback font', async () => {
    const place = await createBusiness(t, owner, { name: 'Gospoda Łódź' });
    const soup = await createProduct(t, owner, place.id, { name: 'Żurek ze śmietaną' });
    const category = await createCategory(t, owner, place.id, {
      name: 'Zupy',
      products: refs([soup]),
    });
    const polish = await createMenu(t, owner, place.id, {
      name: 'Obiad',
      categories: refs([category]),
    });
    const pdf = await readPdf((await get(`/api/menus/${polish.id}/print.pdf`)).rawPayload);
    containing(pdf.pageTexts[0]!, 'Gospoda Łódź');
    containing(pdf.pageTexts[0]!, 'Żurek ze śmietaną');
    await pdf.close();
    const cards = await readPdf(
      (await get(`/api/menus/${polish.id}/table-cards.pdf?per_page=1`)).rawPayload,
    );
    containing(cards.pageTexts[0]!, 'Gospoda Łódź');
    await cards.close();
  });
});

describe('Chinese and Japanese (docs/product.md, "Print kit")', () => {
  /** The fonts a PDF embeds: PDFKit writes their names uncompressed, as `/BaseFont /ABCDEF+Name`. */
  const embeddedFonts = (pdf: Buffer) =>
    [...pdf.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]);

  it('prints Chinese and Japanese names in the CJK fallback font, and Latin menus without it', async () => {
    const place = await createBusiness(t, owner, { name: '东京食堂' });
    const ramen = await createProduct(t, owner, place.id, {
      name: 'ラーメン',
      description: '込み合う時間は待ち時間があります',
      price: '9.50',
    });
    const dumplings = await createProduct(t, owner, place.id, { name: '饺子 (6)', price: '6' });
    const category = await createCategory(t, owner, place.id, {
      name: '面条',
      products: refs([ramen, dumplings]),
    });
    const cjk = await createMenu(t, owner, place.id, {
      name: '午餐',
      categories: [{ id: category.id }],
    });
    const printed = (await get(`/api/menus/${cjk.id}/print.pdf`)).rawPayload;
    const pdf = await readPdf(printed);
    for (const text of [
      '东京食堂',
      '午餐',
      '面条',
      'ラーメン',
      '込み合う時間は待ち時間があります',
      '饺子 (6)',
    ]) {
      containing(pdf.pageTexts[0]!, text);
    }
    await pdf.close();
    expect(embeddedFonts(printed)).toEqual(
      expect.arrayContaining(['NotoSansSC-Bold', 'NotoSansSC-Regular']),
    );
    const cards = (await get(`/api/menus/${cjk.id}/table-cards.pdf?per_page=1`)).rawPayload;
    const card = await readPdf(cards);
    containing(card.pageTexts[0]!, '东京食堂');
    await card.close();
    expect(embeddedFonts(cards)).toContain('NotoSansSC-Bold');

    const latin = (await get(`/api/menus/${menu.id}/print.pdf`)).rawPayload;
    expect(embeddedFonts(latin).some((name) => name?.startsWith('NotoSansSC'))).toBe(false);
  });
});

describe('a long printable menu', () => {
  it('runs over several pages without cutting a product or leaving a heading alone', async () => {
    const big = await createBusiness(t, owner, { name: 'Big Kitchen' });
    const categories = [];
    for (let c = 1; c <= 8; c++) {
      const products = [];
      for (let p = 1; p <= 25; p++) {
        const n = (c - 1) * 25 + p;
        products.push(
          await createProduct(t, owner, big.id, {
            name: `Dish ${String(n).padStart(3, '0')}`,
            price: `${n}.50`,
            description: `Notes of dish ${String(n).padStart(3, '0')}: slow cooked with seasonal vegetables and a long list of carefully chosen herbs.`,
            allergens: ['eggs'],
          }),
        );
      }
      categories.push(
        await createCategory(t, owner, big.id, {
          name: `Section ${c}`,
          products: refs(products),
        }),
      );
    }
    const long = await createMenu(t, owner, big.id, {
      name: 'Everything',
      categories: refs(categories),
    });
    const pdf = await readPdf((await get(`/api/menus/${long.id}/print.pdf`)).rawPayload);
    expect(pdf.pageCount).toBeGreaterThan(5);
    const all = pdf.pageTexts.join('\n');
    for (let n = 1; n <= 200; n++) {
      const id = String(n).padStart(3, '0');
      expect(all.split(`Dish ${id}`).length - 1, `Dish ${id}`).toBe(1);
      // Name, price and description on one page: the product was not cut.
      const page = pdf.pageTexts.find((text) => text.includes(`Dish ${id}`))!;
      expect(page, `Dish ${id}`).toContain(`Notes of dish ${id}`);
      containing(page, formatPrice(`${n}.50`, { currency: 'USD', language: 'en' }));
    }
    for (let c = 1; c <= 8; c++) {
      const page = pdf.pageTexts.find((text) => text.includes(`Section ${c} `))!;
      expect(page, `Section ${c}`).toContain(`Dish ${String((c - 1) * 25 + 1).padStart(3, '0')}`);
    }
    pdf.pageTexts.forEach((text, index) =>
      expect(text).toContain(`Page ${index + 1} of ${pdf.pageCount}`),
    );
    await pdf.close();
  }, 60_000);
});

describe('the PDF limit per account', () => {
  it('answers 429 with Retry-After past the limit, counted per account, and makes nothing more', async () => {
    const limited = await createTestApp({
      printKit: { rateLimit: { max: 2, timeWindowMs: 60_000 } },
    });
    try {
      const [ana, bea] = [await createOwner(limited), await createOwner(limited)];
      const place = await createBusiness(limited, ana, { name: 'Casa Ana' });
      const cards = `/api/businesses/${place.id}/table-cards.pdf`;
      const asAna = callAs(limited, ana);
      expect((await asAna('GET', cards)).statusCode).toBe(200);
      expect((await asAna('GET', cards)).statusCode).toBe(200);
      const refused = await asAna('GET', cards);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'tooManyPrints' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Another account has its own allowance (here: a 404 for Ana's place, not a 429).
      expect((await callAs(limited, bea)('GET', cards)).statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });
});

describe('the OpenAPI document', () => {
  it('describes each print kit route as answering a binary PDF', async () => {
    await t.app.ready();
    const document = t.app.swagger() as unknown as {
      paths: Record<string, { get: { responses: Record<string, { content?: object }> } }>;
    };
    for (const path of [
      '/api/menus/{id}/table-cards.pdf',
      '/api/businesses/{id}/table-cards.pdf',
      '/api/menus/{id}/print.pdf',
    ]) {
      expect(document.paths[path]!.get.responses['200']!.content, path).toEqual({
        'application/pdf': { schema: expect.objectContaining({ format: 'binary' }) },
      });
    }
  });
});
