import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The server runs the production build exactly as `npm start` does, on a fresh data directory.
// The directory is created once in the runner process; workers inherit it through the environment.
process.env.CARTA_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'carta-e2e-'));
const port = Number(process.env.CARTA_E2E_PORT ?? 3211);
const baseURL = `http://127.0.0.1:${port}`;
// The signed-in states the setup project saves (fixtures/roles.ts), one folder per server port.
process.env.CARTA_E2E_AUTH_DIR ??= fileURLToPath(new URL(`.auth/port-${port}`, import.meta.url));

export default defineConfig({
  testDir: './tests',
  // One folder per server port, so that runs on different ports never clear each other's results.
  outputDir: process.env.CARTA_E2E_PORT ? `test-results/port-${port}` : 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  globalTeardown: './fixtures/global-teardown.ts',
  projects: [
    // Signs in an owner and an admin once; the tests' ownerPage and adminPage start from there.
    { name: 'setup', testMatch: /\.setup\.ts$/ },
    { name: 'chromium', dependencies: ['setup'] },
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-dev-shm-usage',
      ],
    },
  },
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: `${baseURL}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseURL,
      DATA_DIR: process.env.CARTA_E2E_DATA_DIR,
      CAPTCHA_PROVIDER: process.env.CARTA_E2E_CAPTCHA ?? 'altcha',
      ADMIN_EMAILS: 'admin@carta.test',
      LOG_LEVEL: 'warn',
      // tests/webhooks.spec.ts delivers to a receiver it starts on 127.0.0.1 (tests only).
      WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true',
      // Counted menu views reach the owner's screens within a second (tests/menu-views.spec.ts).
      MENU_VIEWS_FLUSH_SECONDS: '1',
      // As behind a proxy on this machine: tests/menu-views.spec.ts gives each guest an address of
      // its own in X-Forwarded-For (views count once per address); other tests send none, so
      // their address is the socket's as before.
      TRUST_PROXY: '127.0.0.1',
    },
  },
});
