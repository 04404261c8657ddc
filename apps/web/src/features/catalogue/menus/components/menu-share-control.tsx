import { useTranslation } from 'react-i18next';
import type { Menu } from '@carta/shared';
import { PrintKitDialog, type PrintRequest } from '@/components/print-kit/print-kit-dialog';
import { buttonVariants } from '@/components/ui/button-variants';
import { ShareControl, type ShareNotice, type ShareTexts } from '@/features/public-menu';
import { useMenuPublicUrl } from '@/lib/app-config';
import { toast } from '@/lib/toast';
import { downloadMenuPrint } from '../api/download-menu-print';
import { downloadMenuTableCards } from '../api/download-menu-table-cards';

const notify = (notice: ShareNotice) => toast(notice);

const PRINT_KINDS = ['table-cards', 'menu'] as const;

/**
 * The public menu's Share control in the dashboard (docs/public-menu.md): texts from i18next, notices as
 * toasts, the readable address under APP_URL (GET /api/config) and the look of an outline Button.
 * Beside it, Print: table cards with the menu's QR code, or the whole menu (docs/product.md,
 * "Print kit").
 */
export function MenuShareControl({
  menu,
  size = 'sm',
}: {
  menu: Pick<Menu, 'id' | 'slug' | 'name' | 'business'>;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation();
  const url = useMenuPublicUrl(menu);
  const print = (request: PrintRequest) =>
    request.kind === 'menu'
      ? downloadMenuPrint(menu, request)
      : downloadMenuTableCards(menu, request);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ShareControl
        target={{ url, menuName: menu.name, businessName: menu.business.name }}
        texts={t('share', { returnObjects: true }) as ShareTexts}
        onNotify={notify}
        triggerClassName={buttonVariants({ variant: 'outline', size })}
      />
      <PrintKitDialog
        name={menu.name}
        kinds={PRINT_KINDS}
        languages={menu.business.languages}
        onDownload={print}
        size={size}
      />
    </div>
  );
}
