import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { CardActions } from './card-actions';
import { CardDate } from './card-date';
import { EntityCardHeader } from './entity-card-header';
import { VisibilityBadge } from './visibility-badge';

export interface CatalogueCardItem {
  id: string;
  name: string;
  enabled?: boolean | null;
  created_at: string;
  updated_at?: string | null;
}

export interface CatalogueCardProps {
  /** Route (/kind/:id/edit) and translation namespace. */
  kind: 'categories' | 'menus';
  item: CatalogueCardItem;
  /** What the item holds, e.g. '2 products'. */
  count: string;
  onDelete: () => void;
  /** Buttons under the date. */
  footer?: ReactNode;
}

/** A category or menu of its list (docs/product.md §2): name, visibility, count, date, edit and delete. */
export function CatalogueCard({ kind, item, count, onDelete, footer }: CatalogueCardProps) {
  return (
    <Card className="flex w-full flex-col gap-3 p-4">
      <EntityCardHeader
        title={item.name}
        actions={
          <CardActions
            texts={kind}
            name={item.name}
            editPath={`/${kind}/${encodeURIComponent(item.id)}/edit`}
            onDelete={onDelete}
          />
        }
      >
        <div className="mt-1.5 flex flex-wrap items-center gap-2">
          <VisibilityBadge texts={kind} enabled={item.enabled} />
          <span className="text-sm text-slate-600">{count}</span>
        </div>
      </EntityCardHeader>
      <CardDate texts={kind} item={item} className={cn(!footer && 'mt-auto')} />
      {footer && <div className="mt-auto flex flex-wrap items-center gap-2">{footer}</div>}
    </Card>
  );
}
