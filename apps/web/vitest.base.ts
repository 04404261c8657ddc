import { fileURLToPath } from 'node:url';
import { configDefaults, defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { sharedAlias } from '../../vitest.shared-alias';
import { testFilesMockingModules } from '../../vitest.module-mocks';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The web tests as two projects. `web` runs its files without isolation: each worker keeps one
 * jsdom and one module cache for all its files instead of starting a new process, jsdom, React,
 * Radix and MSW for every file (about 4 times faster). That is safe because per-test state is
 * reset after every test (setup.ts: DOM cleanup, toasts, storage, MSW handlers; `restoreMocks`
 * and `unstubGlobals` here), the app's stores are created per render (test/render.tsx), and a
 * file's fake timers end with the file (useRealTimers in afterEach or finally).
 * `web-isolated` runs, each in a fresh worker, the files that replace modules with vi.mock: those
 * mocks would otherwise leak into the other files of the same worker. Files are sorted into the
 * two projects automatically.
 */
export function webProject(name: 'web' | 'web-isolated') {
  const mocking = testFilesMockingModules(root, 'src');
  const isolate = name === 'web-isolated';
  return defineProject({
    plugins: [react()],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        ...sharedAlias,
      ],
    },
    test: {
      name,
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      isolate,
      // A project with an empty `include` would fall back to Vitest's default pattern.
      include: isolate
        ? mocking.length > 0
          ? mocking
          : ['no-file-mocks-modules']
        : ['src/**/*.test.{ts,tsx}'],
      exclude: isolate ? configDefaults.exclude : [...configDefaults.exclude, ...mocking],
      // A page of 25 cards takes jsdom 3 to 4 s on a busy 2-core machine, close to Vitest's 5 s
      // default; these tests check behaviour, not speed (speed is measured under bench/).
      testTimeout: 15_000,
      restoreMocks: true,
      unstubGlobals: true,
      unstubEnvs: true,
    },
  });
}
