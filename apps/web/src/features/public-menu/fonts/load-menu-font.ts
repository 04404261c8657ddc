import { FONT_NAMES, type FontFamily } from '@carta/shared/core';

/**
 * Each theme font's stylesheet (weights 400 and 700 of the self-hosted @fontsource family),
 * relative to apps/web. The server build inlines only the stylesheet of the menu's font.
 */
export const FONT_STYLESHEETS: Record<FontFamily, string> = {
  inter: 'src/features/public-menu/fonts/inter.css',
  roboto: 'src/features/public-menu/fonts/roboto.css',
  playfair: 'src/features/public-menu/fonts/playfair.css',
  'dancing-script': 'src/features/public-menu/fonts/dancing-script.css',
  nunito: 'src/features/public-menu/fonts/nunito.css',
};

/** One lazily loaded chunk per font, so the dashboard fetches only the fonts it shows. */
const importers: Record<FontFamily, () => Promise<unknown>> = {
  inter: () => import('./inter.css'),
  roboto: () => import('./roboto.css'),
  playfair: () => import('./playfair.css'),
  'dancing-script': () => import('./dancing-script.css'),
  nunito: () => import('./nunito.css'),
};

const loading = new Map<FontFamily, Promise<void>>();

/**
 * Loads a theme font's @font-face rules in the dashboard (the public page gets them inlined) and
 * waits, where the browser can tell, until its regular and bold faces are ready. Never rejects: a
 * font that fails to load leaves the theme's fallback fonts in place.
 */
export async function loadMenuFont(font: FontFamily): Promise<void> {
  const family = font in importers ? font : 'inter';
  let pending = loading.get(family);
  if (!pending) {
    pending = importers[family]()
      .then(async () => {
        if (typeof document === 'undefined' || !('fonts' in document)) return;
        const name = `'${FONT_NAMES[family]}'`;
        await Promise.all([
          document.fonts.load(`400 1em ${name}`),
          document.fonts.load(`700 1em ${name}`),
        ]);
      })
      .catch(() => {
        loading.delete(family);
      });
    loading.set(family, pending);
  }
  return pending;
}
