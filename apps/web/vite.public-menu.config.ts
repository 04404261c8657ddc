import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { FONT_FAMILIES } from '../../packages/shared/src/theme/tokens';
import { sharedAlias } from '../../vitest.shared-alias';
import { preactCompatAlias } from './preact-compat-alias';

const PAGE = 'src/features/public-menu';

/**
 * The public menu page `/m/:menuId` is its own small build, apart from the dashboard: its
 * components run on Preact, and none of the dashboard's code, router, query client or zod can
 * reach it. `vite build -c vite.public-menu.config.ts` makes the browser files (into dist/,
 * beside the dashboard's, with their own manifest); adding `--ssr` makes the server renderer
 * the API loads (dist-ssr/render-page.js).
 */
export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: [
      ...preactCompatAlias,
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...sharedAlias,
    ],
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  ssr: { noExternal: true },
  build: isSsrBuild
    ? {
        ssr: true,
        rollupOptions: { input: `${PAGE}/server/render-page.tsx` },
        outDir: 'dist-ssr',
        copyPublicDir: false,
        emptyOutDir: true,
        target: 'node20',
      }
    : {
        outDir: 'dist',
        emptyOutDir: false,
        manifest: '.vite/public-menu-manifest.json',
        // Fonts stay files (a page downloads only the subsets it uses), never inlined data URIs.
        assetsInlineLimit: 0,
        rollupOptions: {
          input: {
            'public-menu': `${PAGE}/entry-client.tsx`,
            ...Object.fromEntries(
              FONT_FAMILIES.map((font) => [`font-${font}`, `${PAGE}/fonts/${font}.css`]),
            ),
          },
        },
      },
}));
