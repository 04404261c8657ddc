import { createHash } from 'node:crypto';
import type { Language, RenderLandingPage } from '@carta/shared';
import type { AppConfig } from '../../config';
import { encodePayload, type EncodedPayload } from '../public-menus/encoded-payload';
import { loadPageAssets } from '../public-menus/page-renderer';

export interface LandingPage {
  payload: EncodedPayload;
  /** CSP source expressions ('sha256-…') of the page's inline scripts. */
  scriptHashes: string[];
}

const sha256Source = (script: string) =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/**
 * The landing page per language, rendered and compressed once per process and year (its only
 * inputs are the build and the configuration), so every visit is answered from memory.
 */
export function createLandingPages(config: Readonly<AppConfig>, render: RenderLandingPage) {
  const assets = loadPageAssets(config.webDistDir);
  const pages = new Map<string, Promise<LandingPage>>();
  const build = async (
    language: Language,
    languageInAddress: boolean,
    year: number,
  ): Promise<LandingPage> => {
    const { css, fontCss, fontPreloads } = await assets;
    const page = render({
      language,
      languageInAddress,
      appUrl: config.appUrl.replace(/\/+$/, ''),
      supportEmail: config.supportEmail,
      menuCss: css,
      fontCss,
      fontPreloads,
      year,
    });
    return {
      payload: await encodePayload(page.html, 'text/html; charset=utf-8'),
      scriptHashes: page.inlineScripts.map(sha256Source),
    };
  };
  return {
    /** The page in `language`; `languageInAddress`: asked for by `?lang=` (its canonical). */
    get(language: Language, languageInAddress = false): Promise<LandingPage> {
      const year = new Date().getFullYear();
      const key = `${language}:${languageInAddress ? 'q' : ''}:${year}`;
      let page = pages.get(key);
      if (!page) {
        page = build(language, languageInAddress, year);
        // A failed render is tried again on the next visit.
        page.catch(() => pages.delete(key));
        pages.set(key, page);
      }
      return page;
    },
  };
}
