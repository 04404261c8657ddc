import { z } from 'zod';
import { WEBHOOK_ENDPOINTS_MAX } from '../constants';
import { messages } from '../messages';
import { IdSchema, TimestampSchema } from './common';

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

/** What a delivery may carry: a subscribed event, or the test ping an owner asks for. */
export const WEBHOOK_DELIVERY_EVENTS = [...WEBHOOK_EVENTS, 'ping'] as const;
export type WebhookDeliveryEvent = (typeof WEBHOOK_DELIVERY_EVENTS)[number];

/** Where a delivery is: waiting for its next attempt, being sent, accepted (2xx), or given up. */
export const WEBHOOK_DELIVERY_STATES = ['queued', 'sending', 'delivered', 'failed'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

/** Limits of webhooks (docs/integrations.md, "Webhooks"). */
export const WEBHOOK_LIMITS = {
  /** Endpoints of one business; one more answers 409. */
  endpointsPerBusiness: WEBHOOK_ENDPOINTS_MAX,
  /** Characters of an endpoint's URL. */
  urlMax: 2000,
  /** Deliveries one call lists at most. */
  deliveriesPageMax: 50,
} as const;

/** An http(s) URL without user name or password; whether plain http is allowed is the server's call. */
function isWebhookUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.hostname !== '' &&
      url.username === '' &&
      url.password === ''
    );
  } catch {
    return false;
  }
}

const WebhookUrlSchema = z
  .string({ error: messages.urlInvalid })
  .trim()
  .max(WEBHOOK_LIMITS.urlMax, { error: messages.urlTooLong, abort: true })
  .refine(isWebhookUrl, { error: messages.urlInvalid });

const WebhookEventsSchema = z
  .array(z.enum(WEBHOOK_EVENTS, { error: messages.webhookEventInvalid }), {
    error: messages.webhookEventsRequired,
  })
  .max(WEBHOOK_EVENTS.length, { error: messages.webhookEventInvalid, abort: true })
  .min(1, { error: messages.webhookEventsRequired })
  .transform((events) => [...new Set(events)]);

/**
 * A webhook endpoint as an owner registers it (`POST /api/businesses/:id/webhooks`): where to
 * send (https; the server refuses plain http and private addresses unless its operator allows
 * them for tests), which events, and whether it is on.
 */
export const WebhookEndpointInputSchema = z.object({
  url: WebhookUrlSchema,
  events: WebhookEventsSchema,
  enabled: z.boolean().default(true),
});
export type WebhookEndpointInput = z.infer<typeof WebhookEndpointInputSchema>;

/** `PATCH /api/webhooks/:id`: fields left out stay as they are. */
export const WebhookEndpointPatchSchema = z.object({
  url: WebhookUrlSchema.optional(),
  events: WebhookEventsSchema.optional(),
  enabled: z.boolean().optional(),
});
export type WebhookEndpointPatch = z.infer<typeof WebhookEndpointPatchSchema>;

/** A delivery as lists show it; never its payload or the endpoint's secret. */
export const WebhookDeliverySchema = z.object({
  id: IdSchema,
  endpoint_id: IdSchema,
  event: z.enum(WEBHOOK_DELIVERY_EVENTS),
  state: z.enum(WEBHOOK_DELIVERY_STATES),
  attempts: z.number().int().min(0),
  /** The receiver's last HTTP status, or null when it could not be reached (see last_error). */
  last_status: z.number().int().nullable(),
  /** Why the last attempt failed (a timeout, a refused address, the HTTP status), else null. */
  last_error: z.string().nullable(),
  created_at: TimestampSchema,
  /** While queued: when it is tried next. */
  next_attempt_at: TimestampSchema,
  delivered_at: TimestampSchema.nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

/** A business's webhook endpoint; its secret only in the answers that make one. */
export const WebhookEndpointSchema = z.object({
  id: IdSchema,
  business_id: IdSchema,
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  /** The latest delivery to this endpoint, for a status badge; null before the first. */
  last_delivery: WebhookDeliverySchema.nullable(),
  created_at: TimestampSchema,
  updated_at: TimestampSchema.nullable(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

/**
 * The answer of creating an endpoint or rotating its secret: the only times the secret is shown
 * (`whsec_` and 43 base64url characters).
 */
export const WebhookEndpointWithSecretSchema = WebhookEndpointSchema.extend({
  secret: z.string(),
});
export type WebhookEndpointWithSecret = z.infer<typeof WebhookEndpointWithSecretSchema>;

/** `GET /api/webhooks/:id/deliveries?limit=20`: the latest first. */
export const WebhookDeliveriesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(WEBHOOK_LIMITS.deliveriesPageMax).default(20),
});
export type WebhookDeliveriesQuery = z.infer<typeof WebhookDeliveriesQuerySchema>;
