import {
  formatPrice,
  THUMBNAIL_SLOT_PX,
  type PublicMenuCategory,
  type PublicMenuProduct,
} from '@carta/shared/core';
import { fill } from '../lib/fill';
import { categoryAnchor } from './category-anchor';
import { imageSrcSet } from './image-src-set';
import { productKey } from './product-key';

/** Opens a product's large photo; the trigger gets focus back when the photo closes. */
export type OpenPhoto = (product: PublicMenuProduct, trigger: HTMLElement) => void;

interface MenuCategoryProps {
  category: PublicMenuCategory;
  /** Products whose thumbnails load at once (the first on the page); the others load lazily. */
  eager: ReadonlySet<string>;
  viewPhotoLabel: string;
  /** Without it (the theme editor's preview) photos are shown but do not open. */
  onOpenPhoto?: OpenPhoto;
}

/** A category card: its name and its products in order. */
export function MenuCategory({ category, eager, viewPhotoLabel, onOpenPhoto }: MenuCategoryProps) {
  return (
    // tabIndex -1: a followed category link moves focus here, as a plain in-page link would.
    <section id={categoryAnchor(category.id)} className="pm-card pm-category" tabIndex={-1}>
      <h2 className="pm-category-title">{category.name}</h2>
      <ul className="pm-products">
        {category.products.map((product) => (
          <ProductItem
            key={product.id}
            product={product}
            eager={eager.has(productKey(category.id, product.id))}
            viewPhotoLabel={viewPhotoLabel}
            onOpenPhoto={onOpenPhoto}
          />
        ))}
      </ul>
    </section>
  );
}

interface ProductItemProps {
  product: PublicMenuProduct;
  eager: boolean;
  viewPhotoLabel: string;
  onOpenPhoto?: OpenPhoto;
}

function ProductItem({ product, eager, viewPhotoLabel, onOpenPhoto }: ProductItemProps) {
  const thumb = product.thumb_url ?? product.image_url;
  const image = thumb ? (
    <img
      src={thumb}
      srcSet={imageSrcSet(product.thumb_url, product.image_url)}
      sizes={`${THUMBNAIL_SLOT_PX}px`}
      width={THUMBNAIL_SLOT_PX}
      height={THUMBNAIL_SLOT_PX}
      alt=""
      decoding="async"
      loading={eager ? 'eager' : 'lazy'}
    />
  ) : null;
  return (
    <li className="pm-product">
      <div className="pm-product-text">
        <div className="pm-product-head">
          <h3 className="pm-product-name">{product.name}</h3>
          <p className="pm-price">{formatPrice(product.price)}</p>
        </div>
        {product.description ? <p className="pm-product-desc">{product.description}</p> : null}
      </div>
      {image && product.image_url && onOpenPhoto ? (
        // A link to the large photo, so it opens without JavaScript too; with it, in a dialog.
        <a
          href={product.image_url}
          className="pm-thumb"
          aria-label={fill(viewPhotoLabel, { name: product.name })}
          onClick={(event) => {
            event.preventDefault();
            onOpenPhoto(product, event.currentTarget);
          }}
        >
          {image}
        </a>
      ) : image ? (
        <span className="pm-thumb">{image}</span>
      ) : null}
    </li>
  );
}
