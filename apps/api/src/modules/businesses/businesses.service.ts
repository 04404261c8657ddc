import {
  menuLanguagesOf,
  type Business,
  type BusinessInput,
  type PagedList,
  type PaginationQuery,
} from '@carta/shared';
import type { Database } from '../../db/client';
import { definedOnly } from '../../lib/defined-only';
import { httpError } from '../../lib/http-errors';
import type { Author } from '../activity/author';
import { claimBusinessSlug } from '../addresses/claim-slug';
import { recordActivity } from '../activity/record-activity';
import { assertOwnFile } from '../files/assert-own-file';
import { imageUrls } from '../files/file-names';
import { removeOwned } from '../owned/remove-owned';
import {
  createBusinessesRepository,
  type BusinessRow,
  type BusinessValues,
} from './businesses.repository';

/** The stored columns of an input: its fields as they are, the snake_case ones renamed. */
function toValues({
  show_sold_out,
  time_zone,
  primary_language,
  other_languages,
  ...fields
}: Partial<BusinessInput>): Partial<BusinessValues> {
  return definedOnly({
    ...fields,
    showSoldOut: show_sold_out,
    timeZone: time_zone,
    primaryLanguage: primary_language,
    otherLanguages: other_languages,
  });
}

export function toBusiness(row: BusinessRow): Business {
  const logo = imageUrls(row.logo);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    logo: row.logo,
    logo_url: logo.url,
    logo_thumb_url: logo.thumbUrl,
    phone: row.phone,
    whatsapp: row.whatsapp,
    website: row.website,
    instagram: row.instagram,
    facebook: row.facebook,
    twitter: row.twitter,
    currency: row.currency,
    show_sold_out: row.showSoldOut,
    time_zone: row.timeZone,
    primary_language: row.primaryLanguage,
    // A primary language changed on its own may still be listed among the others.
    other_languages: menuLanguagesOf(row.primaryLanguage, row.otherLanguages).slice(1),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt?.toISOString() ?? null,
  };
}

/**
 * The account's business `id`, or a 404 — also when it belongs to someone else (docs/architecture.md §5).
 * Other modules use it to check access to a business first.
 */
export async function findOwnedBusinessOr404(
  db: Database,
  accountId: string,
  id: string,
): Promise<BusinessRow> {
  const row = await createBusinessesRepository(db).findOwned(accountId, id);
  if (!row) throw httpError(404, 'notFound');
  return row;
}

export function createBusinessesService(db: Database) {
  const repository = createBusinessesRepository(db);

  return {
    async list(accountId: string, query: PaginationQuery): Promise<PagedList<Business>> {
      const { rows, total } = await repository.list(accountId, {
        offset: (query.page - 1) * query.items_per_page,
        limit: query.items_per_page,
      });
      return {
        items: rows.map(toBusiness),
        pagination: { page: query.page, items_per_page: query.items_per_page, total },
      };
    },

    async get(accountId: string, id: string): Promise<Business> {
      return toBusiness(await findOwnedBusinessOr404(db, accountId, id));
    },

    async create(author: Author, input: BusinessInput): Promise<Business> {
      const row = await db.transaction(async (tx) => {
        if (input.logo) await assertOwnFile(tx, author.accountId, input.logo, 'logo');
        const businesses = createBusinessesRepository(tx);
        const { slug, ...values } = toValues(input);
        let created = await businesses.insert(author.accountId, { ...values, name: input.name });
        // The slug is claimed before it is set: a taken one answers 409, never a unique violation.
        if (slug) {
          await claimBusinessSlug(tx, created.id, slug);
          created = (await businesses.update(author.accountId, created.id, { slug })) ?? created;
        }
        await recordActivity(tx, {
          businessId: created.id,
          type: 'business',
          action: 'created',
          itemId: created.id,
          itemName: created.name,
          ...author,
        });
        return created;
      });
      return toBusiness(row);
    },

    async update(author: Author, id: string, input: Partial<BusinessInput>): Promise<Business> {
      const row = await db.transaction(async (tx) => {
        const current = await findOwnedBusinessOr404(tx, author.accountId, id);
        // An unchanged logo was checked when it was set.
        if (input.logo && input.logo !== current.logo) {
          await assertOwnFile(tx, author.accountId, input.logo, 'logo');
        }
        if (input.slug && input.slug !== current.slug) await claimBusinessSlug(tx, id, input.slug);
        const updated = await createBusinessesRepository(tx).update(
          author.accountId,
          id,
          // Undefined fields stay as they are; null (or '' in the request) clears a field.
          toValues(input),
        );
        if (!updated) throw httpError(404, 'notFound');
        await recordActivity(tx, {
          businessId: id,
          type: 'business',
          action: 'updated',
          itemId: id,
          itemName: updated.name,
          ...author,
        });
        return updated;
      });
      return toBusiness(row);
    },

    /**
     * Deletes the business with its products, categories, menus and activity (cascade). The
     * 'deleted' entry is written like every other, though the cascade removes it with the log.
     */
    async remove(author: Author, id: string): Promise<void> {
      await removeOwned(db, author, id, {
        type: 'business',
        repository: createBusinessesRepository,
        describe: (row) => ({ businessId: row.id, name: row.name }),
      });
    },
  };
}
