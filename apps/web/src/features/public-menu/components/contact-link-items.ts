import {
  facebookUrl,
  instagramUrl,
  phoneHref,
  twitterUrl,
  websiteHref,
  whatsappUrl,
  type PublicMenuAvailable,
} from '@carta/shared/core';
import { fill } from '../lib/fill';
import type { PublicMenuTexts } from '../types';
import type { IconName } from './icon-paths';

type Business = PublicMenuAvailable['business'];

interface ContactLink {
  icon: IconName;
  href: string;
  label: string;
}

/** The business's contact and social links in the public menu's order (docs/public-menu.md); empty fields are left out. */
export function contactLinks(business: Business, texts: PublicMenuTexts): ContactLink[] {
  const fields: Array<[IconName, string | null, (value: string) => string, string]> = [
    ['phone', business.phone, phoneHref, texts.call],
    ['website', business.website, websiteHref, texts.website],
    ['whatsapp', business.whatsapp, whatsappUrl, texts.whatsapp],
    ['instagram', business.instagram, instagramUrl, texts.instagram],
    ['facebook', business.facebook, facebookUrl, texts.facebook],
    ['twitter', business.twitter, twitterUrl, texts.twitter],
  ];
  return fields.flatMap(([icon, raw, toHref, label]) => {
    const value = raw?.trim();
    return value ? [{ icon, href: toHref(value), label: fill(label, { phone: value }) }] : [];
  });
}
