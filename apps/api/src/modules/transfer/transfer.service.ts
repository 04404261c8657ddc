import {
  TRANSFER_LIMITS,
  menuLanguagesOf,
  type Business,
  type CatalogueDocument,
  type ImportPreview,
  type ImportResult,
} from '@carta/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { httpError } from '../../lib/http-errors';
import type { Author } from '../activity/author';
import { recordActivities, type ActivityRecord } from '../activity/record-activity';
import type { BusinessRow } from '../businesses/businesses.repository';
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
import {
  asImportError,
  importTimeout,
  limitStatements,
  timeBudget,
  writeDeadline,
  type TimeBudget,
} from './import-budget';
import {
  stepSlices,
  sweepAbandonedImports,
  writePendingBusiness,
  type ImportStep,
  type StepObserver,
} from './pending-business';

/** Between two write statements: stop once past the budget, and let other requests run. */
type WriteStep = () => Promise<void>;

/** Arbitrary constant naming the imports among PostgreSQL's two-key advisory locks. */
const IMPORT_LOCK_CLASS = 26_012;

/**
 * A CSV import's writes into an existing business, in one transaction so that it stays all or
 * nothing (docs/security.md, "Imports"): imports into that business take turns (a
 * transaction-scoped advisory lock, waited for at most TRANSFER_LIMITS.writeBudgetMs); then the
 * work has what is left of the import's budget, at most writeBudgetMs, enforced twice: by
 * PostgreSQL's statement_timeout on every statement, and by `step()` between statements. Past it
 * the transaction is rolled back and the import answers 503 with Retry-After.
 */
async function csvImportTransaction<T>(
  db: Database,
  budget: TimeBudget,
  writeBudgetMs: number,
  businessId: string,
  work: (tx: Database, step: WriteStep) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(
        sql.raw(`set local lock_timeout = ${Math.max(1, Math.ceil(writeBudgetMs))}`),
      );
      await tx.execute(
        sql`select pg_advisory_xact_lock(${IMPORT_LOCK_CLASS}, hashtext(${businessId}))`,
      );
      budget();
      const deadline = writeDeadline(budget, writeBudgetMs);
      await limitStatements(tx, deadline);
      const step: WriteStep = async () => {
        if (Date.now() > deadline) throw importTimeout();
        await new Promise((resolve) => setImmediate(resolve));
        await limitStatements(tx, deadline);
      };
      return work(tx, step);
    });
  } catch (error) {
    throw asImportError(error);
  }
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
  /** Of that, the time its write transaction may take; tests shorten it. */
  writeBudgetMs?: number;
  /** Called before each write step of a JSON import; tests look at what is visible then. */
  observeImportSteps?: StepObserver;
}

export function createTransferService(db: Database, options: TransferServiceOptions = {}) {
  const budgetMs = options.timeBudgetMs ?? TRANSFER_LIMITS.timeBudgetMs;
  const writeBudgetMs = options.writeBudgetMs ?? TRANSFER_LIMITS.writeBudgetMs;

  const plan = async (
    database: Database,
    accountId: string,
    businessId: string,
    csv: string,
    checkTime: TimeBudget = timeBudget(budgetMs),
  ) => {
    const catalogue = await readCatalogue(database, accountId, businessId);
    const current: CurrentCatalogue = {
      businessId: catalogue.business.id,
      products: catalogue.products,
      categories: catalogue.categories,
      categoryLinks: catalogue.categoryLinks,
    };
    return { catalogue, plan: await planImport(csv, current, checkTime), checkTime };
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
      const checkTime = timeBudget(budgetMs);
      // Before the transaction: another owner's id answers 404 without waiting for any lock.
      await findOwnedBusinessOr404(db, author.accountId, businessId);
      return csvImportTransaction(db, checkTime, writeBudgetMs, businessId, async (tx, step) => {
        // Read under the lock: an import that ran meanwhile is seen, and matched by name.
        const { catalogue, plan: importPlan } = await plan(
          tx,
          author.accountId,
          businessId,
          csv,
          checkTime,
        );
        const fields = planErrors(importPlan);
        if (fields) throw httpError(400, 'importRowsInvalid', { fields });
        const result = await writePlan(tx, author, catalogue, importPlan, step);
        await step();
        return result;
      });
    },

    /**
     * A catalogue export → a new business of the caller, written in short transactions while it
     * stays hidden, and shown by the last one (pending-business.ts): all of it or nothing.
     */
    async importDocument(author: Author, document: CatalogueDocument): Promise<Business> {
      const checkTime = timeBudget(budgetMs);
      const values = documentValues(document);
      const { business: settings } = document;
      await sweepAbandonedImports(db);
      const business = await writePendingBusiness(
        db,
        checkTime,
        writeBudgetMs,
        author.accountId,
        {
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
        },
        (pending, step) => fillBusiness(pending, step, author, document, values),
        options.observeImportSteps,
      );
      return toBusiness(business);
    },

    /** Removes the hidden businesses of imports a stopped process left (pending-business.ts). */
    sweepAbandonedImports: () => sweepAbandonedImports(db),
  };
}

/** Writes a document's catalogue into the hidden business, a slice of rows per step. */
async function fillBusiness(
  business: BusinessRow,
  step: ImportStep,
  author: Author,
  document: CatalogueDocument,
  values: ReturnType<typeof documentValues>,
): Promise<void> {
  const inSteps = async <T, R>(
    items: readonly T[],
    write: (tx: Database, slice: T[]) => Promise<R[]>,
  ): Promise<R[]> => {
    const written: R[] = [];
    for (const slice of stepSlices(items)) written.push(...(await step((tx) => write(tx, slice))));
    return written;
  };
  const repository = createTransferRepository;
  const none = async () => [] as never[];

  const products = await inSteps(values.products, (tx, slice) =>
    repository(tx).insertProducts(business.id, slice),
  );
  const productId = new Map(document.products.map((p, index) => [p.ref, products[index]!.id]));
  const categories = await inSteps(values.categories, (tx, slice) =>
    repository(tx).insertCategories(business.id, slice),
  );
  const categoryId = new Map(document.categories.map((c, index) => [c.ref, categories[index]!.id]));
  await inSteps(
    document.categories.flatMap((category, index) =>
      category.products.map((ref, position) => ({
        parentId: categories[index]!.id,
        childId: productId.get(ref)!,
        position,
      })),
    ),
    (tx, slice) => repository(tx).insertCategoryLinks(business.id, slice).then(none),
  );
  const menus = await inSteps(values.menus, (tx, slice) =>
    repository(tx).insertMenus(business.id, slice),
  );
  await inSteps(
    document.menus.flatMap((menu, index) =>
      menu.categories.map((ref, position) => ({
        parentId: menus[index]!.id,
        childId: categoryId.get(ref)!,
        position,
      })),
    ),
    (tx, slice) => repository(tx).insertMenuLinks(business.id, slice).then(none),
  );
  const entry = (type: ActivityRecord['type'], itemId: string, itemName: string) => ({
    businessId: business.id,
    type,
    action: 'created' as const,
    itemId,
    itemName,
    ...author,
  });
  await inSteps(
    [
      entry('business', business.id, business.name),
      ...products.map((product) => entry('product', product.id, product.name)),
      ...categories.map((category) => entry('category', category.id, category.name)),
      ...menus.map((menu, index) => entry('menu', menu.id, values.menus[index]!.name)),
    ],
    (tx, slice) => recordActivities(tx, slice).then(none),
  );
}

/** Writes a checked plan: new categories, new and changed products, category links. */
async function writePlan(
  tx: Database,
  author: Author,
  catalogue: Catalogue,
  plan: ImportPlan,
  step: WriteStep,
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
  await step();
  await recordActivities(
    tx,
    created.map((product) => entry('product', 'created', product.id, product.name)),
  );

  const toUpdate = plan.rows.filter((row) => row.action === 'update');
  await repository.updateProducts(
    businessId,
    toUpdate.map((row) => ({ id: row.productId!, values: row.values! })),
  );
  await step();
  for (const row of toUpdate) productIdOfRow.set(row.row, row.productId!);
  await recordActivities(
    tx,
    toUpdate.map((row) => entry('product', 'updated', row.productId!, row.values!.name)),
  );
  await step();

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
    const removed: Omit<Link, 'position'>[] = [];
    for (const row of plan.rows) {
      if (row.action === 'unchanged' || !row.categoryNames) continue;
      const productId = productIdOfRow.get(row.row)!;
      const wanted = row.categoryNames.map((name) =>
        categoryIdByName.get(name.trim().toLocaleLowerCase())!,
      );
      const current = linksOf.get(productId) ?? new Set<string>();
      for (const categoryId of current) {
        if (!wanted.includes(categoryId))
          removed.push({ parentId: categoryId, childId: productId });
      }
      for (const categoryId of wanted) {
        if (!current.has(categoryId)) {
          added.push({ parentId: categoryId, childId: productId, position: position(categoryId) });
        }
      }
    }
    await repository.deleteCategoryLinks(businessId, removed);
    await step();
    await repository.insertCategoryLinks(businessId, added);
  }

  return {
    created: toCreate.length,
    updated: toUpdate.length,
    unchanged: plan.rows.filter((row) => row.action === 'unchanged').length,
    categories_created: createdCategories.length,
  };
}
