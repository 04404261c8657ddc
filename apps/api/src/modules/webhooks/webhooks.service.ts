import { isIP } from 'node:net';
import {
  WEBHOOK_LIMITS,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  type WebhookEndpointPatch,
  type WebhookEndpointWithSecret,
} from '@carta/shared';
import type { Database } from '../../db/client';
import { httpError } from '../../lib/http-errors';
import { definedOnly } from '../../lib/defined-only';
import { findOwnedBusinessOr404 } from '../businesses/businesses.service';
import { hostOf, isPublicAddress } from './address-guard';
import { queueDelivery, WEBHOOK_GIVE_UP_AFTER_MS } from './webhook-events';
import { newWebhookSecret } from './webhook-signature';
import {
  createWebhooksRepository,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from './webhooks.repository';

export function toWebhookDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    endpoint_id: row.endpointId,
    event: row.event,
    state: row.state,
    attempts: row.attempts,
    last_status: row.lastStatus,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    next_attempt_at: row.nextAttemptAt.toISOString(),
    delivered_at: row.deliveredAt?.toISOString() ?? null,
  };
}

function toWebhookEndpoint(
  row: WebhookEndpointRow,
  last: WebhookDeliveryRow | undefined,
): WebhookEndpoint {
  return {
    id: row.id,
    business_id: row.businessId,
    url: row.url,
    events: row.events,
    enabled: row.enabled,
    last_delivery: last ? toWebhookDelivery(last) : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt?.toISOString() ?? null,
  };
}

/**
 * The rules a receiver's URL meets beyond its shape (docs/security.md, "Webhooks"): https, and no
 * address that is private or local by itself (an IP literal, `localhost`). A name that resolves
 * to such an address is refused at each delivery. The operator's allow setting lifts both.
 */
function checkReceiverUrl(value: string, allowPrivate: boolean): void {
  if (allowPrivate) return;
  const url = new URL(value);
  if (url.protocol !== 'https:') {
    throw httpError(400, 'formInvalid', { fields: { url: 'webhookUrlNotHttps' } });
  }
  // Normalised (case, trailing dots, IDN): `LOCALHOST.` and `ｌｏｃａｌｈｏｓｔ` are `localhost`.
  const host = hostOf(url);
  const local = host === 'localhost' || host.endsWith('.localhost');
  if (local || (isIP(host) !== 0 && !isPublicAddress(host))) {
    throw httpError(400, 'formInvalid', { fields: { url: 'webhookAddressNotAllowed' } });
  }
}

/** Webhook endpoints of the owner's businesses and their deliveries; others' ids answer 404. */
export function createWebhooksService(db: Database, options: { allowPrivate: boolean }) {
  const repository = createWebhooksRepository(db);

  async function findEndpointOr404(accountId: string, id: string, in_: Database = db) {
    const row = await createWebhooksRepository(in_).findOwnedEndpoint(accountId, id);
    if (!row) throw httpError(404, 'notFound');
    return row;
  }

  async function withLastDelivery(row: WebhookEndpointRow): Promise<WebhookEndpoint> {
    const [last] = await repository.lastDeliveries([row.id]);
    return toWebhookEndpoint(row, last);
  }

  return {
    async list(accountId: string, businessId: string): Promise<WebhookEndpoint[]> {
      await findOwnedBusinessOr404(db, accountId, businessId);
      const rows = await repository.listEndpoints(businessId);
      const last = new Map(
        (await repository.lastDeliveries(rows.map((row) => row.id))).map((d) => [d.endpointId, d]),
      );
      return rows.map((row) => toWebhookEndpoint(row, last.get(row.id)));
    },

    async create(
      accountId: string,
      businessId: string,
      input: WebhookEndpointInput,
    ): Promise<WebhookEndpointWithSecret> {
      const row = await db.transaction(async (tx) => {
        await findOwnedBusinessOr404(tx, accountId, businessId);
        checkReceiverUrl(input.url, options.allowPrivate);
        const endpoints = createWebhooksRepository(tx);
        if (
          (await endpoints.countEndpointsLocked(businessId)) >= WEBHOOK_LIMITS.endpointsPerBusiness
        ) {
          throw httpError(409, 'webhookEndpointsTooMany');
        }
        return endpoints.insertEndpoint({
          businessId,
          url: input.url,
          events: input.events,
          enabled: input.enabled,
          secret: newWebhookSecret(),
        });
      });
      return { ...toWebhookEndpoint(row, undefined), secret: row.secret };
    },

    async get(accountId: string, id: string): Promise<WebhookEndpoint> {
      return withLastDelivery(await findEndpointOr404(accountId, id));
    },

    async update(
      accountId: string,
      id: string,
      patch: WebhookEndpointPatch,
    ): Promise<WebhookEndpoint> {
      await findEndpointOr404(accountId, id);
      if (patch.url !== undefined) checkReceiverUrl(patch.url, options.allowPrivate);
      const row = await repository.updateEndpoint(
        id,
        definedOnly({ url: patch.url, events: patch.events, enabled: patch.enabled }),
      );
      return withLastDelivery(row);
    },

    /** Its queued deliveries go with it. */
    async remove(accountId: string, id: string): Promise<void> {
      await findEndpointOr404(accountId, id);
      await repository.deleteEndpoint(id);
    },

    /** A new secret, shown this once; deliveries from now on are signed with it. */
    async rotateSecret(accountId: string, id: string): Promise<WebhookEndpointWithSecret> {
      await findEndpointOr404(accountId, id);
      const row = await repository.updateEndpoint(id, { secret: newWebhookSecret() });
      return { ...(await withLastDelivery(row)), secret: row.secret };
    },

    /** Queues a `ping` to the endpoint, enabled or not, whatever it subscribes to. */
    async ping(accountId: string, id: string): Promise<WebhookDelivery> {
      const endpoint = await findEndpointOr404(accountId, id);
      return toWebhookDelivery(
        await queueDelivery(db, endpoint.id, endpoint.businessId, 'ping', {}),
      );
    },

    async deliveries(accountId: string, id: string, limit: number): Promise<WebhookDelivery[]> {
      await findEndpointOr404(accountId, id);
      return (await repository.listDeliveries(id, limit)).map(toWebhookDelivery);
    },

    /**
     * Sends a delivered or failed delivery again: the same delivery (same id and body, so a
     * receiver can tell a repeat) goes back in the queue with its attempts counted afresh; 409
     * while it is still queued or being sent.
     */
    async resend(accountId: string, deliveryId: string): Promise<WebhookDelivery> {
      const delivery = await repository.findOwnedDelivery(accountId, deliveryId);
      if (!delivery) throw httpError(404, 'notFound');
      const at = new Date();
      const row = await repository.requeue(
        deliveryId,
        at,
        new Date(at.getTime() + WEBHOOK_GIVE_UP_AFTER_MS),
      );
      if (!row) throw httpError(409, 'webhookDeliveryPending');
      return toWebhookDelivery(row);
    },
  };
}
