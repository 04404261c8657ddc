import { serverEnvironment, serverNodeFlags } from '../../../../scripts/server-runtime.mjs';

/**
 * The cost tests measure the server as it is deployed: production mode (no response checking,
 * production logging), with the heap settings and the two malloc arenas `npm start` gives it
 * (scripts/server-runtime.mjs). With glibc's default arenas (eight per core) the buffers freed
 * after image decodes stay resident: +135 MB idle after the expensive uploads, against +57 MB
 * with two (docs/security.md, "Cost ceilings").
 */
export const DEPLOYED_SERVER = {
  env: { NODE_ENV: 'production', ...serverEnvironment({}, 'linux') } as Record<string, string>,
  nodeArgs: serverNodeFlags(''),
};
