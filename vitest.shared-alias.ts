import { fileURLToPath } from 'node:url';

const source = (file: string) =>
  fileURLToPath(new URL(`./packages/shared/src/${file}`, import.meta.url));

/**
 * Tests and the web build read @carta/shared from source, so no build step is needed first.
 * `@carta/shared/core` is the zod-free part (what the public menu page may load).
 */
export const sharedAlias = [
  { find: /^@carta\/shared$/, replacement: source('index.ts') },
  { find: /^@carta\/shared\/core$/, replacement: source('core.ts') },
];
