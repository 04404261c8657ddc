import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { accessToken, createActiveAccount } from '../fixtures/accounts';
import { LANGUAGES, signInAs, text, useLanguage } from '../fixtures/languages';

// Issue 14, part 3 — export the products as CSV, edit the file, import it back through the
// preview and confirm (docs/product.md, "Import and export"), in both interface languages.

const uniqueEmail = (language: string) =>
  `transfer-${language}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@carta.test`;

for (const language of LANGUAGES) {
  test(`CSV round trip through export, preview and import (${language})`, async ({
    page,
    request,
  }) => {
    const account = await createActiveAccount(request, uniqueEmail(language));
    const headers = { Authorization: `Bearer ${await accessToken(request, account)}` };
    const created = await request.post('/api/businesses', {
      headers,
      data: { name: 'E2E Transfer', other_languages: ['es'] },
    });
    expect(created.status(), await created.text()).toBe(201);
    const business = (await created.json()) as { id: string };
    for (const product of [
      {
        name: 'Margherita',
        variants: [
          { name: 'Small', price: '8', translations: { es: { name: 'Pequeña' } } },
          { name: 'Large', price: '12.5', translations: { es: { name: 'Grande' } } },
        ],
        allergens: ['gluten', 'milk'],
        translations: { es: { name: 'Margarita' } },
      },
      { name: 'Lemonade', price: '3', dietary: ['vegan'], sold_out: true },
    ]) {
      const response = await request.post('/api/products', {
        headers,
        data: { ...product, business: { id: business.id } },
      });
      expect(response.status(), await response.text()).toBe(201);
    }

    await useLanguage(page, language);
    await signInAs(page, request, account);
    await page.goto(`/businesses/${business.id}`);
    await page.getByRole('link', { name: text(language, 'transfer.link') }).click();
    await expect(
      page.getByRole('heading', { name: text(language, 'pages.transfer') }),
    ).toBeVisible();

    // Export the products as CSV.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: text(language, 'transfer.export.csv') }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('e2e-transfer-products.csv');
    const exported = await readFile((await download.path())!, 'utf8');
    expect(exported.startsWith('\uFEFF')).toBe(true);
    expect(exported).toContain(
      'Margherita,,,Small=8.00|Large=12.50,,gluten|milk,,no,yes,Margarita,,Pequeña|Grande',
    );

    const fileInput = page.getByLabel(text(language, 'transfer.csv.file'));
    const upload = (csv: string) =>
      fileInput.setInputFiles({
        name: 'products.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(csv),
      });
    const importButton = page.getByRole('button', {
      name: new RegExp(text(language, 'transfer.csv.confirm_other').replace('{{count}}', '\\d+')),
    });

    // The file as exported changes nothing: the import is not offered.
    await upload(exported);
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(importButton).toBeDisabled();
    await expect(page.getByText(text(language, 'transfer.csv.nothingToDo'))).toBeVisible();

    // A new price, a new product in a new category: previewed, then imported.
    const edited = exported
      .replace('Lemonade,,3.00,', 'Lemonade,,3.50,')
      .concat('Tiramisu,"Mascarpone, coffee",6.00,,Desserts,eggs|milk,,no,yes,,,\r\n');
    await upload(edited);
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(table.getByRole('row', { name: /Lemonade/ })).toContainText(
      text(language, 'transfer.preview.actions.update'),
    );
    await expect(table.getByRole('row', { name: /Tiramisu/ })).toContainText(
      text(language, 'transfer.preview.actions.create'),
    );
    await expect(table.getByRole('row', { name: /Margherita/ })).toContainText(
      text(language, 'transfer.preview.actions.unchanged'),
    );
    await importButton.click();
    const done = text(language, 'transfer.csv.done')
      .replace('{{created}}', '1')
      .replace('{{updated}}', '1')
      .replace('{{unchanged}}', '1')
      .replace('{{categories}}', '1');
    await expect(page.getByRole('status').filter({ hasText: done })).toBeVisible();

    const products = await request.get(`/api/products?business_id=${business.id}`, { headers });
    const items = ((await products.json()) as { items: { name: string; price: string }[] }).items;
    expect(items.map((item) => [item.name, item.price]).sort()).toEqual([
      ['Lemonade', '3.50'],
      ['Margherita', '8.00'],
      ['Tiramisu', '6.00'],
    ]);

    // Exported again, the file is the edited one: the round trip keeps everything.
    const again = await request.get(`/api/businesses/${business.id}/products.csv`, { headers });
    const withoutBom = (csv: string) => csv.replace(/^\uFEFF/, '');
    expect(withoutBom(await again.text())).toBe(withoutBom(edited));
  });
}
