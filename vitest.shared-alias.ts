import { fileURLToPath } from 'node:url';

/** Tests and the web build read @carta/shared from source, so no build step is needed first. */
export const sharedAlias = {
  '@carta/shared': fileURLToPath(new URL('./packages/shared/src/index.ts', import.meta.url)),
};
