export interface BoundedQueueOptions {
  /** Jobs running at once. */
  concurrency: number;
  /** Jobs waiting for a slot; one more is refused at once. */
  maxWaiting: number;
  /** How long a job may wait for a slot before it is refused. */
  maxWaitMs: number;
}

/** Why a job was refused: the queue was full, or the job waited too long. Nothing of it ran. */
export type QueueRefusal = 'full' | 'timed-out';

export interface BoundedQueue {
  /** Runs `job` when a slot is free (first come, first served); rejects with the queue's refusal. */
  run<T>(job: () => Promise<T>): Promise<T>;
  /** Jobs running and waiting now. */
  readonly running: number;
  readonly waiting: number;
}

interface Waiter {
  start(): void;
  timer: NodeJS.Timeout;
}

/**
 * Bounds the memory and CPU of one kind of work in this process: at most `concurrency` jobs at
 * once, at most `maxWaiting` waiting, none for longer than `maxWaitMs`; a refusal is `refused`'s
 * error, which the caller answers with 503 and Retry-After (image decodes, public page renders).
 */
export function createBoundedQueue(
  options: BoundedQueueOptions,
  refused: (reason: QueueRefusal) => Error,
): BoundedQueue {
  let running = 0;
  const waiting: Waiter[] = [];

  const next = () => {
    running -= 1;
    const waiter = waiting.shift();
    if (waiter) {
      clearTimeout(waiter.timer);
      waiter.start();
    }
  };

  return {
    run<T>(job: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          running += 1;
          // A job that throws synchronously or rejects frees its slot just the same, and the
          // slot is free before the caller sees the outcome.
          Promise.resolve().then(job).finally(next).then(resolve, reject);
        };
        if (running < options.concurrency) return start();
        if (waiting.length >= options.maxWaiting) return reject(refused('full'));
        const waiter: Waiter = {
          start,
          timer: setTimeout(() => {
            waiting.splice(waiting.indexOf(waiter), 1);
            reject(refused('timed-out'));
          }, options.maxWaitMs),
        };
        waiter.timer.unref();
        waiting.push(waiter);
      });
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
