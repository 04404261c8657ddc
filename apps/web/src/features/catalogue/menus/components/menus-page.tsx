import { BookOpen } from 'lucide-react';
import { MENUS_PAGE_SIZE } from '@carta/shared';
import { CatalogueListPage } from '@/features/catalogue/shared/catalogue-list-page';
import { MissingTranslationsNotice } from '@/features/catalogue/shared/missing-translations-notice';
import { useListSearch } from '@/components/list-page/use-list-search';
import { useCurrentBusiness } from '@/features/businesses';
import { useDeleteMenu } from '../api/delete-menu';
import { useMenus } from '../api/get-menus';
import { MenuCard } from './menu-card';

/**
 * /menus (docs/product.md §2): the selected business's menus, searched by name (debounced, trimmed),
 * 12 per page, each with Preview and deletable after confirmation.
 */
export function MenusPage() {
  const current = useCurrentBusiness();
  const businessId = current.business?.id ?? null;
  const search = useListSearch();
  const list = useMenus(businessId ? { businessId, page: search.page, name: search.term } : null);
  search.keepPageInRange(list, MENUS_PAGE_SIZE);

  return (
    <CatalogueListPage
      kind="menus"
      emptyIcon={BookOpen}
      pageSize={MENUS_PAGE_SIZE}
      businessId={businessId}
      businessPending={current.pending}
      businessFailed={current.failed}
      onRetryBusiness={current.retry}
      search={search}
      list={list}
      deletion={useDeleteMenu()}
      notice={<MissingTranslationsNotice kind="menus" business={current.business} />}
      renderCard={(menu, onDelete) => <MenuCard menu={menu} onDelete={onDelete} />}
    />
  );
}
