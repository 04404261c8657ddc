import type { TFunction } from 'i18next';
import type { WebhookDeliveryEvent, WebhookDeliveryState } from '@carta/shared';

/** The name of each event in the interface language (literal keys, so the locale tests see them). */
export const eventLabels = (t: TFunction): Record<WebhookDeliveryEvent, string> => ({
  'business.changed': t('webhooks.events.businessChanged'),
  'menu.changed': t('webhooks.events.menuChanged'),
  'category.changed': t('webhooks.events.categoryChanged'),
  'product.changed': t('webhooks.events.productChanged'),
  'product.sold_out': t('webhooks.events.productSoldOut'),
  'product.back_in_stock': t('webhooks.events.productBackInStock'),
  ping: t('webhooks.events.ping'),
});

export const stateLabels = (t: TFunction): Record<WebhookDeliveryState, string> => ({
  queued: t('webhooks.states.queued'),
  sending: t('webhooks.states.sending'),
  delivered: t('webhooks.states.delivered'),
  failed: t('webhooks.states.failed'),
});

/** The badge look of a delivery state. */
export const stateVariant = {
  queued: 'warning',
  sending: 'secondary',
  delivered: 'success',
  failed: 'destructive',
} as const satisfies Record<WebhookDeliveryState, string>;
