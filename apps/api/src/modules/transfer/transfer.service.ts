import {
  TRANSFER_LIMITS,
  menuLanguagesOf,
  type Business,
  type CatalogueDocument,
  type ImportPreview,
  type ImportResult,
} from '@carta/shared';
import type { Database } from '../../db/client';
import { httpError } from '../../lib/http-errors';
import type { Author } from '../activity/author';
import { recordActivities, type ActivityRecord } from '../activity/record-activity';
import { createBusinessesRepository } from '../businesses/businesses.repository';
import { findOwnedBusinessOr404, toBusiness } from '../businesses/businesses.service';
import { documentValues, toCatalogueDocument, type Catalogue } from './catalogue-json';
import { writeCsv } from './csv';
import {
  planErrors,
  planImport,
  toPreview,
  type CurrentCatalogue,
  type ImportPlan,
} from './import-plan';
import { exportColumns, columnKey, productRow } from './products-csv';
import { createTransferRepository, type Link } from './transfer.repository';

/** Throws a 503 once an import has used its time budget (docs/product.md, "Import and export"). */
function timeBudget(budgetMs: number) {
  const deadline = Date.now() + budgetMs;
  return () => {
    if (Date.now() > deadline) throw httpError(503, 'importTimeout');
  };
}

async function readCatalogue(
  db: Database,
  accountId: string,
  businessId: string,
): Promise<Catalogue> {
  const business = await findOwnedBusinessOr404(db, accountId, businessId);
  const repository = createTransferRepository(db);
  // One after another: inside a transaction the queries share one connection.
  const products = await repository.products(business.id);
  const categories = await repository.categories(business.id);
  const menus = await repository.menus(business.id);
  const categoryLinks = await repository.categoryLinks(business.id);
  const menuLinks = await repository.menuLinks(business.id);
  return { business, products, categories, menus, categoryLinks, menuLinks };
}

/** Positions after the last one of each parent. */
function nextPositions(links: readonly Link[]) {
  const next = new Map<string, number>();
  for (const link of links)
    next.set(link.parentId, Math.max(next.get(link.parentId) ?? 0, link.position + 1));
  return (parentId: string) => {
    const position = next.get(parentId) ?? 0;
    next.set(parentId, position + 1);
    return position;
  };
}

export interface TransferServiceOptions {
  /** Server time one import may take; tests shorten it. */
  timeBudgetMs?: number;
}

export function createTransferService(db: Database, options: TransferServiceOptions = {}) {
  const budgetMs = options.timeBudgetMs ?? TRANSFER_LIMITS.timeBudgetMs;

  const plan = async (database: Database, accountId: string, businessId: string, csv: string) => {
    const checkTime = timeBudget(budgetMs);
    const catalogue = await readCatalogue(database, accountId, businessId);
    const current: CurrentCatalogue = {
      businessId: catalogue.business.id,
      products: catalogue.products,
      categories: catalogue.categories,
      categoryLinks: catalogue.categoryLinks,
    };
    return { catalogue, plan: planImport(csv, current, checkTime), checkTime };
  };

  return {
    async exportJson(accountId: string, businessId: string) {
      return toCatalogueDocument(await readCatalogue(db, accountId, businessId), new Date());
    },

    /** The products CSV: base columns, then the business's other languages' texts. */
    async exportCsv(accountId: string, businessId: string): Promise<string> {
      const catalogue = await readCatalogue(db, accountId, businessId);
      const { business } = catalogue;
      const columns = exportColumns(
        menuLanguagesOf(business.primaryLanguage, business.otherLanguages).slice(1),
      );
      const categoryName = new Map(catalogue.categories.map((c) => [c.id, c.name]));
      const categoryOrder = new Map(catalogue.categories.map((c, index) => [c.id, index]));
      const linksOf = new Map<string, string[]>();
      for (const link of [...catalogue.categoryLinks].sort(
        (a, b) => categoryOrder.get(a.parentId)! - categoryOrder.get(b.parentId)!,
      )) {
        linksOf.set(link.childId, [...(linksOf.get(link.childId) ?? []), link.parentId]);
      }
      const rows = catalogue.products.map((product) =>
        productRow(columns, {
          ...product,
          categories: (linksOf.get(product.id) ?? []).map((id) => categoryName.get(id)!),
        }),
      );
      return writeCsv([columns.map(columnKey), ...rows]);
    },

    async preview(accountId: string, businessId: string, csv: string): Promise<ImportPreview> {
      return toPreview((await plan(db, accountId, businessId, csv)).plan);
    },

    /**
     * Re-reads and re-checks the file, then writes every row in one transaction: any bad row
     * answers 400 with the rows' errors and nothing is written.
     */
    async confirm(author: Author, businessId: string, csv: string): Promise<ImportResult> {
      return db.transaction(async (tx) => {
        const {
          catalogue,
          plan: importPlan,
          checkTime,
        } = await plan(tx, author.accountId, businessId, csv);
        const fields = planErrors(importPlan);
        if (fields) throw httpError(400, 'importRowsInvalid', { fields });
        const result = await writePlan(tx, author, catalogue, importPlan, checkTime);
        checkTime();
        return result;
      });
    },

    /** A catalogue export → a new business of the caller, in one transaction. */
    async importDocument(author: Author, document: CatalogueDocument): Promise<Business> {
      const checkTime = timeBudget(budgetMs);
      const values = documentValues(document);
      return db.transaction(async (tx) => {
        const repository = createTransferRepository(tx);
        const { business: settings } = document;
        const business = await createBusinessesRepository(tx).insert(author.accountId, {
          name: settings.name,
          phone: settings.phone ?? null,
          whatsapp: settings.whatsapp ?? null,
          website: settings.website ?? null,
          instagram: settings.instagram ?? null,
          facebook: settings.facebook ?? null,
          twitter: settings.twitter ?? null,
          ...(settings.currency ? { currency: settings.currency } : {}),
          ...(settings.show_sold_out !== undefined ? { showSoldOut: settings.show_sold_out } : {}),
          ...(settings.time_zone ? { timeZone: settings.time_zone } : {}),
          ...(settings.primary_language ? { primaryLanguage: settings.primary_language } : {}),
          ...(settings.other_languages ? { otherLanguages: settings.other_languages } : {}),
        });
        const entry = (
          type: ActivityRecord['type'],
          itemId: string,
          itemName: string,
        ): ActivityRecord => ({
          businessId: business.id,
          type,
          action: 'created',
          itemId,
          itemName,
          ...author,
        });

        const products = await repository.insertProducts(business.id, values.products);
        const productId = new Map(
          document.products.map((p, index) => [p.ref, products[index]!.id]),
        );
        const categories = await repository.insertCategories(business.id, values.categories);
        const categoryId = new Map(
          document.categories.map((c, index) => [c.ref, categories[index]!.id]),
        );
        await repository.insertCategoryLinks(
          business.id,
          document.categories.flatMap((category, index) =>
            category.products.map((ref, position) => ({
              parentId: categories[index]!.id,
              childId: productId.get(ref)!,
              position,
            })),
          ),
        );
        checkTime();
        const menus = await repository.insertMenus(business.id, values.menus);
        await repository.insertMenuLinks(
          business.id,
          document.menus.flatMap((menu, index) =>
            menu.categories.map((ref, position) => ({
              parentId: menus[index]!.id,
              childId: categoryId.get(ref)!,
              position,
            })),
          ),
        );
        await recordActivities(tx, [
          entry('business', business.id, business.name),
          ...products.map((product) => entry('product', product.id, product.name)),
          ...categories.map((category) => entry('category', category.id, category.name)),
          ...menus.map((menu, index) => entry('menu', menu.id, values.menus[index]!.name)),
        ]);
        checkTime();
        return toBusiness(business);
      });
    },
  };
}

/** Writes a checked plan: new categories, new and changed products, category links. */
async function writePlan(
  tx: Database,
  author: Author,
  catalogue: Catalogue,
  plan: ImportPlan,
  checkTime: () => void,
): Promise<ImportResult> {
  const businessId = catalogue.business.id;
  const repository = createTransferRepository(tx);
  const entry = (
    type: 'product' | 'category',
    action: 'created' | 'updated',
    itemId: string,
    itemName: string,
  ): ActivityRecord => ({ businessId, type, action, itemId, itemName, ...author });

  const createdCategories = await repository.insertCategories(
    businessId,
    plan.newCategories.map((name) => ({ name, enabled: true, translations: {} })),
  );
  await recordActivities(
    tx,
    createdCategories.map((category) => entry('category', 'created', category.id, category.name)),
  );
  const categoryIdByName = new Map<string, string>();
  for (const category of [...catalogue.categories, ...createdCategories]) {
    const key = category.name.trim().toLocaleLowerCase();
    if (!categoryIdByName.has(key)) categoryIdByName.set(key, category.id);
  }

  const toCreate = plan.rows.filter((row) => row.action === 'create');
  const created = await repository.insertProducts(
    businessId,
    toCreate.map((row) => row.values!),
  );
  const productIdOfRow = new Map<number, string>();
  toCreate.forEach((row, index) => productIdOfRow.set(row.row, created[index]!.id));
  checkTime();
  await recordActivities(
    tx,
    created.map((product) => entry('product', 'created', product.id, product.name)),
  );

  const toUpdate = plan.rows.filter((row) => row.action === 'update');
  await repository.updateProducts(
    businessId,
    toUpdate.map((row) => ({ id: row.productId!, values: row.values! })),
  );
  checkTime();
  for (const row of toUpdate) productIdOfRow.set(row.row, row.productId!);
  await recordActivities(
    tx,
    toUpdate.map((row) => entry('product', 'updated', row.productId!, row.values!.name)),
  );
  checkTime();

  // Category links: a product leaves the categories the file no longer names and joins the new
  // ones at their end; links it keeps keep their place.
  if (plan.hasCategories) {
    const position = nextPositions(catalogue.categoryLinks);
    const linksOf = new Map<string, Set<string>>();
    for (const link of catalogue.categoryLinks) {
      if (!linksOf.has(link.childId)) linksOf.set(link.childId, new Set());
      linksOf.get(link.childId)!.add(link.parentId);
    }
    const added: Link[] = [];
    for (const row of plan.rows) {
      if (row.action === 'unchanged' || !row.categoryNames) continue;
      const productId = productIdOfRow.get(row.row)!;
      const wanted = row.categoryNames.map((name) =>
        categoryIdByName.get(name.trim().toLocaleLowerCase())!,
      );
      const current = linksOf.get(productId) ?? new Set<string>();
      await repository.deleteCategoryLinks(
        productId,
        [...current].filter((id) => !wanted.includes(id)),
      );
      for (const categoryId of wanted) {
        if (!current.has(categoryId)) {
          added.push({ parentId: categoryId, childId: productId, position: position(categoryId) });
        }
      }
    }
    await repository.insertCategoryLinks(businessId, added);
  }

  return {
    created: toCreate.length,
    updated: toUpdate.length,
    unchanged: plan.rows.filter((row) => row.action === 'unchanged').length,
    categories_created: createdCategories.length,
  };
}
