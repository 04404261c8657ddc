import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { businesses, menus, publicBodies, publicRenderDue } from '../../db/schema';

/** The row of a page's head: what serving needs before choosing a body (no body itself). */
export const HEAD_VARIANT = 'head';

export type BodyEncoding = 'br' | 'gzip';

export interface StoredRowKey {
  /** A menu's id, or a business's id for its place page. */
  ownerId: string;
  variant: string;
}

export interface StoredHeadRow {
  businessId: string;
  version: number;
  validUntil: Date | null;
  meta: Record<string, unknown> | null;
  /** The business's content version now: the head is good while it equals `version`. */
  currentVersion: number;
}

export interface StoredBodyRow {
  version: number;
  validUntil: Date | null;
  etag: string;
  contentType: string;
  level: 'fast' | 'best';
  body: Buffer | null;
  currentVersion: number;
}

/** A stored row as the render worker sees it: which page, which variant, made for what. */
export interface StoredVariantRow extends StoredRowKey {
  kind: 'menu' | 'place';
  version: number;
  validUntil: Date | null;
}

export interface StoredRow extends StoredRowKey {
  kind: 'menu' | 'place';
  businessId: string;
  version: number;
  validUntil: Date | null;
  etag?: string;
  contentType?: string;
  level?: 'fast' | 'best';
  br?: Buffer | null;
  gzip?: Buffer | null;
  meta?: Record<string, unknown> | null;
}

/**
 * Reads and writes of the stored public bodies and of the "render due" queue
 * (docs/public-menu.md, "Caching that stays correct"). Every guest read is one primary-key
 * lookup joined to its business's row for the current content version.
 */
export function createStoredBodiesRepository(db: Database) {
  const byKey = (key: StoredRowKey) =>
    and(eq(publicBodies.ownerId, key.ownerId), eq(publicBodies.variant, key.variant));
  const byPlaceholders = and(
    eq(publicBodies.ownerId, sql.placeholder('ownerId')),
    eq(publicBodies.variant, sql.placeholder('variant')),
  );

  // The queries of a guest's request are prepared statements: their SQL is built once, and
  // PostgreSQL plans them once per connection (docs/performance.md, "Many menus").
  const headQuery = db
    .select({
      businessId: publicBodies.businessId,
      version: publicBodies.version,
      validUntil: publicBodies.validUntil,
      meta: publicBodies.meta,
      currentVersion: businesses.contentVersion,
    })
    .from(publicBodies)
    .innerJoin(businesses, eq(businesses.id, publicBodies.businessId))
    .where(byPlaceholders)
    .limit(1)
    .prepare('public_bodies_head');
  const bodyQuery = (encoding: BodyEncoding) =>
    db
      .select({
        version: publicBodies.version,
        validUntil: publicBodies.validUntil,
        etag: publicBodies.etag,
        contentType: publicBodies.contentType,
        level: publicBodies.level,
        body: encoding === 'br' ? publicBodies.br : publicBodies.gzip,
        currentVersion: businesses.contentVersion,
      })
      .from(publicBodies)
      .innerJoin(businesses, eq(businesses.id, publicBodies.businessId))
      .where(byPlaceholders)
      .limit(1)
      .prepare(`public_bodies_${encoding}`);
  const bodyQueries = { br: bodyQuery('br'), gzip: bodyQuery('gzip') };
  const versionQuery = db
    .select({ version: businesses.contentVersion })
    .from(businesses)
    .where(eq(businesses.id, sql.placeholder('businessId')))
    .limit(1)
    .prepare('public_bodies_business_version');

  return {
    async head(ownerId: string): Promise<StoredHeadRow | null> {
      const [row] = await headQuery.execute({ ownerId, variant: HEAD_VARIANT });
      return row ? { ...row, currentVersion: Number(row.currentVersion) } : null;
    },

    /** One body in one encoding, with the business's current content version. */
    async body(key: StoredRowKey, encoding: BodyEncoding): Promise<StoredBodyRow | null> {
      const [row] = await bodyQueries[encoding].execute({ ...key });
      return row ? { ...row, currentVersion: Number(row.currentVersion) } : null;
    },

    /** A business's content version; null when it no longer exists. */
    async currentVersion(businessId: string): Promise<number | null> {
      const [row] = await versionQuery.execute({ businessId });
      return row ? Number(row.version) : null;
    },

    async save(row: StoredRow): Promise<void> {
      const values = {
        ownerId: row.ownerId,
        variant: row.variant,
        kind: row.kind,
        businessId: row.businessId,
        menuId: row.kind === 'menu' ? row.ownerId : null,
        version: row.version,
        validUntil: row.validUntil,
        etag: row.etag ?? '',
        contentType: row.contentType ?? '',
        level: row.level ?? 'best',
        br: row.br ?? null,
        gzip: row.gzip ?? null,
        meta: row.meta ?? null,
        renderedAt: new Date(),
      };
      const { ownerId: _owner, variant: _variant, ...changes } = values;
      // A row older than the one stored (a slower render of an earlier version) is not written.
      await db
        .insert(publicBodies)
        .values(values)
        .onConflictDoUpdate({
          target: [publicBodies.ownerId, publicBodies.variant],
          set: changes,
          setWhere: sql`${publicBodies.version} <= excluded.version`,
        })
        // The business or menu was deleted meanwhile: nothing to store.
        .catch((error: unknown) => {
          if ((error as { code?: string }).code === '23503') return;
          throw error;
        });
    },

    async remove(key: StoredRowKey): Promise<void> {
      await db.delete(publicBodies).where(byKey(key));
    },

    /** Every stored row of a business but the heads: what its re-render covers. */
    async storedVariants(businessId: string): Promise<StoredVariantRow[]> {
      return db
        .select({
          ownerId: publicBodies.ownerId,
          variant: publicBodies.variant,
          kind: publicBodies.kind,
          version: publicBodies.version,
          validUntil: publicBodies.validUntil,
        })
        .from(publicBodies)
        .where(eq(publicBodies.businessId, businessId));
    },

    /** A business's enabled menus: each gets its default page rendered on a change. */
    async enabledMenuIds(businessId: string): Promise<string[]> {
      const rows = await db
        .select({ id: menus.id })
        .from(menus)
        .where(and(eq(menus.businessId, businessId), eq(menus.enabled, true)));
      return rows.map((row) => row.id);
    },

    /**
     * Claims up to `limit` businesses whose last change is at least `quietMs` old, by deleting
     * their rows (FOR UPDATE SKIP LOCKED: each is claimed by one process). A claim lost to a
     * crash costs no correctness: a stored body of an older version is never served, and a
     * guest's request renders it.
     */
    async claimDue(limit: number, quietMs: number): Promise<string[]> {
      const result = await db.execute<{ business_id: string }>(sql`
        DELETE FROM ${publicRenderDue}
        WHERE business_id IN (
          SELECT business_id FROM ${publicRenderDue}
          WHERE due_at <= now() - make_interval(secs => ${quietMs / 1000})
          ORDER BY due_at
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED
        )
        RETURNING business_id`);
      return result.rows.map((row) => row.business_id);
    },

    /** Marks for a render the businesses with a stored row whose hours turned by `at`. */
    async queueExpired(at: Date): Promise<void> {
      await db.execute(sql`
        INSERT INTO ${publicRenderDue} (business_id)
        SELECT DISTINCT business_id FROM ${publicBodies}
        WHERE valid_until IS NOT NULL AND valid_until <= ${at.toISOString()}::timestamptz
        ON CONFLICT (business_id) DO NOTHING`);
    },

    /** Businesses still waiting for a render (tests and the benchmark's "settled" check). */
    async dueCount(businessIds?: string[]): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(publicRenderDue)
        .where(businessIds ? inArray(publicRenderDue.businessId, businessIds) : undefined);
      return row?.count ?? 0;
    },
  };
}

export type StoredBodiesRepository = ReturnType<typeof createStoredBodiesRepository>;
