import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { businessSlugs, menuSlugs } from '../../db/schema';
import { httpError } from '../../lib/http-errors';

/** 409 with the error on the form's field (docs/product.md, "Readable addresses"). */
const slugTaken = () => httpError(409, 'slugTaken', { fields: { slug: 'slugTaken' } });

/**
 * Records `slug` among the business's addresses, or answers 409 when another business holds it
 * now or held it before. Run inside the transaction that sets `businesses.slug`: a concurrent
 * claim of the same slug waits on the key and then finds it taken.
 */
export async function claimBusinessSlug(
  db: Database,
  businessId: string,
  slug: string,
): Promise<void> {
  await db
    .insert(businessSlugs)
    .values({ slug, businessId })
    .onConflictDoNothing({ target: businessSlugs.slug });
  const [holder] = await db
    .select({ businessId: businessSlugs.businessId })
    .from(businessSlugs)
    .where(eq(businessSlugs.slug, slug))
    .limit(1);
  if (holder?.businessId !== businessId) throw slugTaken();
}

/** The same for a menu, among the slugs of its business's menus. */
export async function claimMenuSlug(
  db: Database,
  { businessId, menuId }: { businessId: string; menuId: string },
  slug: string,
): Promise<void> {
  await db
    .insert(menuSlugs)
    .values({ businessId, slug, menuId })
    .onConflictDoNothing({ target: [menuSlugs.businessId, menuSlugs.slug] });
  const [holder] = await db
    .select({ menuId: menuSlugs.menuId })
    .from(menuSlugs)
    .where(and(eq(menuSlugs.businessId, businessId), eq(menuSlugs.slug, slug)))
    .limit(1);
  if (holder?.menuId !== menuId) throw slugTaken();
}
