import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderLandingPage } from '@carta/shared';

const RENDERER_FILE = 'render-landing.js';

/** The renderer built by `vite build -c vite.landing.config.ts`, or null before a build. */
export async function loadLandingRenderer(webSsrDir: string): Promise<RenderLandingPage | null> {
  const file = join(webSsrDir, RENDERER_FILE);
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as {
    renderLandingPage: RenderLandingPage;
  };
  return module.renderLandingPage;
}
