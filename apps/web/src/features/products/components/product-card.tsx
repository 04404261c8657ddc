import { Link } from 'react-router';
import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DESCRIPTION_PREVIEW_CHARS, formatPrice, type Product } from '@carta/shared';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useFormatDate } from '@/lib/format-date';
import { ProductThumbnail } from './product-thumbnail';
import { VisibilityBadge } from './visibility-badge';

/** The first DESCRIPTION_PREVIEW_CHARS characters, with an ellipsis when cut. */
export function previewOf(description: string): string {
  const chars = Array.from(description);
  if (chars.length <= DESCRIPTION_PREVIEW_CHARS) return description;
  return `${chars.slice(0, DESCRIPTION_PREVIEW_CHARS).join('').trimEnd()}…`;
}

/** One product of the /products grid (SPEC §2 Products). */
export function ProductCard({ product, onDelete }: { product: Product; onDelete: () => void }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const editPath = `/products/${encodeURIComponent(product.id)}/edit`;
  const description = product.description?.trim() ?? '';

  return (
    <Card className="flex w-full flex-col">
      <div className="flex gap-4 p-4 pb-3">
        <ProductThumbnail product={product} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 className="line-clamp-2 text-base font-semibold break-words text-slate-900">
            <Link
              to={editPath}
              className="rounded hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {product.name}
            </Link>
          </h2>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <p className="text-base font-semibold text-brand-700 tabular-nums">
              <span className="sr-only">{t('products.card.price')}: </span>
              {formatPrice(product.price)}
            </p>
            <VisibilityBadge enabled={product.enabled} />
          </div>
        </div>
      </div>
      {description && (
        <p className="px-4 text-sm break-words text-slate-600">
          {/* SPEC §2: cut to 60 characters on small screens; up to three lines otherwise. */}
          <span className="sm:hidden">{previewOf(description)}</span>
          <span className="hidden sm:line-clamp-3">{description}</span>
        </p>
      )}
      <div className="mt-auto flex items-center justify-between gap-2 p-4 pt-3">
        <p className="text-xs text-slate-500">
          {product.updated_at
            ? t('products.card.updated', { date: formatDate(product.updated_at) })
            : t('products.card.created', { date: formatDate(product.created_at) })}
        </p>
        <div className="-mr-2 flex shrink-0">
          <Button variant="ghost" size="icon" className="size-9" asChild>
            <Link
              to={editPath}
              aria-label={t('products.card.editNamed', { name: product.name })}
              title={t('products.card.edit')}
            >
              <Pencil aria-hidden="true" />
            </Link>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-9 text-red-600 hover:bg-red-50 hover:text-red-700"
            onClick={onDelete}
            aria-label={t('products.card.deleteNamed', { name: product.name })}
            title={t('products.card.delete')}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
    </Card>
  );
}
