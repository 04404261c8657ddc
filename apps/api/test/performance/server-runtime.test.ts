import { describe, expect, it } from 'vitest';
import { serverEnvironment, serverNodeFlags } from '../../../../scripts/server-runtime.mjs';

// docs/performance.md, "Memory": the settings `npm start` (scripts/start.mjs) gives the server.
describe('the server process settings', () => {
  it('caps the young and the old generation of the V8 heap', () => {
    expect(serverNodeFlags('')).toEqual(['--max-semi-space-size=8', '--max-old-space-size=384']);
  });

  it('leaves a heap setting the operator gave in NODE_OPTIONS to them', () => {
    expect(serverNodeFlags('--max-old-space-size=1024')).toEqual(['--max-semi-space-size=8']);
    expect(serverNodeFlags('--max-semi-space-size=16 --max-old-space-size=1024')).toEqual([]);
  });

  it('limits glibc to two malloc arenas on Linux unless told otherwise', () => {
    expect(serverEnvironment({ PORT: '3000' }, 'linux')).toEqual({
      PORT: '3000',
      MALLOC_ARENA_MAX: '2',
    });
    expect(serverEnvironment({ MALLOC_ARENA_MAX: '4' }, 'linux')).toEqual({
      MALLOC_ARENA_MAX: '4',
    });
    expect(serverEnvironment({ PORT: '3000' }, 'darwin')).toEqual({ PORT: '3000' });
  });
});
