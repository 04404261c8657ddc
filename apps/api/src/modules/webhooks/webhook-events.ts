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
  await queueWebhookEvents(tx, businessId, event, [item]);
}

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters at 7 columns a row. */
const INSERT_CHUNK = 1000;

/** queueWebhookEvent for many items of one business and event: one lookup of the subscribers. */
async function queueWebhookEvents(
  tx: Database,
  businessId: string,
  event: WebhookEvent,
  items: readonly WebhookItem[],
): Promise<void> {
  const repository = createWebhooksRepository(tx);
  const endpoints = await repository.subscribers(businessId, event);
  if (endpoints.length === 0) return;
  const at = new Date();
  const giveUpAt = new Date(at.getTime() + WEBHOOK_GIVE_UP_AFTER_MS);
  const rows = items.flatMap((item) =>
    endpoints.map((endpoint) => {
      const id = randomUUID();
      return {
        id,
        endpointId: endpoint.id,
        businessId,
        event,
        payload: payload(id, event, businessId, at, item),
        giveUpAt,
      };
    }),
  );
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await repository.insertDeliveries(rows.slice(start, start + INSERT_CHUNK));
  }
  queuedSoFar += rows.length;
}

interface ChangeEntry {
  businessId: string;
  type: EntityType;
  action: ActivityAction;
  itemId: string;
  itemName: string;
}

const itemOf = (entry: ChangeEntry): WebhookItem => ({
  type: entry.type,
  action: entry.action,
  id: entry.itemId,
  name: entry.itemName,
});

/** `<type>.changed` for an activity entry (every owner write records one). */
export async function queueChangeWebhooks(tx: Database, entry: ChangeEntry): Promise<void> {
  await queueWebhookEvent(tx, entry.businessId, `${entry.type}.changed`, itemOf(entry));
}

/** queueChangeWebhooks for many entries: one subscriber lookup per business and event. */
export async function queueChangeWebhooksForMany(
  tx: Database,
  entries: readonly ChangeEntry[],
): Promise<void> {
  const groups = new Map<
    string,
    { businessId: string; event: WebhookEvent; items: WebhookItem[] }
  >();
  for (const entry of entries) {
    const event = `${entry.type}.changed` as const;
    const key = `${entry.businessId} ${event}`;
    const group = groups.get(key) ?? { businessId: entry.businessId, event, items: [] };
    group.items.push(itemOf(entry));
    groups.set(key, group);
  }
  for (const { businessId, event, items } of groups.values()) {
    await queueWebhookEvents(tx, businessId, event, items);
  }
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
