import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  FONT_FAMILIES,
  type FontFamily,
  type PublicMenuPageAssets,
  type RenderPublicMenuPage,
} from '@carta/shared';

/** The public menu page's build (apps/web/vite.public-menu.config.ts) and where it lands. */
const MANIFEST = '.vite/public-menu-manifest.json';
const PAGE_DIR = 'src/features/public-menu';
const ENTRY = `${PAGE_DIR}/entry-client.tsx`;
const RENDERER_FILE = 'render-page.js';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const NO_ASSETS: PublicMenuPageAssets = {
  scripts: [],
  modulePreloads: [],
  css: '',
  fontCss: {},
  fontPreloads: {},
};

/** The WOFF2 files of the Latin subset (what most menus are written in), regular and bold. */
export const latinFontFiles = (css: string): string[] => [
  ...new Set(css.match(/\/assets\/[\w-]*-latin-(?:400|700)-normal-[\w-]+\.woff2/g) ?? []),
];

/**
 * Script, preloads, CSS and font rules of the public menu page from the web build's manifest,
 * read once at start. Without a build (API tests) the page is server-rendered HTML only.
 */
export async function loadPageAssets(webDistDir: string): Promise<PublicMenuPageAssets> {
  const manifestPath = join(webDistDir, MANIFEST);
  if (!existsSync(manifestPath)) return NO_ASSETS;
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Manifest;
  const read = (file: string) => readFile(join(webDistDir, file), 'utf8');
  const entry = manifest[ENTRY];
  if (!entry) throw new Error(`${manifestPath} has no entry for ${ENTRY}`);

  const imported = new Set<string>();
  const collect = (key: string) => {
    for (const child of manifest[key]?.imports ?? []) {
      if (imported.has(child)) continue;
      imported.add(child);
      collect(child);
    }
  };
  collect(ENTRY);
  const chunks = [entry, ...[...imported].map((key) => manifest[key]!)];
  const cssFiles = chunks.flatMap((chunk) => chunk.css ?? []);

  const fontCss: Partial<Record<FontFamily, string>> = {};
  const fontPreloads: Partial<Record<FontFamily, string[]>> = {};
  for (const font of FONT_FAMILIES) {
    const chunk = manifest[`${PAGE_DIR}/fonts/${font}.css`];
    if (!chunk) continue;
    fontCss[font] = await read(chunk.file);
    fontPreloads[font] = latinFontFiles(fontCss[font]);
  }
  return {
    scripts: [`/${entry.file}`],
    modulePreloads: [...imported].map((key) => `/${manifest[key]!.file}`),
    css: (await Promise.all(cssFiles.map(read))).join(''),
    fontCss,
    fontPreloads,
  };
}

/** The server renderer built by `vite build -c vite.public-menu.config.ts --ssr`, or null. */
export async function loadBuiltRenderer(webSsrDir: string): Promise<RenderPublicMenuPage | null> {
  const file = join(webSsrDir, RENDERER_FILE);
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as {
    renderPublicMenuPage: RenderPublicMenuPage;
  };
  return module.renderPublicMenuPage;
}
