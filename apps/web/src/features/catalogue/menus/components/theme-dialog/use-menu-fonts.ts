import { useEffect } from 'react';
import type { FontFamily } from '@carta/shared';
import { loadMenuFont } from '@/features/public-menu';

/** Loads the theme fonts a part of the editor shows text in (once each; loading is cached). */
export function useMenuFonts(fonts: readonly FontFamily[]) {
  const key = [...new Set(fonts)].sort().join(' ');
  useEffect(() => {
    for (const font of key.split(' ') as FontFamily[]) {
      // A font that fails to load leaves the fallback stack in place; nothing to report.
      loadMenuFont(font).catch(() => {});
    }
  }, [key]);
}
