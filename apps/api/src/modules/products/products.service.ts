import {
  lowestPrice,
  type ListQuery,
  type PagedList,
  type Product,
  type ProductInput,
  type ProductPatch,
} from '@carta/shared';
import type { Database } from '../../db/client';
import { httpError } from '../../lib/http-errors';
import type { Author } from '../activity/author';
import { recordActivity } from '../activity/record-activity';
import { findOwnedBusinessOr404 } from '../businesses/businesses.service';
import { assertOwnFile } from '../files/assert-own-file';
import { imageUrls } from '../files/file-names';
import { definedOnly } from '../../lib/defined-only';
import { removeOwned } from '../owned/remove-owned';
import { queueSoldOutWebhooks } from '../webhooks/webhook-events';
import { readOwnedList } from '../../lib/owned-list';
import { orderedTranslations } from '../../lib/ordered-translations';
import { createProductsRepository, type ProductRow } from './products.repository';

export function toProduct(row: ProductRow): Product {
  const image = imageUrls(row.image);
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    description: row.description,
    image: row.image,
    image_url: image.url,
    image_thumb_url: image.thumbUrl,
    enabled: row.enabled,
    allergens: row.allergens,
    dietary: row.dietary,
    sold_out: row.soldOut,
    variants: row.variants.map(({ name, price, translations }) => ({
      name,
      price,
      translations: orderedTranslations(translations, ['name']),
    })),
    translations: orderedTranslations(row.translations, ['name', 'description']),
    business: { id: row.businessId },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt?.toISOString() ?? null,
  };
}

/** The account's product `id`, or a 404 — also when it belongs to someone else (docs/architecture.md §5). */
async function findOwnedProductOr404(db: Database, accountId: string, id: string) {
  const row = await createProductsRepository(db).findOwned(accountId, id);
  if (!row) throw httpError(404, 'notFound');
  return row;
}

export function createProductsService(db: Database) {
  const repository = createProductsRepository(db);

  return {
    async list(accountId: string, query: ListQuery): Promise<PagedList<Product>> {
      return readOwnedList(db, accountId, query, repository.list, toProduct);
    },

    async get(accountId: string, id: string): Promise<Product> {
      return toProduct(await findOwnedProductOr404(db, accountId, id));
    },

    async create(author: Author, input: ProductInput): Promise<Product> {
      const row = await db.transaction(async (tx) => {
        const business = await findOwnedBusinessOr404(tx, author.accountId, input.business.id);
        if (input.image) await assertOwnFile(tx, author.accountId, input.image, 'image');
        const created = await createProductsRepository(tx).insert(business.id, {
          name: input.name,
          price: input.price,
          description: input.description ?? null,
          image: input.image ?? null,
          enabled: input.enabled,
          allergens: input.allergens ?? null,
          dietary: input.dietary ?? [],
          soldOut: input.sold_out ?? false,
          variants: input.variants ?? [],
          translations: input.translations ?? {},
        });
        await recordActivity(tx, {
          businessId: business.id,
          type: 'product',
          action: 'created',
          itemId: created.id,
          itemName: created.name,
          ...author,
        });
        return created;
      });
      return toProduct(row);
    },

    /** Fields left out stay as they are; `business` is ignored (a product never moves). */
    async update(author: Author, id: string, input: ProductPatch): Promise<Product> {
      const row = await db.transaction(async (tx) => {
        const products = createProductsRepository(tx);
        const current = await findOwnedProductOr404(tx, author.accountId, id);
        // An unchanged image was checked when it was set.
        if (input.image && input.image !== current.image) {
          await assertOwnFile(tx, author.accountId, input.image, 'image');
        }
        // Kept sizes keep deciding the price: it is always the lowest size price.
        const variants = input.variants ?? current.variants;
        const updated = await products.update(
          author.accountId,
          id,
          definedOnly({
            name: input.name,
            price: variants.length ? lowestPrice(variants) : input.price,
            description: input.description,
            image: input.image,
            enabled: input.enabled,
            allergens: input.allergens,
            dietary: input.dietary,
            soldOut: input.sold_out,
            variants: input.variants,
            translations: input.translations,
          }),
        );
        if (!updated) throw httpError(404, 'notFound');
        await recordActivity(tx, {
          businessId: updated.businessId,
          type: 'product',
          action: 'updated',
          itemId: id,
          itemName: updated.name,
          ...author,
        });
        await queueSoldOutWebhooks(tx, updated, current.soldOut, updated.soldOut);
        return updated;
      });
      return toProduct(row);
    },

    /** Also removes the product from its categories (ON DELETE CASCADE). */
    async remove(author: Author, id: string): Promise<void> {
      await removeOwned(db, author, id, {
        type: 'product',
        repository: createProductsRepository,
        describe: (row) => ({ businessId: row.businessId, name: row.name }),
      });
    },
  };
}
