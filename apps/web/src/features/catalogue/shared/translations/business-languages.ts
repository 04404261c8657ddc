import { DEFAULT_CONTENT_LANGUAGE, type ContentLanguage } from '@carta/shared';
import { useBusinessSelection } from '@/features/businesses';

export interface BusinessLanguages {
  /** What the owner writes the menus in. */
  primary: ContentLanguage;
  /** What they translate them into; empty: the forms show no translations. */
  others: readonly ContentLanguage[];
}

const NONE: readonly ContentLanguage[] = [];

/**
 * A business's menu languages (docs/product.md, "Menu languages"), from the owner's business list
 * that the selector and the catalogue screens already load.
 */
export function useBusinessLanguages(businessId: string): BusinessLanguages {
  const business = useBusinessSelection().businesses.find(({ id }) => id === businessId);
  return {
    primary: business?.primary_language ?? DEFAULT_CONTENT_LANGUAGE,
    others: business?.other_languages ?? NONE,
  };
}
