import { and, arrayContains, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { WebhookDeliveryEvent, WebhookEvent } from '@carta/shared';
import type { Database } from '../../db/client';
import { ownedBy } from '../../db/list-filter';
import { claimDueStatement } from '../../db/queue-claim';
import { businesses, webhookDeliveries, webhookEndpoints } from '../../db/schema';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/** A claimed delivery with what the sender needs: the endpoint's URL and secret. */
export interface ClaimedDelivery {
  id: string;
  url: string;
  secret: string;
  payload: Record<string, unknown>;
  attempts: number;
  giveUpAt: Date;
}

export interface NewDelivery {
  id: string;
  endpointId: string;
  businessId: string;
  event: WebhookDeliveryEvent;
  payload: Record<string, unknown>;
  giveUpAt: Date;
}

/** Webhook endpoints and their delivery queue (docs/integrations.md, "Webhooks"). */
export function createWebhooksRepository(db: Database) {
  return {
    async listEndpoints(businessId: string): Promise<WebhookEndpointRow[]> {
      return db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.businessId, businessId))
        .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
    },

    /** The account's endpoint `id`; undefined for anyone else's. */
    async findOwnedEndpoint(
      accountId: string,
      id: string,
    ): Promise<WebhookEndpointRow | undefined> {
      const [row] = await db
        .select()
        .from(webhookEndpoints)
        .where(
          and(eq(webhookEndpoints.id, id), ownedBy(db, webhookEndpoints.businessId, accountId)),
        )
        .limit(1);
      return row;
    },

    /** Locks the business row, so two creations cannot both pass the endpoint limit. */
    async countEndpointsLocked(businessId: string): Promise<number> {
      await db
        .select({ id: businesses.id })
        .from(businesses)
        .where(eq(businesses.id, businessId))
        .for('update');
      const [row] = await db
        .select({ total: count() })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.businessId, businessId));
      return row?.total ?? 0;
    },

    async insertEndpoint(
      values: typeof webhookEndpoints.$inferInsert,
    ): Promise<WebhookEndpointRow> {
      const [row] = await db.insert(webhookEndpoints).values(values).returning();
      return row!;
    },

    async updateEndpoint(
      id: string,
      values: Partial<Pick<WebhookEndpointRow, 'url' | 'events' | 'enabled' | 'secret'>>,
    ): Promise<WebhookEndpointRow> {
      const [row] = await db
        .update(webhookEndpoints)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(webhookEndpoints.id, id))
        .returning();
      return row!;
    },

    async deleteEndpoint(id: string): Promise<void> {
      await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    },

    /** The business's enabled endpoints subscribed to `event`. */
    async subscribers(businessId: string, event: WebhookEvent): Promise<{ id: string }[]> {
      return db
        .select({ id: webhookEndpoints.id })
        .from(webhookEndpoints)
        .where(
          and(
            eq(webhookEndpoints.businessId, businessId),
            eq(webhookEndpoints.enabled, true),
            arrayContains(webhookEndpoints.events, [event]),
          ),
        );
    },

    async insertDeliveries(rows: NewDelivery[]): Promise<WebhookDeliveryRow[]> {
      if (rows.length === 0) return [];
      return db.insert(webhookDeliveries).values(rows).returning();
    },

    /** The latest delivery of each endpoint in `endpointIds`. */
    async lastDeliveries(endpointIds: string[]): Promise<WebhookDeliveryRow[]> {
      if (endpointIds.length === 0) return [];
      return db
        .selectDistinctOn([webhookDeliveries.endpointId])
        .from(webhookDeliveries)
        .where(inArray(webhookDeliveries.endpointId, endpointIds))
        .orderBy(
          webhookDeliveries.endpointId,
          desc(webhookDeliveries.createdAt),
          desc(webhookDeliveries.id),
        );
    },

    async listDeliveries(endpointId: string, limit: number): Promise<WebhookDeliveryRow[]> {
      return db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpointId))
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(limit);
    },

    /** The account's delivery `id`; undefined for anyone else's. */
    async findOwnedDelivery(
      accountId: string,
      id: string,
    ): Promise<WebhookDeliveryRow | undefined> {
      const [row] = await db
        .select()
        .from(webhookDeliveries)
        .where(
          and(eq(webhookDeliveries.id, id), ownedBy(db, webhookDeliveries.businessId, accountId)),
        )
        .limit(1);
      return row;
    },

    /**
     * A delivered or failed delivery goes back in the queue, due now, with a new time limit and
     * its attempts counted afresh; undefined while it is still queued or being sent.
     */
    async requeue(id: string, now: Date, giveUpAt: Date): Promise<WebhookDeliveryRow | undefined> {
      const [row] = await db
        .update(webhookDeliveries)
        .set({
          state: 'queued',
          attempts: 0,
          nextAttemptAt: now,
          giveUpAt,
          lockedUntil: null,
          deliveredAt: null,
          lastStatus: null,
          lastError: null,
        })
        .where(
          and(
            eq(webhookDeliveries.id, id),
            sql`${webhookDeliveries.state} IN ('delivered', 'failed')`,
          ),
        )
        .returning();
      return row;
    },

    /**
     * Marks up to `limit` due deliveries as being sent by the caller until `lockedUntil`, as the
     * mail queue does (db/queue-claim.ts), and answers them with their endpoint's URL and secret.
     */
    async claimDue(now: Date, lockedUntil: Date, limit: number): Promise<ClaimedDelivery[]> {
      const result = await db.execute<{
        id: string;
        url: string;
        secret: string;
        payload: Record<string, unknown>;
        attempts: number;
        give_up_at: string | Date;
      }>(sql`
        WITH claimed AS (${claimDueStatement(
          webhookDeliveries,
          { now, lockedUntil, limit },
          sql`id, endpoint_id, payload, attempts, give_up_at`,
        )})
        SELECT claimed.id, e.url, e.secret, claimed.payload, claimed.attempts, claimed.give_up_at
        FROM claimed JOIN ${webhookEndpoints} e ON e.id = claimed.endpoint_id`);
      return result.rows.map((row) => ({
        id: row.id,
        url: row.url,
        secret: row.secret,
        payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
        attempts: row.attempts,
        giveUpAt: new Date(row.give_up_at),
      }));
    },

    async markDelivered(id: string, status: number, at: Date): Promise<void> {
      await db
        .update(webhookDeliveries)
        .set({
          state: 'delivered',
          deliveredAt: at,
          lockedUntil: null,
          lastStatus: status,
          lastError: null,
        })
        .where(eq(webhookDeliveries.id, id));
    },

    async markRetry(
      id: string,
      status: number | null,
      error: string,
      nextAttemptAt: Date,
    ): Promise<void> {
      await db
        .update(webhookDeliveries)
        .set({
          state: 'queued',
          lockedUntil: null,
          lastStatus: status,
          lastError: error,
          nextAttemptAt,
        })
        .where(eq(webhookDeliveries.id, id));
    },

    async markFailed(id: string, status: number | null, error: string): Promise<void> {
      await db
        .update(webhookDeliveries)
        .set({ state: 'failed', lockedUntil: null, lastStatus: status, lastError: error })
        .where(eq(webhookDeliveries.id, id));
    },

    /** Delivered and failed deliveries older than `before` go. */
    async prune(before: Date): Promise<void> {
      await db
        .delete(webhookDeliveries)
        .where(
          and(
            lt(webhookDeliveries.createdAt, before),
            sql`${webhookDeliveries.state} IN ('delivered', 'failed')`,
          ),
        );
    },
  };
}
