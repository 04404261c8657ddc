import type { ReactNode } from 'react';
import { hasContactInfo, type PublicMenuAvailable } from '@carta/shared/core';
import type { PublicMenuTexts, ShareTarget, ShareTexts } from '../types';
import { ContactLinks } from './contact-links';
import { imageSrcSet } from './image-src-set';
import { ShareControl } from './share/share-control';

/** Size of the logo slot in CSS pixels. */
export const LOGO_SLOT_PX = 64;

type Business = PublicMenuAvailable['business'];

interface MenuHeaderProps {
  business: Business;
  /** Under the business's name: the menu's name, or nothing on the business's own page. */
  subtitle?: string;
  texts: PublicMenuTexts;
  shareTexts: ShareTexts;
  shareTarget: ShareTarget;
  /**
   * A page's banner landmark with the page's heading; false inside a preview (the theme editor,
   * the landing page's demo), where the business name is not the page's title.
   */
  landmark: boolean;
  /** The language switch, when the menu has several languages. */
  languages?: ReactNode;
  /** `lang` of the menu's own texts when they are not in the page's language. */
  contentLang?: string;
}

/** Logo (or the business's initial), business and menu names, Share and the contact links. */
export function MenuHeader({
  business,
  subtitle,
  texts,
  shareTexts,
  shareTarget,
  landmark,
  languages,
  contentLang,
}: MenuHeaderProps) {
  const Header = landmark ? 'header' : 'div';
  const Title = landmark ? 'h1' : 'p';
  return (
    <Header className="pm-header">
      <div className="pm-container">
        <div className="pm-brand">
          <Logo business={business} />
          <div className="pm-brand-text">
            <Title className="pm-title">{business.name}</Title>
            {subtitle ? (
              <p className="pm-menu-name" lang={contentLang}>
                {subtitle}
              </p>
            ) : null}
          </div>
        </div>
        <div className="pm-actions">
          {hasContactInfo(business) ? <ContactLinks business={business} texts={texts} /> : null}
          {languages}
          <div className="pm-header-share">
            <ShareControl target={shareTarget} texts={shareTexts} />
          </div>
        </div>
      </div>
    </Header>
  );
}

/** Decorative: the business's name is the heading right next to it. */
function Logo({ business }: { business: Business }) {
  const src = business.logo_thumb_url ?? business.logo_url;
  if (!src) {
    const initial = Array.from(business.name.trim())[0]?.toUpperCase() ?? '';
    return (
      <div className="pm-logo pm-logo--initial" aria-hidden="true">
        {initial}
      </div>
    );
  }
  return (
    <img
      className="pm-logo"
      src={src}
      srcSet={imageSrcSet(business.logo_thumb_url, business.logo_url)}
      sizes={`${LOGO_SLOT_PX}px`}
      width={LOGO_SLOT_PX}
      height={LOGO_SLOT_PX}
      alt=""
      decoding="async"
    />
  );
}
