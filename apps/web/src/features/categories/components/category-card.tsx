import { Link } from 'react-router';
import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Category } from '@carta/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useFormatDate } from '@/lib/format-date';

/** One category of the list (SPEC §2 Categories). */
export function CategoryCard({ category, onDelete }: { category: Category; onDelete: () => void }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  // A category without the flag counts as visible.
  const visible = category.enabled !== false;

  return (
    <Card className="flex w-full flex-col gap-3 p-4">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h3 className="line-clamp-2 text-base font-semibold break-words text-slate-900">
            {category.name}
          </h3>
          <div className="mt-1.5 flex flex-wrap items-center gap-2">
            <Badge variant={visible ? 'success' : 'secondary'}>
              {visible ? t('categories.card.visible') : t('categories.card.hidden')}
            </Badge>
            <span className="text-sm text-slate-600">
              {t('categories.card.productCount', { count: category.product_count })}
            </span>
          </div>
        </div>
        <div className="-mt-1 -mr-2 flex shrink-0">
          <Button variant="ghost" size="icon" className="size-8" asChild>
            <Link
              to={`/categories/${encodeURIComponent(category.id)}/edit`}
              aria-label={t('categories.card.editNamed', { name: category.name })}
              title={t('categories.card.edit')}
            >
              <Pencil aria-hidden="true" />
            </Link>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8 text-red-600 hover:bg-red-50 hover:text-red-700"
            onClick={onDelete}
            aria-label={t('categories.card.deleteNamed', { name: category.name })}
            title={t('categories.card.delete')}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      <p className="mt-auto text-xs text-slate-500">
        {category.updated_at
          ? t('categories.card.updated', { date: formatDate(category.updated_at) })
          : t('categories.card.created', { date: formatDate(category.created_at) })}
      </p>
    </Card>
  );
}
