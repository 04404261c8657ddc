// One generator thread of bench/lib/open-loop.ts (runOpenLoop with `generators` > 1).
import { parentPort, workerData } from 'node:worker_threads';
import { runShare, type ShareJob } from './open-loop';

parentPort!.postMessage(await runShare(workerData as ShareJob));
