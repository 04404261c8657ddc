// A worker module for the pool's tests (worker-pool.test.ts): tasks that answer, spin, throw, fail
// to allocate, and report which thread ran them.
import { threadId } from 'node:worker_threads';
import { serveTasks } from '../../../src/lib/worker-pool/serve-tasks';

serveTasks({
  echo: (input: { text: string }) => ({ value: { text: input.text, threadId } }),
  /** Holds its thread's CPU for `ms`, as a long PDF would. */
  spin: (input: { ms: number }) => {
    const until = Date.now() + input.ms;
    while (Date.now() < until);
    return { value: threadId };
  },
  fail: () => {
    throw new RangeError('the task went wrong');
  },
  /** Keeps allocating until the thread's heap limit stops it. */
  exhaust: () => {
    const kept: string[][] = [];
    for (;;) kept.push(Array.from({ length: 100_000 }, (_, index) => `${index}`.repeat(8)));
  },
  bytes: (input: { size: number }) => {
    const bytes = new Uint8Array(input.size).fill(7);
    return { value: bytes, transfer: [bytes.buffer] };
  },
});
