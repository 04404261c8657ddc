import { renderToString } from 'react-dom/server';
import { escapeHtml, type PublicPlacePageInput } from '@carta/shared/core';
import { PlaceView, type PlaceViewProps } from '../components/place-view';
import { fill } from '../lib/fill';
import { bundles } from './page-bundles';
import { languageAlternates, pageDocument } from './page-document';

/** Every text of the business's page; Share speaks of "the menus of …" there. */
export function placeViewProps(input: PublicPlacePageInput): PlaceViewProps {
  const texts = bundles[input.language];
  return {
    place: input.place,
    texts: texts.publicMenu,
    shareTexts: { ...texts.share, ...texts.publicMenu.placeShare },
    language: input.language,
    shareUrl: input.placeUrl,
    homeUrl: input.appUrl,
    supportEmail: input.supportEmail,
  };
}

function headTags(input: PublicPlacePageInput): string {
  const { place, placeUrl } = input;
  const texts = bundles[input.language].publicMenu;
  const title = fill(texts.placeMenusLabel, { business: place.business.name });
  const names = place.menus.map((menu) => menu.name).join(', ');
  const description = names ? `${title}: ${names}` : texts.placeNoMenus;
  // As on a menu page: the address without ?lang= is the x-default one and its own canonical.
  const canonical =
    place.business.languages.length > 1 && input.languageInAddress
      ? `${placeUrl}?lang=${place.language}`
      : placeUrl;
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  const image = place.business.logo_url ? `${input.appUrl}${place.business.logo_url}` : null;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...languageAlternates(place.business.languages, placeUrl),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', placeUrl),
    meta('property', 'og:site_name', place.business.name),
    image ? meta('property', 'og:image', image) : '',
    meta('name', 'twitter:card', 'summary'),
  ].join('');
}

/** The HTML document of `/b/:businessId`, hydrated by the public page's own script. */
export function renderPlacePage(input: PublicPlacePageInput): string {
  const props = placeViewProps(input);
  return pageDocument({
    language: input.language,
    theme: input.place.theme,
    head: headTags(input),
    body: renderToString(<PlaceView {...props} />),
    data: props,
    assets: input.assets,
  });
}
