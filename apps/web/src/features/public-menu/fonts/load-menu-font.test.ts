import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FONT_FAMILIES, FONT_NAMES } from '@carta/shared/core';
import { FONT_STYLESHEETS, loadMenuFont } from './load-menu-font';

const here = dirname(fileURLToPath(import.meta.url));
const sheet = (font: string) => readFileSync(join(here, `${font}.css`), 'utf8');

describe('theme fonts', () => {
  it('have one stylesheet each, with the regular and bold faces of their family', () => {
    expect(Object.keys(FONT_STYLESHEETS).sort()).toEqual([...FONT_FAMILIES].sort());
    for (const font of FONT_FAMILIES) {
      expect(FONT_STYLESHEETS[font]).toBe(`src/features/public-menu/fonts/${font}.css`);
      const pkg = FONT_NAMES[font].toLowerCase().replace(/ /g, '-');
      const css = sheet(font);
      expect(css).toContain(`@import '@fontsource/${pkg}/400.css';`);
      expect(css).toContain(`@import '@fontsource/${pkg}/700.css';`);
    }
  });

  it('load on demand without ever failing', async () => {
    await expect(loadMenuFont('playfair')).resolves.toBeUndefined();
    await expect(loadMenuFont('playfair')).resolves.toBeUndefined();
  });
});
