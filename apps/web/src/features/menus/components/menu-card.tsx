import { Link } from 'react-router';
import { ExternalLink, Pencil, Share2, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Menu } from '@carta/shared';
import { ComingSoonButton } from '@/components/collection-form/coming-soon-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useFormatDate } from '@/lib/format-date';

/** One menu of the list (SPEC §2 Menus): badge, category count, Preview, Share, edit, delete. */
export function MenuCard({ menu, onDelete }: { menu: Menu; onDelete: () => void }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  // A menu without the flag counts as visible.
  const visible = menu.enabled !== false;

  return (
    <Card className="flex w-full flex-col gap-3 p-4">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h3 className="line-clamp-2 text-base font-semibold break-words text-slate-900">
            {menu.name}
          </h3>
          <div className="mt-1.5 flex flex-wrap items-center gap-2">
            <Badge variant={visible ? 'success' : 'secondary'}>
              {visible ? t('menus.card.visible') : t('menus.card.hidden')}
            </Badge>
            <span className="text-sm text-slate-600">
              {t('menus.card.categoryCount', { count: menu.categories.length })}
            </span>
          </div>
        </div>
        <div className="-mt-1 -mr-2 flex shrink-0">
          <Button variant="ghost" size="icon" className="size-8" asChild>
            <Link
              to={`/menus/${encodeURIComponent(menu.id)}/edit`}
              aria-label={t('menus.card.editNamed', { name: menu.name })}
              title={t('menus.card.edit')}
            >
              <Pencil aria-hidden="true" />
            </Link>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8 text-red-600 hover:bg-red-50 hover:text-red-700"
            onClick={onDelete}
            aria-label={t('menus.card.deleteNamed', { name: menu.name })}
            title={t('menus.card.delete')}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      <p className="text-xs text-slate-500">
        {menu.updated_at
          ? t('menus.card.updated', { date: formatDate(menu.updated_at) })
          : t('menus.card.created', { date: formatDate(menu.created_at) })}
      </p>
      <div className="mt-auto flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" asChild>
          <a
            href={`/m/${encodeURIComponent(menu.id)}`}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('menus.card.previewNamed', { name: menu.name })}
          >
            <ExternalLink aria-hidden="true" />
            {t('menus.card.preview')}
          </a>
        </Button>
        {/* The Share menu comes with the public-menu issue. */}
        <ComingSoonButton size="sm" tooltip={t('menus.card.shareSoon')}>
          <Share2 aria-hidden="true" />
          {t('menus.card.share')}
        </ComingSoonButton>
      </div>
    </Card>
  );
}
