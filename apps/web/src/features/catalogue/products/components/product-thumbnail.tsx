import { ImageIcon } from 'lucide-react';
import type { Product } from '@carta/shared';
import { cn } from '@/lib/utils';

/** The product's thumbnail (decorative: the name sits next to it), or a placeholder. */
export function ProductThumbnail({
  product,
  className,
}: {
  product: Pick<Product, 'image_thumb_url' | 'image_url'>;
  className?: string;
}) {
  const src = product.image_thumb_url || product.image_url;
  const frame = cn(
    'size-20 shrink-0 overflow-hidden rounded-lg border border-slate-200 bg-slate-100',
    className,
  );
  if (!src) {
    return (
      <span
        data-testid="product-image-placeholder"
        className={cn(frame, 'flex items-center justify-center text-slate-400')}
      >
        <ImageIcon aria-hidden="true" className="size-7" />
      </span>
    );
  }
  return <img src={src} alt="" loading="lazy" className={cn(frame, 'object-cover')} />;
}
