import { BookOpen } from 'lucide-react';
import { MENUS_PAGE_SIZE } from '@carta/shared';
import { CatalogueListPage } from '@/features/catalogue/shared/catalogue-list-page';
import { useCurrentBusiness } from '@/features/businesses';
import { useDeleteMenu } from '../api/delete-menu';
import { useMenus } from '../api/get-menus';
import { MenuCard } from './menu-card';

/**
 * /menus (docs/product.md §2): the selected business's menus, searched by name (debounced, trimmed),
 * 12 per page, each with Preview and deletable after confirmation.
 */
export function MenusPage() {
  return (
    <CatalogueListPage
      kind="menus"
      emptyIcon={BookOpen}
      pageSize={MENUS_PAGE_SIZE}
      current={useCurrentBusiness()}
      useList={useMenus}
      deletion={useDeleteMenu()}
      renderCard={(menu, onDelete) => <MenuCard menu={menu} onDelete={onDelete} />}
    />
  );
}
