export interface ImageQueueOptions {
  /** Jobs running at once. */
  concurrency: number;
  /** Jobs waiting for a slot; one more is refused at once. */
  maxWaiting: number;
  /** How long a job may wait for a slot before it is refused. */
  maxWaitMs: number;
}

/** The queue refused a job: it was full, or the job waited too long. Nothing of it ran. */
export class ImageQueueBusyError extends Error {
  readonly reason: 'full' | 'timed-out';

  constructor(reason: 'full' | 'timed-out') {
    super(reason === 'full' ? 'image queue full' : 'waited too long for the image queue');
    this.name = 'ImageQueueBusyError';
    this.reason = reason;
  }
}

export interface ImageQueue {
  /** Runs `job` when a slot is free (first come, first served); rejects with ImageQueueBusyError. */
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
 * Bounds the memory and CPU of image work: at most `concurrency` decodes at once, at most
 * `maxWaiting` uploads (whose bodies are already in memory) waiting, none for longer than
 * `maxWaitMs`. The caller answers a refusal with 503 and Retry-After.
 */
export function createImageQueue(options: ImageQueueOptions): ImageQueue {
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
        if (waiting.length >= options.maxWaiting) {
          return reject(new ImageQueueBusyError('full'));
        }
        const waiter: Waiter = {
          start,
          timer: setTimeout(() => {
            waiting.splice(waiting.indexOf(waiter), 1);
            reject(new ImageQueueBusyError('timed-out'));
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
