// Pinning for the load benchmarks (docs/performance.md, "Running the benchmarks"): the server and
// nginx share one core, the load generators (wrk, and this process for the open loop) the other,
// so neither side steals the other's CPU and the server's CPU per request is its own.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Cleanup } from './carta';

/** Where Carta and nginx run (`taskset -c`). */
export const SERVER_CPU = '0';
/** Where wrk and the benchmark's own process run. */
export const CLIENT_CPU = '1';

/** Moves this process (every thread: the open-loop generator runs here) to `cpus`. */
function pinProcess(cpus: string) {
  const run = spawnSync('taskset', ['-a', '-cp', cpus, String(process.pid)], { encoding: 'utf8' });
  // A thread that ended while taskset went through them (a generator thread) is no failure.
  if (run.status !== 0 && !run.stderr.includes('No such process')) {
    throw new Error(`taskset -a -cp ${cpus}: ${run.stderr}`);
  }
}

/** Pins this process to `cpus` until `cleanup` runs, which gives it back the CPUs it had. */
export function pinSelf(cleanup: Cleanup, cpus: string) {
  const original =
    /Cpus_allowed_list:\s*(\S+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? '0-1';
  pinProcess(cpus);
  cleanup.add(() => pinProcess(original));
}
