import {
  type Category,
  type CategorySummary,
  type CategoryInput,
  type CategoryPatch,
  type ListQuery,
  type PagedList,
} from '@carta/shared';
import type { Database } from '../../db/client';
import { httpError } from '../../lib/http-errors';
import type { Author } from '../activity/author';
import { recordActivity } from '../activity/record-activity';
import { findOwnedBusinessOr404 } from '../businesses/businesses.service';
import { imageUrls } from '../files/file-names';
import { definedOnly } from '../../lib/defined-only';
import { groupBy } from '../../lib/group-by';
import { readOwnedList } from '../../lib/owned-list';
import { orderedTranslations } from '../../lib/ordered-translations';
import { lockOwnChildren } from '../owned/ordered-children';
import { removeOwned } from '../owned/remove-owned';
import {
  createCategoriesRepository,
  type CategoryProductJson,
  type CategoryRow,
  type CategorySummaryRow,
} from './categories.repository';

/** What a category and its list summary show before the products, in the schema's key order. */
function categoryHead(row: CategoryRow) {
  return {
    id: row.id,
    name: row.name,
    enabled: row.enabled,
    translations: orderedTranslations(row.translations, ['name']),
    business: { id: row.businessId },
  };
}

export function toCategory(row: CategoryRow, products: readonly CategoryProductJson[]): Category {
  return {
    ...categoryHead(row),
    products: products.map((product) => {
      const image = imageUrls(product.image);
      return {
        id: product.id,
        name: product.name,
        price: product.price,
        image_url: image.url,
        image_thumb_url: image.thumbUrl,
        enabled: product.enabled,
        sold_out: product.soldOut,
        variants: product.variants.map(({ name, price }) => ({ name, price })),
      };
    }),
    product_count: products.length,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt?.toISOString() ?? null,
  };
}

/** A category as a list page shows it: its product count, not its products. */
export function toCategorySummary(row: CategorySummaryRow): CategorySummary {
  return {
    ...categoryHead(row),
    product_count: row.productCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt?.toISOString() ?? null,
  };
}

/** Categories with their products, read with one query for all of them. */
async function withProducts(db: Database, rows: readonly CategoryRow[]): Promise<Category[]> {
  const links = await createCategoriesRepository(db).productsOf(rows.map((row) => row.id));
  const byCategory = groupBy(links, (link) => link.categoryId);
  return rows.map((row) => toCategory(row, byCategory.get(row.id) ?? []));
}

async function findOwnedCategoryOr404(db: Database, accountId: string, id: string) {
  const row = await createCategoriesRepository(db).findOwned(accountId, id);
  if (!row) throw httpError(404, 'notFound');
  return row;
}

/** A product of another business (or owner) in `products`. */
const foreignProduct = { products: 'productNotInBusiness' } as const;

export function createCategoriesService(db: Database) {
  const repository = createCategoriesRepository(db);

  return {
    async list(accountId: string, query: ListQuery): Promise<PagedList<CategorySummary>> {
      return readOwnedList(db, accountId, query, repository.list, toCategorySummary);
    },

    async get(accountId: string, id: string): Promise<Category> {
      const row = await repository.findOwnedDetail(accountId, id);
      if (!row) throw httpError(404, 'notFound');
      return toCategory(row, row.products);
    },

    /** The products must be the business's own; their order is kept exactly. */
    async create(author: Author, input: CategoryInput): Promise<Category> {
      return db.transaction(async (tx) => {
        const categories = createCategoriesRepository(tx);
        const business = await findOwnedBusinessOr404(tx, author.accountId, input.business.id);
        const productIds = await lockOwnChildren(
          categories.productLinks,
          business.id,
          input.products,
          foreignProduct,
        );
        const created = await categories.insert(business.id, {
          name: input.name,
          enabled: input.enabled,
          translations: input.translations ?? {},
        });
        await categories.productLinks.replace(created, productIds);
        await recordActivity(tx, {
          businessId: business.id,
          type: 'category',
          action: 'created',
          itemId: created.id,
          itemName: created.name,
          ...author,
        });
        const [category] = await withProducts(tx, [created]);
        return category!;
      });
    },

    /**
     * Fields left out stay as they are; `products` replaces membership and order. All or
     * nothing: a rejected product id rolls back the whole update. `business` is ignored.
     */
    async update(author: Author, id: string, input: CategoryPatch): Promise<Category> {
      return db.transaction(async (tx) => {
        const categories = createCategoriesRepository(tx);
        // The products are checked and locked before the category row is written (see
        // lockOwnChildren), which needs the category's business first.
        const productIds =
          input.products &&
          (await lockOwnChildren(
            categories.productLinks,
            (await findOwnedCategoryOr404(tx, author.accountId, id)).businessId,
            input.products,
            foreignProduct,
          ));
        const updated = await categories.update(
          author.accountId,
          id,
          definedOnly({
            name: input.name,
            enabled: input.enabled,
            translations: input.translations,
          }),
        );
        if (!updated) throw httpError(404, 'notFound');
        if (productIds) await categories.productLinks.replace(updated, productIds);
        await recordActivity(tx, {
          businessId: updated.businessId,
          type: 'category',
          action: 'updated',
          itemId: id,
          itemName: updated.name,
          ...author,
        });
        const [category] = await withProducts(tx, [updated]);
        return category!;
      });
    },

    /** Also removes the category from its menus (ON DELETE CASCADE); its products stay. */
    async remove(author: Author, id: string): Promise<void> {
      await removeOwned(db, author, id, {
        type: 'category',
        repository: createCategoriesRepository,
        describe: (row) => ({ businessId: row.businessId, name: row.name }),
      });
    },
  };
}
