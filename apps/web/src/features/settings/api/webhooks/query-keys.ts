/** Query keys of webhooks (docs/integrations.md, "Webhooks"). */
export const webhookKeys = {
  all: ['webhooks'] as const,
  list: (businessId: string) => ['webhooks', 'business', businessId] as const,
  deliveries: (endpointId: string) => ['webhooks', 'deliveries', endpointId] as const,
};
