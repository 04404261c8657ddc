import { Worker, type ResourceLimits } from 'node:worker_threads';
import type { TaskReply, TaskRequest, WorkerReady } from './protocol';

/**
 * CPU-heavy work off the event loop (docs/architecture.md §7, "Work off the event loop"): a few
 * worker threads, started when first needed and stopped when idle, each doing one task at a time.
 * Beyond `maxQueued` waiting tasks a new one is refused at once (the caller answers 503 with
 * Retry-After) rather than piling up memory; a task that runs past `timeoutMs` is stopped by
 * terminating its thread, and a thread that dies (out of its `resourceLimits`, a crash) takes only
 * its own task with it.
 */
export interface WorkerPoolOptions {
  /** For error messages and logs. */
  name: string;
  /** The worker's module, which calls `serveTasks` (./serve-tasks.ts). A `.ts` file runs through tsx. */
  entry: URL;
  /** Threads at most. */
  size: number;
  /** Tasks waiting for a thread at most; more are refused with WorkerPoolBusyError. */
  maxQueued: number;
  /** A task's time budget, waiting excluded. */
  timeoutMs: number;
  /** An idle thread is stopped after this long (its memory goes back). */
  idleMs: number;
  /** V8 heap limits of each thread: a task that needs more dies alone. */
  resourceLimits?: ResourceLimits;
}

/** The pool is full: try again later. */
export class WorkerPoolBusyError extends Error {
  constructor(pool: string) {
    super(`${pool}: every worker is busy and the queue is full`);
    this.name = 'WorkerPoolBusyError';
  }
}

/** The task ran past its time budget and was stopped. */
export class WorkerTimeoutError extends Error {
  constructor(pool: string, ms: number) {
    super(`${pool}: a task ran past ${ms} ms and was stopped`);
    this.name = 'WorkerTimeoutError';
  }
}

/** The thread died under the task (out of memory, a crash) or the pool closed. */
export class WorkerFailedError extends Error {
  constructor(pool: string, cause: unknown) {
    super(`${pool}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'WorkerFailedError';
  }
}

interface Job {
  task: string;
  input: unknown;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  /** Its module is loaded and listening: a task's time starts when it is handed over. */
  ready: boolean;
  job?: Job & { timer: NodeJS.Timeout };
  idleTimer?: NodeJS.Timeout;
}

/** tsx's loader for a TypeScript entry (development and tests); the build runs plain JS. */
const TS_BOOTSTRAP = new URL('./ts-bootstrap.mjs', import.meta.url);

function startWorker(options: WorkerPoolOptions): Worker {
  const typescript = options.entry.pathname.endsWith('.ts');
  return new Worker(typescript ? TS_BOOTSTRAP : options.entry, {
    workerData: typescript ? { entry: options.entry.href } : undefined,
    resourceLimits: options.resourceLimits,
    name: options.name,
  });
}

export function createWorkerPool(options: WorkerPoolOptions) {
  const threads = new Set<Thread>();
  const queue: Job[] = [];
  let nextId = 0;
  let closed = false;

  const settle = (thread: Thread) => {
    const job = thread.job;
    if (!job) return undefined;
    clearTimeout(job.timer);
    thread.job = undefined;
    return job;
  };

  /** Drops a thread (dead or stopped); its task, if any, fails with `error`. */
  const discard = (thread: Thread, error: Error) => {
    if (!threads.delete(thread)) return;
    clearTimeout(thread.idleTimer);
    settle(thread)?.reject(error);
    void thread.worker.terminate();
    // A thread that could not even start would fail again: the waiting tasks fail with it.
    if (!thread.ready) for (const job of queue.splice(0)) job.reject(error);
    dispatch();
  };

  const idle = (thread: Thread) => {
    clearTimeout(thread.idleTimer);
    thread.idleTimer = setTimeout(() => {
      if (!thread.job) discard(thread, new WorkerFailedError(options.name, 'stopped when idle'));
    }, options.idleMs);
    thread.idleTimer.unref();
  };

  const spawn = (): Thread => {
    const thread: Thread = { worker: startWorker(options), ready: false };
    thread.worker.on('message', (reply: TaskReply | WorkerReady) => {
      if ('ready' in reply) {
        thread.ready = true;
        dispatch();
        return;
      }
      const job = settle(thread);
      if (!job) return;
      if (reply.ok) job.resolve(reply.value);
      else job.reject(Object.assign(new Error(reply.error.message), { name: reply.error.name }));
      idle(thread);
      dispatch();
    });
    thread.worker.on('error', (error) =>
      discard(thread, new WorkerFailedError(options.name, error)),
    );
    thread.worker.on('exit', (code) =>
      discard(thread, new WorkerFailedError(options.name, `worker exited with code ${code}`)),
    );
    // An idle thread does not keep the process alive.
    thread.worker.unref();
    threads.add(thread);
    return thread;
  };

  function dispatch() {
    while (queue.length > 0) {
      const thread = [...threads].find((candidate) => candidate.ready && !candidate.job);
      if (!thread) {
        // Start another thread unless one is already starting or there are enough.
        const starting = [...threads].some((candidate) => !candidate.ready);
        if (!starting && threads.size < options.size) spawn();
        return;
      }
      const job = queue.shift()!;
      clearTimeout(thread.idleTimer);
      const timer = setTimeout(
        () => discard(thread, new WorkerTimeoutError(options.name, options.timeoutMs)),
        options.timeoutMs,
      );
      thread.job = { ...job, timer };
      thread.worker.ref();
      const request: TaskRequest = { id: nextId++, task: job.task, input: job.input };
      thread.worker.postMessage(request);
    }
    for (const thread of threads) if (!thread.job) thread.worker.unref();
  }

  return {
    /** Runs `task` of the worker module on `input` (structured-cloned) in a thread. */
    run<Output>(task: string, input: unknown): Promise<Output> {
      if (closed) return Promise.reject(new WorkerFailedError(options.name, 'the pool is closed'));
      // Running plus waiting, against every thread busy and the queue full.
      const busy = [...threads].filter((thread) => thread.job).length;
      if (busy + queue.length >= options.size + options.maxQueued) {
        return Promise.reject(new WorkerPoolBusyError(options.name));
      }
      return new Promise<Output>((resolve, reject) => {
        queue.push({ task, input, resolve: resolve as (value: unknown) => void, reject });
        dispatch();
      });
    },

    stats: () => ({
      threads: threads.size,
      busy: [...threads].filter((thread) => thread.job).length,
      queued: queue.length,
    }),

    /** Stops every thread; running and waiting tasks fail. */
    async close(): Promise<void> {
      closed = true;
      const stopped = new WorkerFailedError(options.name, 'the pool is closed');
      for (const job of queue.splice(0)) job.reject(stopped);
      await Promise.all(
        [...threads].map(async (thread) => {
          threads.delete(thread);
          clearTimeout(thread.idleTimer);
          settle(thread)?.reject(stopped);
          await thread.worker.terminate();
        }),
      );
    },
  };
}

export type WorkerPool = ReturnType<typeof createWorkerPool>;
