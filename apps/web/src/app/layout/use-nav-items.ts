import {
  Building2,
  FolderTree,
  LayoutDashboard,
  type LucideIcon,
  Package,
  Shield,
  SquareMenu,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSelectedBusinessId } from '@/lib/selected-business';
import { useSession } from '@/lib/use-session';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Active only on the exact path. */
  end?: boolean;
}

/** Sidebar links: Dashboard, Admin (admins) and the selected business's sections. */
export function useNavItems(): { main: NavItem[]; business: NavItem[] } {
  const { t } = useTranslation();
  const { isAdmin } = useSession();
  const businessId = useSelectedBusinessId();

  const main: NavItem[] = [
    { to: '/dashboard', label: t('nav.dashboard'), icon: LayoutDashboard, end: true },
  ];
  if (isAdmin) main.push({ to: '/admin', label: t('nav.admin'), icon: Shield });

  const business: NavItem[] = businessId
    ? [
        {
          to: `/businesses/${encodeURIComponent(businessId)}`,
          label: t('nav.businessDetails'),
          icon: Building2,
        },
        { to: '/products', label: t('nav.products'), icon: Package },
        { to: '/categories', label: t('nav.categories'), icon: FolderTree },
        { to: '/menus', label: t('nav.menus'), icon: SquareMenu },
      ]
    : [];

  return { main, business };
}
