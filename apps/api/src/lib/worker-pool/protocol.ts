/** What the pool sends a worker thread: one task at a time. */
export interface TaskRequest {
  id: number;
  task: string;
  input: unknown;
}

/** What the thread answers. */
export type TaskReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: { name: string; message: string } };

/** The thread's first message: its module is loaded and it takes tasks. */
export interface WorkerReady {
  ready: true;
}
