/**
 * The cost tests measure the server as it is deployed: production mode (no response checking,
 * production logging), and glibc limited to two malloc arenas. With glibc's default (eight per
 * core) the buffers freed after image decodes stay resident: +135 MB idle after the expensive
 * uploads, against +57 MB with two (docs/security.md, "Cost ceilings").
 */
export const DEPLOYED_SERVER_ENV = { NODE_ENV: 'production', MALLOC_ARENA_MAX: '2' };
