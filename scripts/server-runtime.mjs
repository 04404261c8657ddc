// How `npm start` runs the server process: the settings that keep one server under its memory
// bar (docs/performance.md, "Memory"). The benchmarks and the cost tests start the server with the
// same settings, so what they measure is what `npm start` runs.

/**
 * V8 heap settings. A young generation of 2 × 8 MB instead of 2 × 16 MB, and an old generation
 * capped at 384 MB, which also makes V8 collect garbage sooner as the heap grows: under ten writes
 * a second the re-rendered menus otherwise pile up as garbage until the peak passes 300 MB. Live
 * data stays far below the cap: caches are bounded and responses have a maximum size
 * (docs/security.md). A flag the operator already gives in NODE_OPTIONS is left to them.
 */
export function serverNodeFlags(nodeOptions = process.env.NODE_OPTIONS ?? '') {
  return [
    ['--max-semi-space-size', '8'],
    ['--max-old-space-size', '384'],
  ]
    .filter(([flag]) => !nodeOptions.includes(flag))
    .map(([flag, value]) => `${flag}=${value}`);
}

/**
 * glibc gives each image-decoding thread its own malloc arena and keeps what they freed: with two
 * arenas the server returns to its idle size after uploads (docs/security.md, "Images"). The
 * variable only works when set before the process starts, hence a child process.
 */
export function serverEnvironment(env = process.env, platform = process.platform) {
  if (platform !== 'linux' || env.MALLOC_ARENA_MAX !== undefined) return { ...env };
  return { ...env, MALLOC_ARENA_MAX: '2' };
}

/**
 * The message a server process sends `npm start` with its configuration, and the exit code of a
 * configuration error, which `npm start` does not restart: SUPERVISION in packages/shared (this
 * script runs before anything is built, so it keeps a copy; a test holds the two equal).
 */
export const SERVER_CONFIG_MESSAGE = 'carta:server-config';
export const CONFIG_ERROR_EXIT_CODE = 78;
