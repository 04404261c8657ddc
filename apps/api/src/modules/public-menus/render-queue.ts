/** A render waited too long for a slot, or the queue was full: nothing of it ran. */
export class RenderBusyError extends Error {
  readonly reason: 'full' | 'timed-out';

  constructor(reason: 'full' | 'timed-out') {
    super(reason === 'full' ? 'render queue full' : 'waited too long for a render slot');
    this.name = 'RenderBusyError';
    this.reason = reason;
  }
}

export interface RenderQueueOptions {
  /** Renders running at once. */
  concurrency: number;
  /** Renders waiting for a slot; one more is refused at once. */
  maxWaiting: number;
  /** How long a render may wait before it is refused. */
  maxWaitMs: number;
}

export interface RenderQueue {
  /** Runs `job` when a slot is free (first come, first served); rejects with RenderBusyError. */
  run<T>(job: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

/**
 * Bounds what renders of public pages hold at once (docs/public-menu.md, "A big menu in parts"):
 * at most `concurrency` bodies being built and compressed, at most `maxWaiting` waiting, none
 * for longer than `maxWaitMs`. The routes answer a refusal with 503 and Retry-After.
 */
export function createRenderQueue(options: RenderQueueOptions): RenderQueue {
  let running = 0;
  const waiting: { start: () => void; timer: NodeJS.Timeout }[] = [];

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
          Promise.resolve().then(job).finally(next).then(resolve, reject);
        };
        if (running < options.concurrency) return start();
        if (waiting.length >= options.maxWaiting) return reject(new RenderBusyError('full'));
        const waiter = {
          start,
          timer: setTimeout(() => {
            waiting.splice(waiting.indexOf(waiter), 1);
            reject(new RenderBusyError('timed-out'));
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
