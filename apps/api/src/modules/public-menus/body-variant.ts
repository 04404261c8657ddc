import {
  isContentLanguage,
  isInterfaceLanguage,
  type ContentLanguage,
  type Language,
} from '@carta/shared';
import type { BodyVariant } from './public-menu-cache';

/**
 * The stored name of a body (`public_bodies.variant`): `page:<content>:<chrome>:<q>#<part>` or
 * `json:<content>#<part>`, where `q` marks a page whose address names its language (`?lang=`).
 */
export const variantKey = (variant: BodyVariant): string =>
  variant.kind === 'json'
    ? `json:${variant.content}#${variant.part}`
    : `page:${variant.content}:${variant.chrome}:${variant.languageInAddress ? 'q' : ''}#${variant.part}`;

const PAGE = /^page:([a-z]{2,3}):([a-z]{2,3}):(q?)#(\d{1,6})$/;
const JSON_BODY = /^json:([a-z]{2,3})#(\d{1,6})$/;

/** The body a stored name stands for; null for a name this version no longer makes. */
export function parseVariant(key: string): BodyVariant | null {
  const page = PAGE.exec(key);
  if (page) {
    const [, content, chrome, q, part] = page;
    if (!isContentLanguage(content!) || !isInterfaceLanguage(chrome!)) return null;
    return {
      kind: 'page',
      content: content as ContentLanguage,
      chrome: chrome as Language,
      languageInAddress: q === 'q',
      part: Number(part),
    };
  }
  const json = JSON_BODY.exec(key);
  if (json) {
    const [, content, part] = json;
    if (!isContentLanguage(content!)) return null;
    return { kind: 'json', content: content as ContentLanguage, part: Number(part) };
  }
  return null;
}
