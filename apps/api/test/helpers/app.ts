import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import type { RenderLandingPage, RenderPublicMenuPage } from '@carta/shared';
import { buildApp, type BuildAppOptions } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/client';
import { createTestDatabase } from './database';

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123';

/** Configuration for tests: a temporary DATA_DIR, no captcha, silent logs, no web build. */
export function testEnv(dataDir: string, env: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    CAPTCHA_PROVIDER: 'none',
    WEB_DIST_DIR: join(dataDir, 'web-dist'),
    ...env,
  };
}

/** The web app's page renderer, from source (the API tests run before any build). */
const RENDER_PAGE_SOURCE = fileURLToPath(
  new URL('../../../web/src/features/public-menu/server/render-page.tsx', import.meta.url),
);
let sourceRenderer: Promise<RenderPublicMenuPage> | undefined;
export function publicMenuSourceRenderer(): Promise<RenderPublicMenuPage> {
  sourceRenderer ??= import(/* @vite-ignore */ RENDER_PAGE_SOURCE).then(
    (module: { renderPublicMenuPage: RenderPublicMenuPage }) => module.renderPublicMenuPage,
  );
  return sourceRenderer;
}

/** The web app's landing page renderer, from source. */
const RENDER_LANDING_SOURCE = fileURLToPath(
  new URL('../../../web/src/features/landing/server/render-landing.tsx', import.meta.url),
);
let landingRenderer: Promise<RenderLandingPage> | undefined;
export function landingSourceRenderer(): Promise<RenderLandingPage> {
  landingRenderer ??= import(/* @vite-ignore */ RENDER_LANDING_SOURCE).then(
    (module: { renderLandingPage: RenderLandingPage }) => module.renderLandingPage,
  );
  return landingRenderer;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Defaults to a fresh test database. */
  database?: DatabaseHandle;
  /** Off by default so that suites signing in often do not trip them; rate-limit tests set them. */
  rateLimits?: BuildAppOptions['rateLimits'];
  auth?: BuildAppOptions['auth'];
  /** Where log lines go (set LOG_LEVEL in `env` too: tests log nothing by default). */
  logStream?: BuildAppOptions['logStream'];
  /** The mail queue's timings (retries in milliseconds rather than minutes). */
  mail?: BuildAppOptions['mail'];
  /** The print kit's PDF limit per account. */
  printKit?: BuildAppOptions['printKit'];
  /** The webhook queue's timings (retries in milliseconds rather than minutes). */
  webhooks?: BuildAppOptions['webhooks'];
  /** Menu views' timings (e.g. `{ flushIntervalMs: 0 }` to flush by hand). */
  menuViews?: BuildAppOptions['menuViews'];
  /**
   * The web build's index.html, written into WEB_DIST_DIR: the shell that the server-rendered
   * pages fill in and that answers unknown menus. No web build by default.
   */
  appShell?: string;
}

/** A minimal web build shell: the root element the SPA mounts on. */
export const APP_SHELL = '<!doctype html><div id="root"></div>';

/**
 * The real app on a fresh database, not listening (drive it with `app.inject()`), and where its
 * mail lands (`outboxDir`, read with helpers/mail.ts). Routes may still be added before the first
 * inject. `close()` closes the app, the database and DATA_DIR.
 */
export async function createTestApp(options: TestAppOptions = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'carta-api-test-'));
  const config = loadConfig(testEnv(dataDir, options.env));
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp({
    config,
    database,
    rateLimits: options.rateLimits ?? false,
    auth: options.auth,
    publicMenuRenderer: await publicMenuSourceRenderer(),
    landingRenderer: await landingSourceRenderer(),
    logStream: options.logStream,
    mail: options.mail,
    printKit: options.printKit,
    webhooks: options.webhooks,
    menuViews: options.menuViews,
  });
  if (options.appShell !== undefined) {
    await mkdir(config.webDistDir, { recursive: true });
    await writeFile(join(config.webDistDir, 'index.html'), options.appShell);
  }
  return {
    app,
    config,
    database,
    dataDir,
    outboxDir: join(dataDir, 'outbox'),
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * `createTestApp()` for the suite it is called in (a test file at its top level, or a `describe`):
 * made by a `beforeAll` registered here, closed by an `afterAll`. Its fields are filled in by that
 * `beforeAll`, so read them in tests and hooks only; the suite's own `beforeAll`s run after it.
 */
export function testAppForSuite(options: TestAppOptions = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(options));
  });
  afterAll(async () => {
    // Unset when the beforeAll failed.
    if ('close' in t) await t.close();
  });
  return t;
}
