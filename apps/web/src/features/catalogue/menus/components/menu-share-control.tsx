import { useTranslation } from 'react-i18next';
import type { Menu } from '@carta/shared';
import { buttonVariants } from '@/components/ui/button-variants';
import { ShareControl, type ShareNotice, type ShareTexts } from '@/features/public-menu';
import { useMenuPublicUrl } from '@/lib/app-config';
import { toast } from '@/lib/toast';

const notify = (notice: ShareNotice) => toast(notice);

/**
 * The public menu's Share control in the dashboard (docs/public-menu.md): texts from i18next, notices as
 * toasts, the readable address under APP_URL (GET /api/config) and the look of an outline Button.
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
  return (
    <ShareControl
      target={{ url, menuName: menu.name, businessName: menu.business.name }}
      texts={t('share', { returnObjects: true }) as ShareTexts}
      onNotify={notify}
      triggerClassName={buttonVariants({ variant: 'outline', size })}
    />
  );
}
