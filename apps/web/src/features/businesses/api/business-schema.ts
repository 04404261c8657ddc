import { BusinessSchema, pagedListSchema, type Business } from '@carta/shared';

export const BusinessPageSchema = pagedListSchema(BusinessSchema);

/** The best image for a small slot (cards, selector), or null when there is no logo. */
export const thumbnailUrl = (business: Business): string | null =>
  business.logo_thumb_url || business.logo_url || null;
