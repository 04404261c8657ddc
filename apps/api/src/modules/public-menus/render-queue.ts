import {
  createBoundedQueue,
  type BoundedQueue,
  type BoundedQueueOptions,
  type QueueRefusal,
} from '../../lib/bounded-queue';

/** A render waited too long for a slot, or the queue was full: nothing of it ran. */
export class RenderBusyError extends Error {
  readonly reason: QueueRefusal;

  constructor(reason: QueueRefusal) {
    super(reason === 'full' ? 'render queue full' : 'waited too long for a render slot');
    this.name = 'RenderBusyError';
    this.reason = reason;
  }
}

export type RenderQueue = BoundedQueue;

/**
 * Bounds what renders of public pages hold at once (docs/public-menu.md, "A big menu in parts"):
 * at most `concurrency` bodies being built and compressed, at most `maxWaiting` waiting, none
 * for longer than `maxWaitMs`. The routes answer a refusal with 503 and Retry-After.
 */
export const createRenderQueue = (options: BoundedQueueOptions): RenderQueue =>
  createBoundedQueue(options, (reason) => new RenderBusyError(reason));
