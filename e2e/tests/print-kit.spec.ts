import { readFile } from 'node:fs/promises';
import { ownerApi } from '../fixtures/catalogue';
import { useLanguage } from '../fixtures/languages';
import { expect, roleAccount, test, useSelectedBusiness } from '../fixtures/roles';
import { readPdf } from '../../apps/api/test/helpers/pdf';

// The print kit (docs/product.md, "Print kit"): from a menu's Share control the owner downloads
// table cards whose QR code leads to the menu (?src=qr), and the whole menu; from the business
// page, the place's cards, in Spanish. The PDFs are read back and their QR codes decoded.

const BUSINESS = 'Print Kit Bistro';
const MENU = 'Print dinner';
let businessId = '';
let menuId = '';

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const api = await ownerApi(request, roleAccount('owner'));
    businessId = await api.post('/api/businesses', {
      name: BUSINESS,
      other_languages: ['es'],
    });
    const business = { id: businessId };
    const product = await api.post('/api/products', {
      name: 'Tortilla de patatas',
      price: '7.50',
      allergens: ['eggs'],
      business,
    });
    const category = await api.post('/api/categories', {
      name: 'Tapas',
      products: [{ id: product }],
      business,
    });
    menuId = await api.post('/api/menus', {
      name: MENU,
      categories: [{ id: category }],
      business,
      translations: { es: { name: 'Cena para imprimir' } },
    });
  } finally {
    await request.dispose();
  }
});

test('the owner downloads table cards and the whole menu from the menu page', async ({
  ownerPage: page,
  baseURL,
}) => {
  await useSelectedBusiness(page, businessId);
  await page.goto(`/menus/${menuId}/edit`);
  await page.getByRole('button', { name: `Print ${MENU}` }).click();
  const dialog = page.getByRole('dialog', { name: `Print ${MENU}` });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Cards per page').selectOption('2');
  await dialog.getByLabel('Pages').selectOption('2');
  const [cards] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  await expect(dialog).toBeHidden();
  const slug = 'print-kit-bistro-print-dinner';
  expect(cards.suggestedFilename()).toBe(`table-cards-${slug}.pdf`);
  const bytes = await readFile(await cards.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(5_000);
  const pdf = await readPdf(bytes);
  expect(pdf.pageCount).toBe(2);
  expect(pdf.pageTexts[0]).toContain(MENU);
  expect(await pdf.decodeQr(1, { crop: { x: 0, y: 0, width: 595, height: 421 } })).toBe(
    `${baseURL}/m/${menuId}?src=qr`,
  );
  await pdf.close();

  await page.getByRole('button', { name: `Print ${MENU}` }).click();
  await dialog.getByRole('radio', { name: 'Whole menu' }).click();
  const [whole] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(whole.suggestedFilename()).toBe('menu-print-dinner.pdf');
  const menu = await readPdf(await readFile(await whole.path()));
  expect(menu.pageTexts[0]).toContain('Tortilla de patatas');
  await menu.close();
});

test("the owner prints the place's cards in Spanish from the business page", async ({
  ownerPage: page,
  baseURL,
}) => {
  await useLanguage(page, 'es');
  await page.goto(`/businesses/${businessId}`);
  await page.getByRole('button', { name: `Imprimir ${BUSINESS}` }).click();
  const dialog = page.getByRole('dialog', { name: `Imprimir ${BUSINESS}` });
  await expect(dialog.getByLabel('Idioma')).toHaveValue('es');
  await dialog.getByLabel('Tamaño del papel').selectOption('letter');
  await dialog.getByLabel('Tarjetas por página').selectOption('1');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Descargar PDF' }).click(),
  ]);
  const pdf = await readPdf(await readFile(await download.path()));
  expect(pdf.pageSizes).toEqual([{ width: 612, height: 792 }]);
  expect(pdf.pageTexts[0]).toContain('Escanea para ver nuestras cartas');
  expect(await pdf.decodeQr(1)).toBe(`${baseURL}/b/${businessId}?src=qr`);
  await pdf.close();
});
