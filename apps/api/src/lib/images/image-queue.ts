import {
  createBoundedQueue,
  type BoundedQueue,
  type BoundedQueueOptions,
  type QueueRefusal,
} from '../bounded-queue';

export type ImageQueueOptions = BoundedQueueOptions;
export type ImageQueue = BoundedQueue;

/** The queue refused a job: it was full, or the job waited too long. Nothing of it ran. */
export class ImageQueueBusyError extends Error {
  readonly reason: QueueRefusal;

  constructor(reason: QueueRefusal) {
    super(reason === 'full' ? 'image queue full' : 'waited too long for the image queue');
    this.name = 'ImageQueueBusyError';
    this.reason = reason;
  }
}

/**
 * Bounds the memory and CPU of image work: at most `concurrency` decodes at once, at most
 * `maxWaiting` uploads (whose bodies are already in memory) waiting, none for longer than
 * `maxWaitMs`. The caller answers a refusal with 503 and Retry-After.
 */
export const createImageQueue = (options: ImageQueueOptions): ImageQueue =>
  createBoundedQueue(options, (reason) => new ImageQueueBusyError(reason));
