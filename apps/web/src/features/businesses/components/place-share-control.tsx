import { useTranslation } from 'react-i18next';
import { menuLanguagesOf, type Business } from '@carta/shared';
import { PrintKitDialog, type PrintRequest } from '@/components/print-kit/print-kit-dialog';
import { buttonVariants } from '@/components/ui/button-variants';
import { ShareControl, type ShareNotice, type ShareTexts } from '@/features/public-menu';
import { usePlacePublicUrl } from '@/lib/app-config';
import { toast } from '@/lib/toast';
import { downloadPlaceTableCards } from '../api/download-place-table-cards';

const notify = (notice: ShareNotice) => toast(notice);

const PRINT_KINDS = ['table-cards'] as const;

/**
 * Share for a business's own page, /b/<slug or id> (docs/product.md, "One QR for the place"): the
 * one link and QR code a place prints for every table, whatever menus it serves at the time.
 * Beside it, Print: table cards with that code (docs/product.md, "Print kit").
 */
export function PlaceShareControl({
  business,
}: {
  business: Pick<Business, 'id' | 'slug' | 'name' | 'primary_language' | 'other_languages'>;
}) {
  const { t } = useTranslation();
  const url = usePlacePublicUrl(business);
  const texts = {
    ...(t('share', { returnObjects: true }) as ShareTexts),
    ...(t('publicMenu.placeShare', { returnObjects: true }) as Partial<ShareTexts>),
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ShareControl
        target={{ url, menuName: business.name, businessName: business.name }}
        texts={texts}
        onNotify={notify}
        triggerClassName={buttonVariants({ variant: 'outline', size: 'md' })}
      />
      <PrintKitDialog
        name={business.name}
        kinds={PRINT_KINDS}
        languages={menuLanguagesOf(business.primary_language, business.other_languages)}
        onDownload={(request: PrintRequest) => downloadPlaceTableCards(business, request)}
        size="md"
      />
    </div>
  );
}
