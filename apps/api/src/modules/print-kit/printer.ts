import { availableParallelism } from 'node:os';
import type { ResourceLimits } from 'node:worker_threads';
import { httpError } from '../../lib/http-errors';
import {
  createWorkerPool,
  WorkerPoolBusyError,
  WorkerTimeoutError,
} from '../../lib/worker-pool/worker-pool';
import type { PrintJob } from './pdf/print-jobs';

/**
 * Where PDFs are drawn (docs/security.md, "Printing"): worker threads, so that a long menu never
 * holds the event loop, and at most `threads` at a time, so that prints cannot take every core.
 */
export interface PrinterOptions {
  /** Threads drawing at once. Default: one core of two, two of more. */
  threads: number;
  /** Prints waiting for a thread; more answer 503 with Retry-After. */
  maxQueued: number;
  /** A print's time budget: past it the thread is stopped and the print answers 503. */
  timeoutMs: number;
  /** An idle thread is stopped after this long. */
  idleMs: number;
  resourceLimits: ResourceLimits;
}

/** Seconds a client is asked to wait after a 503 of the print kit. */
export const PRINT_RETRY_AFTER_SECONDS = 5;

/**
 * A thread draws the largest printable menu (PRINT_KIT.menuProductsMax dishes) in a few seconds
 * and well under 100 MB of heap (bench/print-stall.ts); the budget and the limit leave it room
 * while keeping a runaway print from holding a thread or the server's memory.
 */
export const DEFAULT_PRINTER: PrinterOptions = {
  threads: Math.max(1, Math.min(2, availableParallelism() - 1)),
  maxQueued: 4,
  timeoutMs: 20_000,
  idleMs: 30_000,
  resourceLimits: { maxOldGenerationSizeMb: 256 },
};

/** The worker module: its TypeScript source, or next to the bundled server (apps/api/build.mjs). */
const PRINT_WORKER = import.meta.url.endsWith('.ts')
  ? new URL('./pdf/print-worker.ts', import.meta.url)
  : new URL('./print-worker.js', import.meta.url);

export function createPrinter(options: PrinterOptions = DEFAULT_PRINTER) {
  const pool = createWorkerPool({
    name: 'print kit',
    entry: PRINT_WORKER,
    size: options.threads,
    maxQueued: options.maxQueued,
    timeoutMs: options.timeoutMs,
    idleMs: options.idleMs,
    resourceLimits: options.resourceLimits,
  });
  return {
    async print(job: PrintJob): Promise<Buffer> {
      try {
        const pdf = await pool.run<Uint8Array>('makePdf', job);
        return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
      } catch (error) {
        const retryAfterSeconds = PRINT_RETRY_AFTER_SECONDS;
        if (error instanceof WorkerPoolBusyError) {
          throw httpError(503, 'printServerBusy', { retryAfterSeconds });
        }
        if (error instanceof WorkerTimeoutError) {
          throw httpError(503, 'printTookTooLong', { retryAfterSeconds });
        }
        throw error;
      }
    },
    stats: pool.stats,
    close: pool.close,
  };
}

export type Printer = ReturnType<typeof createPrinter>;
