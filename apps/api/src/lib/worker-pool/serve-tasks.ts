import { isMainThread, parentPort } from 'node:worker_threads';
import type { TaskReply, TaskRequest, WorkerReady } from './protocol';

/** A task: its input as sent (structured-cloned), its answer and what to transfer rather than copy. */
export type Task = (input: never) => Promise<TaskOutput> | TaskOutput;
export interface TaskOutput {
  value: unknown;
  transfer?: ArrayBuffer[];
}

/** Called by a worker module: answers the pool's requests with `tasks` (./worker-pool.ts). */
export function serveTasks(tasks: Record<string, Task>): void {
  if (isMainThread || !parentPort) throw new Error('serveTasks runs in a worker thread');
  const port = parentPort;
  port.on('message', async ({ id, task, input }: TaskRequest) => {
    let reply: TaskReply;
    let transfer: ArrayBuffer[] = [];
    try {
      const run = tasks[task];
      if (!run) throw new Error(`unknown task ${task}`);
      const output = await run(input as never);
      reply = { id, ok: true, value: output.value };
      transfer = output.transfer ?? [];
    } catch (error) {
      const { name, message } = error instanceof Error ? error : new Error(String(error));
      reply = { id, ok: false, error: { name, message } };
    }
    port.postMessage(reply, transfer);
  });
  const ready: WorkerReady = { ready: true };
  port.postMessage(ready);
}
