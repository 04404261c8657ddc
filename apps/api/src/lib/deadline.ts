/** A check that did not answer in time (it may still finish; nobody waits for it any more). */
export class DeadlineError extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = 'DeadlineError';
  }
}

/**
 * `promise`, or a DeadlineError once `ms` have passed. The promise keeps running; its late
 * rejection is swallowed, so the caller must not need its outcome after the deadline.
 */
export function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new DeadlineError(ms)), ms);
    timer.unref();
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error as Error);
      },
    );
  });
}
