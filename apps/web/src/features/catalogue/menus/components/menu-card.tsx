import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { menuPath, type MenuSummary } from '@carta/shared';
import { CatalogueCard } from '@/components/entity-card/catalogue-card';
import { Button } from '@/components/ui/button';
import { MenuShareControl } from './menu-share-control';

/** One menu of the list (docs/product.md §2 Menus): badge, category count, Preview, Share, edit, delete. */
export function MenuCard({ menu, onDelete }: { menu: MenuSummary; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <CatalogueCard
      kind="menus"
      item={menu}
      count={t('menus.card.categoryCount', { count: menu.category_count })}
      onDelete={onDelete}
      footer={
        <>
          <Button variant="outline" size="sm" asChild>
            <a
              href={menuPath(menu, menu.business)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('menus.card.previewNamed', { name: menu.name })}
            >
              <ExternalLink aria-hidden="true" />
              {t('menus.card.preview')}
            </a>
          </Button>
          <MenuShareControl menu={menu} />
        </>
      }
    />
  );
}
