import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerProcess } from '../helpers/server-process';

// The kit the durability and cost tests stand on: a real server process, stopped and restarted
// on the same data.
let server: ServerProcess;
beforeAll(async () => {
  server = await ServerProcess.start();
});
afterAll(async () => {
  await server?.dispose();
});

describe('a server process', () => {
  it('serves a signed-in owner, stops on SIGTERM with exit code 0 and restarts on the same data', async () => {
    const owner = await server.createOwner();
    const business = await server.call<{ id: string }>(
      'POST',
      '/api/businesses',
      { name: 'Process Diner' },
      owner.token,
    );
    const memory = server.memory();
    expect(memory.rssMb).toBeGreaterThan(0);
    expect(memory.peakMb).toBeGreaterThanOrEqual(memory.rssMb);

    expect(await server.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    await server.restart();
    const read = await server.call<{ name: string }>(
      'GET',
      `/api/businesses/${business.id}`,
      undefined,
      owner.token,
    );
    expect(read.name).toBe('Process Diner');

    expect(await server.kill()).toEqual({ code: null, signal: 'SIGKILL' });
    expect(server.running).toBe(false);
  });
});
