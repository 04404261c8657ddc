/**
 * The events a business's webhook endpoint may subscribe to (docs/integrations.md). A change is
 * a create, an update or a delete; the payload says which.
 */
export const WEBHOOK_EVENTS = [
  'business.changed',
  'menu.changed',
  'category.changed',
  'product.changed',
  'product.sold_out',
  'product.back_in_stock',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Where a delivery is: waiting for its next attempt, being sent, accepted (2xx), or given up. */
export const WEBHOOK_DELIVERY_STATES = ['queued', 'sending', 'delivered', 'failed'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];
