import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { latinFontFiles, loadPageAssets } from './page-renderer';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('loadPageAssets (the public page build)', () => {
  it('reads the entry, its imports, its CSS and each font from the manifest', async () => {
    dir = await mkdtemp(join(tmpdir(), 'carta-page-assets-'));
    await mkdir(join(dir, '.vite'));
    await mkdir(join(dir, 'assets'));
    const font =
      '@font-face{src:url(/assets/inter-latin-400-normal-AB12.woff2)format("woff2")}' +
      '@font-face{src:url(/assets/inter-latin-ext-400-normal-CD34.woff2)format("woff2")}' +
      '@font-face{src:url(/assets/inter-latin-700-normal-EF56.woff2)format("woff2")}';
    await writeFile(join(dir, 'assets/page.css'), '.pm{color:red}');
    await writeFile(join(dir, 'assets/font-inter.css'), font);
    await writeFile(
      join(dir, '.vite/public-menu-manifest.json'),
      JSON.stringify({
        'src/features/public-menu/entry-client.tsx': {
          file: 'assets/page.js',
          css: ['assets/page.css'],
          imports: ['_shared.js'],
        },
        '_shared.js': { file: 'assets/shared.js' },
        'src/features/public-menu/fonts/inter.css': { file: 'assets/font-inter.css' },
      }),
    );
    expect(await loadPageAssets(dir)).toEqual({
      scripts: ['/assets/page.js'],
      modulePreloads: ['/assets/shared.js'],
      css: '.pm{color:red}',
      fontCss: { inter: font },
      fontPreloads: {
        inter: [
          '/assets/inter-latin-400-normal-AB12.woff2',
          '/assets/inter-latin-700-normal-EF56.woff2',
        ],
      },
    });
  });

  it('is empty without a build (the page is then HTML only)', async () => {
    dir = await mkdtemp(join(tmpdir(), 'carta-page-assets-'));
    expect((await loadPageAssets(dir)).scripts).toEqual([]);
    expect(latinFontFiles('')).toEqual([]);
  });
});
