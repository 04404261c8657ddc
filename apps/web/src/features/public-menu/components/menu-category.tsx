import {
  formatPrice,
  THUMBNAIL_SLOT_PX,
  type MoneyFormat,
  type PublicMenuCategory,
  type PublicMenuProduct,
} from '@carta/shared/core';
import { fill } from '../lib/fill';
import { textLang, type PageLanguages } from '../lib/text-lang';
import type { PublicMenuTexts } from '../types';
import { categoryAnchor } from './category-anchor';
import { DietIcon } from './diet-icons';
import { imageSrcSet } from './image-src-set';
import { productKey } from './product-key';

/** Opens a product's large photo; the trigger gets focus back when the photo closes. */
export type OpenPhoto = (product: PublicMenuProduct, trigger: HTMLElement) => void;

interface MenuCategoryProps {
  category: PublicMenuCategory;
  /** Products whose thumbnails load at once (the first on the page); the others load lazily. */
  eager: ReadonlySet<string>;
  texts: PublicMenuTexts;
  money: MoneyFormat;
  /** The guest filters by allergens: products that declare none say so. */
  flagUndeclared: boolean;
  /** A big category split across parts: this part holds its later dishes. */
  continued?: boolean;
  /** Without it (the theme editor's preview) photos are shown but do not open. */
  onOpenPhoto?: OpenPhoto;
  /** The languages of the page's texts, to mark the owner's with `lang`; none in a preview. */
  langs?: PageLanguages;
}

/** A category card: its name and its products in order (sold-out ones already last). */
export function MenuCategory({ category, eager, continued, ...rest }: MenuCategoryProps) {
  return (
    // tabIndex -1: a followed category link moves focus here, as a plain in-page link would.
    <section id={categoryAnchor(category.id)} className="pm-card pm-category" tabIndex={-1}>
      <h2 className="pm-category-title" lang={textLang(rest.langs, category.untranslated)}>
        {continued ? fill(rest.texts.partContinued, { name: category.name }) : category.name}
      </h2>
      <ul className="pm-products">
        {category.products.map((product) => (
          <ProductItem
            key={product.id}
            product={product}
            eager={eager.has(productKey(category.id, product.id))}
            {...rest}
          />
        ))}
      </ul>
    </section>
  );
}

type ProductItemProps = Omit<MenuCategoryProps, 'category' | 'eager'> & {
  product: PublicMenuProduct;
  eager: boolean;
};

function ProductItem({
  product,
  eager,
  texts,
  money,
  flagUndeclared,
  onOpenPhoto,
  langs,
}: ProductItemProps) {
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
  const sizes = product.variants;
  const nameLang = textLang(langs, product.untranslated);
  return (
    <li className={product.sold_out ? 'pm-product pm-product--sold-out' : 'pm-product'}>
      <div className="pm-product-text">
        <div className="pm-product-head">
          <h3 className="pm-product-name" lang={nameLang}>
            {product.name}
            {product.sold_out ? (
              <span className="pm-sold-out" lang={nameLang ? langs?.page : undefined}>
                {texts.soldOut}
              </span>
            ) : null}
          </h3>
          {sizes.length ? null : <p className="pm-price">{formatPrice(product.price, money)}</p>}
        </div>
        {sizes.length ? (
          <ul className="pm-sizes" aria-label={texts.sizes}>
            {sizes.map((size) => (
              <li key={size.name} className="pm-size">
                <span className="pm-size-name" lang={textLang(langs, size.untranslated)}>
                  {size.name}
                </span>{' '}
                <span className="pm-price">{formatPrice(size.price, money)}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {product.description ? (
          <p
            className="pm-product-desc"
            lang={textLang(langs, product.untranslated, 'description')}
          >
            {product.description}
          </p>
        ) : null}
        <DietFacts product={product} texts={texts} flagUndeclared={flagUndeclared} />
      </div>
      {image && product.image_url && onOpenPhoto ? (
        // A link to the large photo, so it opens without JavaScript too; with it, in a dialog.
        <a
          href={product.image_url}
          className="pm-thumb"
          aria-label={fill(texts.viewPhoto, { name: product.name })}
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

/**
 * Dietary labels as icon and word; allergens as icons named for screen readers ("Contains:
 * Gluten, Milk") and by the legend. Undeclared allergens are only mentioned when the guest is
 * filtering by them, where silence would read as "none".
 */
function DietFacts({
  product,
  texts,
  flagUndeclared,
}: Pick<ProductItemProps, 'product' | 'texts' | 'flagUndeclared'>) {
  const { dietary, allergens } = product;
  const undeclared = allergens === null && flagUndeclared;
  if (dietary.length === 0 && !allergens?.length && !undeclared) return null;
  return (
    <div className="pm-diet">
      {dietary.map((label) => (
        <span key={label} className="pm-tag">
          <DietIcon name={label} />
          {texts.dietary[label]}
        </span>
      ))}
      {allergens?.length ? (
        <span className="pm-allergens">
          <span className="pm-visually-hidden">{texts.contains}: </span>
          {allergens.map((allergen, index) => (
            <span
              key={allergen}
              className="pm-allergen"
              role="img"
              aria-label={`${texts.allergens[allergen]}${index < allergens.length - 1 ? ',' : ''}`}
            >
              <DietIcon name={allergen} />
            </span>
          ))}
        </span>
      ) : null}
      {undeclared ? <span className="pm-undeclared">{texts.allergensNotDeclared}</span> : null}
    </div>
  );
}
