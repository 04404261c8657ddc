// A worker thread whose module is TypeScript (development and tests): tsx's loader first, then the
// module. The production build bundles each worker module to plain JavaScript and skips this.
import { workerData } from 'node:worker_threads';

const { register } = await import('tsx/esm/api');
register();
await import(workerData.entry);
