import { useTranslation } from 'react-i18next';
import { useFormatDate } from '@/lib/format-date';
import { cn } from '@/lib/utils';

export interface CardDateProps {
  texts: 'products' | 'categories' | 'menus';
  item: { created_at: string; updated_at?: string | null };
  className?: string;
}

/** 'Updated {date}' when the item has been updated, else 'Created {date}' (docs/product.md §2). */
export function CardDate({ texts, item, className }: CardDateProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <p className={cn('text-xs text-slate-500', className)}>
      {item.updated_at
        ? t(`${texts}.card.updated`, { date: formatDate(item.updated_at) })
        : t(`${texts}.card.created`, { date: formatDate(item.created_at) })}
    </p>
  );
}
