import { useTranslation } from 'react-i18next';
import type { Product } from '@carta/shared';
import { CardActions } from '@/components/entity-card/card-actions';
import { CardDate } from '@/components/entity-card/card-date';
import { CardTitleLink } from '@/components/entity-card/card-title-link';
import { VisibilityBadge } from '@/components/entity-card/visibility-badge';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { ProductPrice } from '../../shared/product-price';
import { previewOf } from './description-preview';
import { ProductDietSummary } from './product-diet-summary';
import { ProductThumbnail } from './product-thumbnail';
import { SoldOutToggle } from './sold-out-toggle';

/** One product of the /products grid (docs/product.md §2 Products). */
export function ProductCard({ product, onDelete }: { product: Product; onDelete: () => void }) {
  const { t } = useTranslation();
  const editPath = `/products/${encodeURIComponent(product.id)}/edit`;
  const description = product.description?.trim() ?? '';

  return (
    <Card className="flex w-full flex-col">
      <div className="flex gap-4 p-4 pb-3">
        <div className={cn(product.sold_out && 'opacity-60 grayscale')}>
          <ProductThumbnail product={product} />
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 className="line-clamp-2 text-base font-semibold break-words text-slate-900">
            <CardTitleLink to={editPath}>{product.name}</CardTitleLink>
          </h2>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <p className="text-base font-semibold text-brand-700 tabular-nums">
              <span className="sr-only">{t('products.card.price')}: </span>
              <ProductPrice product={product} />
            </p>
            <VisibilityBadge texts="products" enabled={product.enabled} />
            {product.sold_out && <Badge variant="warning">{t('products.card.soldOut')}</Badge>}
          </div>
        </div>
      </div>
      {description && (
        <p className="px-4 text-sm break-words text-slate-600">
          {/* docs/product.md §2: cut to 60 characters on small screens; up to three lines otherwise. */}
          <span className="sm:hidden">{previewOf(description)}</span>
          <span className="hidden sm:line-clamp-3">{description}</span>
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 pt-3">
        <ProductDietSummary product={product} />
        <SoldOutToggle product={product} />
      </div>
      <div className="mt-auto flex items-center justify-between gap-2 p-4 pt-3">
        <CardDate texts="products" item={product} />
        <CardActions
          texts="products"
          name={product.name}
          editPath={editPath}
          onDelete={onDelete}
          placement="footer"
        />
      </div>
    </Card>
  );
}
