import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { businesses } from '../../db/schema';

export type BusinessRow = typeof businesses.$inferSelect;
export type BusinessValues = Pick<
  typeof businesses.$inferInsert,
  'name' | 'logo' | 'phone' | 'whatsapp' | 'website' | 'instagram' | 'facebook' | 'twitter'
>;

/** Every query is scoped to the owner: another account's business is simply not found. */
export function createBusinessesRepository(db: Database) {
  const owned = (ownerId: string, id: string) =>
    and(eq(businesses.id, id), eq(businesses.ownerId, ownerId));

  return {
    /** Newest first. */
    async list(
      ownerId: string,
      page: { offset: number; limit: number },
    ): Promise<{ rows: BusinessRow[]; total: number }> {
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(businesses)
          .where(eq(businesses.ownerId, ownerId))
          .orderBy(desc(businesses.createdAt), desc(businesses.id))
          .offset(page.offset)
          .limit(page.limit),
        db.select({ total: count() }).from(businesses).where(eq(businesses.ownerId, ownerId)),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    async findOwned(ownerId: string, id: string): Promise<BusinessRow | null> {
      const [row] = await db.select().from(businesses).where(owned(ownerId, id)).limit(1);
      return row ?? null;
    },

    async insert(ownerId: string, values: BusinessValues): Promise<BusinessRow> {
      const [row] = await db
        .insert(businesses)
        .values({ ...values, ownerId })
        .returning();
      return row!;
    },

    /** Null when the business is not the owner's. */
    async update(
      ownerId: string,
      id: string,
      values: Partial<BusinessValues>,
    ): Promise<BusinessRow | null> {
      const [row] = await db
        .update(businesses)
        .set({ ...values, updatedAt: new Date() })
        .where(owned(ownerId, id))
        .returning();
      return row ?? null;
    },

    /** Products, categories, menus and activity go with it (ON DELETE CASCADE). */
    async delete(ownerId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(businesses)
        .where(owned(ownerId, id))
        .returning({ id: businesses.id });
      return rows.length > 0;
    },
  };
}
