import { afterEach, describe, expect, it } from 'vitest';
import {
  createWorkerPool,
  WorkerFailedError,
  WorkerPoolBusyError,
  WorkerTimeoutError,
  type WorkerPool,
  type WorkerPoolOptions,
} from '../../../src/lib/worker-pool/worker-pool';
import { longestStall } from '../../helpers/event-loop';

// Issue 26 (item 2): CPU-heavy work runs in worker threads with bounded concurrency, a bounded
// queue and a time budget enforced by stopping the thread (docs/security.md, "Printing").

const pools: WorkerPool[] = [];
const pool = (options: Partial<WorkerPoolOptions> = {}) => {
  const made = createWorkerPool({
    name: 'test pool',
    entry: new URL('./fixture-worker.ts', import.meta.url),
    size: 1,
    maxQueued: 4,
    timeoutMs: 10_000,
    idleMs: 60_000,
    ...options,
  });
  pools.push(made);
  return made;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((made) => made.close()));
});

describe('worker pool', () => {
  it('runs a task in a thread and answers its value', async () => {
    const answer = await pool().run<{ text: string; threadId: number }>('echo', { text: 'hola' });
    expect(answer.text).toBe('hola');
    expect(answer.threadId).toBeGreaterThan(0);
  });

  it('keeps the event loop free while a task holds its thread', async () => {
    const made = pool();
    await made.run('echo', { text: 'warm up' });
    const { stallMs } = await longestStall(made.run('spin', { ms: 1_500 }));
    // On the main thread the spin would stall the timers 1,500 ms; a loaded machine adds a little.
    expect(stallMs).toBeLessThan(500);
  });

  it('runs at most `size` tasks at once and the rest in turn', async () => {
    const made = pool({ size: 2 });
    const ran = await Promise.all([1, 2, 3, 4].map(() => made.run<number>('spin', { ms: 200 })));
    expect(new Set(ran).size).toBeLessThanOrEqual(2);
    expect(made.stats().threads).toBeLessThanOrEqual(2);
  });

  it('refuses at once beyond the queue, and takes work again when there is room', async () => {
    const made = pool({ size: 1, maxQueued: 1 });
    const running = made.run('spin', { ms: 400 });
    const waiting = made.run('spin', { ms: 10 });
    await expect(made.run('echo', { text: 'one too many' })).rejects.toBeInstanceOf(
      WorkerPoolBusyError,
    );
    await Promise.all([running, waiting]);
    await expect(made.run('echo', { text: 'room again' })).resolves.toMatchObject({
      text: 'room again',
    });
  });

  it('stops a task past its time budget, and the next task gets a new thread', async () => {
    const made = pool({ timeoutMs: 300 });
    const first = await made.run<{ threadId: number }>('echo', { text: 'before' });
    await expect(made.run('spin', { ms: 60_000 })).rejects.toBeInstanceOf(WorkerTimeoutError);
    const next = await made.run<{ threadId: number }>('echo', { text: 'after' });
    expect(next.threadId).not.toBe(first.threadId);
  });

  it('passes on a task error without losing its thread', async () => {
    const made = pool();
    const before = await made.run<{ threadId: number }>('echo', { text: 'a' });
    await expect(made.run('fail', {})).rejects.toMatchObject({
      name: 'RangeError',
      message: 'the task went wrong',
    });
    const after = await made.run<{ threadId: number }>('echo', { text: 'b' });
    expect(after.threadId).toBe(before.threadId);
  });

  it('loses only the task whose thread runs out of memory', async () => {
    const made = pool({ resourceLimits: { maxOldGenerationSizeMb: 32 } });
    await expect(made.run('exhaust', {})).rejects.toBeInstanceOf(WorkerFailedError);
    await expect(made.run('echo', { text: 'still here' })).resolves.toMatchObject({
      text: 'still here',
    });
  });

  it('hands bytes back without copying them through the structured clone', async () => {
    const bytes = await pool().run<Uint8Array>('bytes', { size: 1_000_000 });
    expect(bytes.byteLength).toBe(1_000_000);
    expect(bytes[999_999]).toBe(7);
  });

  it('stops idle threads', async () => {
    const made = pool({ idleMs: 50 });
    await made.run('echo', { text: 'then rest' });
    expect(made.stats().threads).toBe(1);
    await expect.poll(() => made.stats().threads, { timeout: 5_000 }).toBe(0);
  });

  it('fails the waiting tasks when the worker module cannot start, instead of retrying forever', async () => {
    const made = pool({ entry: new URL('./no-such-worker.ts', import.meta.url) });
    await expect(made.run('echo', { text: 'x' })).rejects.toBeInstanceOf(WorkerFailedError);
    expect(made.stats()).toEqual({ threads: 0, busy: 0, queued: 0 });
  });
});
