import { randomUUID } from 'node:crypto';
import type { ActivityAction, EntityType, WebhookDeliveryEvent, WebhookEvent } from '@carta/shared';
import type { Database } from '../../db/client';
import { createWebhooksRepository, type WebhookDeliveryRow } from './webhooks.repository';

/** A delivery not accepted this long after it was queued is given up (state `failed`). */
export const WEBHOOK_GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

/** What a change event's payload says about the item (docs/integrations.md, "Payload"). */
export interface WebhookItem {
  type: EntityType;
  action: ActivityAction;
  id: string;
  name: string;
}

/** Deliveries queued by this process so far: the webhooks plugin wakes its worker when it grows. */
let queuedSoFar = 0;
export const webhookDeliveriesQueued = (): number => queuedSoFar;

/** The body a receiver gets: small on purpose; details are read through the API. */
function payload(
  id: string,
  event: WebhookDeliveryEvent,
  businessId: string,
  at: Date,
  data: WebhookItem | Record<string, never>,
) {
  return { id, event, business_id: businessId, occurred_at: at.toISOString(), data };
}

/** Queues one delivery of `event` to `endpointId` in `tx` (a test ping). */
export async function queueDelivery(
  tx: Database,
  endpointId: string,
  businessId: string,
  event: WebhookDeliveryEvent,
  data: WebhookItem | Record<string, never>,
): Promise<WebhookDeliveryRow> {
  const at = new Date();
  const id = randomUUID();
  const [row] = await createWebhooksRepository(tx).insertDeliveries([
    {
      id,
      endpointId,
      businessId,
      event,
      payload: payload(id, event, businessId, at, data),
      giveUpAt: new Date(at.getTime() + WEBHOOK_GIVE_UP_AFTER_MS),
    },
  ]);
  queuedSoFar += 1;
  return row!;
}

/**
 * Queues `event` for every enabled endpoint of the business subscribed to it, in `tx` — the
 * transaction of the change itself, so a delivery exists exactly when the change does.
 */
export async function queueWebhookEvent(
  tx: Database,
  businessId: string,
  event: WebhookEvent,
  item: WebhookItem,
): Promise<void> {
  const repository = createWebhooksRepository(tx);
  const endpoints = await repository.subscribers(businessId, event);
  if (endpoints.length === 0) return;
  const at = new Date();
  const giveUpAt = new Date(at.getTime() + WEBHOOK_GIVE_UP_AFTER_MS);
  const rows = endpoints.map((endpoint) => {
    const id = randomUUID();
    return {
      id,
      endpointId: endpoint.id,
      businessId,
      event,
      payload: payload(id, event, businessId, at, item),
      giveUpAt,
    };
  });
  await repository.insertDeliveries(rows);
  queuedSoFar += rows.length;
}

/** `<type>.changed` for an activity entry (every owner write records one). */
export async function queueChangeWebhooks(
  tx: Database,
  entry: {
    businessId: string;
    type: EntityType;
    action: ActivityAction;
    itemId: string;
    itemName: string;
  },
): Promise<void> {
  await queueWebhookEvent(tx, entry.businessId, `${entry.type}.changed`, {
    type: entry.type,
    action: entry.action,
    id: entry.itemId,
    name: entry.itemName,
  });
}

/** `product.sold_out` / `product.back_in_stock` when a product's sold-out flag changes. */
export async function queueSoldOutWebhooks(
  tx: Database,
  product: { businessId: string; id: string; name: string },
  before: boolean,
  after: boolean,
): Promise<void> {
  if (before === after) return;
  await queueWebhookEvent(
    tx,
    product.businessId,
    after ? 'product.sold_out' : 'product.back_in_stock',
    {
      type: 'product',
      action: 'updated',
      id: product.id,
      name: product.name,
    },
  );
}
