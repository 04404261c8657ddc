import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FontFamily, Language } from '@carta/shared';

/** What apps/web/src/features/landing/server/render-landing.tsx takes and gives. */
export interface LandingPageInput {
  language: Language;
  appUrl: string;
  supportEmail: string;
  menuCss: string;
  fontCss: Partial<Record<FontFamily, string>>;
  fontPreloads: Partial<Record<FontFamily, string[]>>;
  year: number;
}
export interface RenderedLandingPage {
  html: string;
  inlineScripts: string[];
}
export type RenderLandingPage = (input: LandingPageInput) => RenderedLandingPage;

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
