import { afterEach, describe, expect, it, vi } from 'vitest';
import { createImageQueue, ImageQueueBusyError, type ImageQueueOptions } from './image-queue';

/** A job that runs until the test calls `finish()` (or `fail()`), even before it starts. */
function controllable() {
  let resolve!: (value: string) => void;
  let reject!: (error: Error) => void;
  const outcome = new Promise<string>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // Settled before the job starts: keep Node from calling the rejection unhandled meanwhile.
  outcome.catch(() => {});
  return {
    job: vi.fn(() => outcome),
    finish: () => resolve('done'),
    fail: (error: Error) => reject(error),
  };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));
const options: ImageQueueOptions = { concurrency: 2, maxWaiting: 3, maxWaitMs: 10_000 };

afterEach(() => {
  vi.useRealTimers();
});

describe('image queue (issue 9: a bounded queue for image work)', () => {
  it('never runs more than `concurrency` jobs at once', async () => {
    const queue = createImageQueue({ ...options, maxWaiting: 100 });
    let active = 0;
    let most = 0;
    const job = async () => {
      active += 1;
      most = Math.max(most, active);
      await flush();
      active -= 1;
    };
    await Promise.all(Array.from({ length: 20 }, () => queue.run(job)));
    expect(most).toBe(2);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it('refuses a job at once when `maxWaiting` jobs already wait, and runs none of it', async () => {
    const queue = createImageQueue(options);
    const jobs = Array.from({ length: 5 }, () => controllable());
    const results = jobs.map((j) => queue.run(j.job));
    expect([queue.running, queue.waiting]).toEqual([2, 3]);

    const refused = controllable();
    await expect(queue.run(refused.job)).rejects.toMatchObject({ reason: 'full' });
    expect(refused.job).not.toHaveBeenCalled();

    jobs.forEach((j) => j.finish());
    await Promise.all(results);
    expect(jobs.every((j) => j.job.mock.calls.length === 1)).toBe(true);
  });

  it('starts waiting jobs in the order they arrived', async () => {
    const queue = createImageQueue({ ...options, concurrency: 1 });
    const order: number[] = [];
    const first = controllable();
    const done: Promise<unknown>[] = [queue.run(first.job)];
    for (const n of [1, 2, 3]) {
      done.push(
        queue.run(async () => {
          order.push(n);
        }),
      );
    }
    expect(order).toEqual([]);
    first.finish();
    await Promise.all(done);
    expect(order).toEqual([1, 2, 3]);
  });

  it('frees the slot of a failing job (rejected or thrown) and passes its error on', async () => {
    const queue = createImageQueue({ ...options, concurrency: 1, maxWaiting: 2 });
    const failing = controllable();
    const failed = queue.run(failing.job);
    const throwing = queue.run(() => {
      throw new Error('sync boom');
    });
    const after = queue.run(async () => 'ran');

    failing.fail(new Error('decode failed'));
    await expect(failed).rejects.toThrow('decode failed');
    await expect(throwing).rejects.toThrow('sync boom');
    await expect(after).resolves.toBe('ran');
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it('refuses a job that waited longer than `maxWaitMs` and never runs it', async () => {
    vi.useFakeTimers();
    const queue = createImageQueue({ concurrency: 1, maxWaiting: 2, maxWaitMs: 1_000 });
    const blocker = controllable();
    const blocked = queue.run(blocker.job);
    const late = controllable();
    const outcome = queue.run(late.job).catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(999);
    expect(queue.waiting).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ImageQueueBusyError);
    expect((error as ImageQueueBusyError).reason).toBe('timed-out');
    expect(queue.waiting).toBe(0);

    blocker.finish();
    await blocked;
    expect(late.job).not.toHaveBeenCalled();
    expect(queue.running).toBe(0);
  });
});
