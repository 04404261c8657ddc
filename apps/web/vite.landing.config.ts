import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { sharedAlias } from '../../vitest.shared-alias';
import { preactCompatAlias } from './preact-compat-alias';

/**
 * The landing page `/` is rendered by the API from this build's one file,
 * dist-ssr/render-landing.js (docs/architecture.md, "Web builds"): Preact and the public menu's
 * components, with the page's Tailwind CSS inlined as a string. The page sends no script file of
 * its own, so there is no browser build; it runs after the public menu's SSR build, which empties
 * dist-ssr.
 */
export default defineConfig({
  plugins: [tailwindcss()],
  resolve: {
    alias: [
      ...preactCompatAlias,
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...sharedAlias,
    ],
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  ssr: { noExternal: true },
  build: {
    ssr: 'src/features/landing/server/render-landing.tsx',
    outDir: 'dist-ssr',
    copyPublicDir: false,
    emptyOutDir: false,
    target: 'node20',
  },
});
