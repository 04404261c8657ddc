import { useTranslation } from 'react-i18next';
import type { Business } from '@carta/shared';
import { buttonVariants } from '@/components/ui/button-variants';
import { ShareControl, type ShareNotice, type ShareTexts } from '@/features/public-menu';
import { usePlacePublicUrl } from '@/lib/app-config';
import { toast } from '@/lib/toast';

const notify = (notice: ShareNotice) => toast(notice);

/**
 * Share for a business's own page, /b/<slug or id> (docs/product.md, "One QR for the place"): the
 * one link and QR code a place prints for every table, whatever menus it serves at the time.
 */
export function PlaceShareControl({
  business,
}: {
  business: Pick<Business, 'id' | 'slug' | 'name'>;
}) {
  const { t } = useTranslation();
  const url = usePlacePublicUrl(business);
  const texts = {
    ...(t('share', { returnObjects: true }) as ShareTexts),
    ...(t('publicMenu.placeShare', { returnObjects: true }) as Partial<ShareTexts>),
  };
  return (
    <ShareControl
      target={{ url, menuName: business.name, businessName: business.name }}
      texts={texts}
      onNotify={notify}
      triggerClassName={buttonVariants({ variant: 'outline', size: 'md' })}
    />
  );
}
