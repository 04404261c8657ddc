import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `vi.mock` (and doMock, unmock, resetModules) swaps modules in the worker's module cache, and
 * Vitest only clears that cache between files when `isolate` is on. So a project that runs its
 * files without isolation (one worker, one module cache for many files: much faster) must keep
 * such files out. This lists them: test files under `dir`, relative to the project root `root`.
 */
export function testFilesMockingModules(root: string, dir: string): string[] {
  const mocksModules = /\bvi\.(mock|doMock|unmock|doUnmock|resetModules)\(/;
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.split(/[\\/]/).includes('node_modules'))
    .filter((file) => mocksModules.test(readFileSync(join(root, dir, file), 'utf8')))
    .map((file) => join(dir, file).split('\\').join('/'))
    .sort();
}
