// What other clients see while a heavy request runs (docs/security.md, "Printing" and the cost
// sections beside it): a probe that asks `/api/health` (and optionally an owner read) every
// `intervalMs`, one request at a time per path, and reports the latencies.
import { percentile } from './open-loop';

export interface ProbePath {
  label: string;
  url: string;
  headers?: Record<string, string>;
}

export interface ProbeResult {
  label: string;
  count: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
}

/** Starts probing; `stop()` ends it and gives each path's latencies. */
export function startStallProbe(paths: ProbePath[], intervalMs = 50) {
  let running = true;
  const loops = paths.map(async (path) => {
    const latencies: number[] = [];
    let errors = 0;
    while (running) {
      const started = performance.now();
      try {
        const response = await fetch(path.url, {
          headers: path.headers,
          signal: AbortSignal.timeout(60_000),
        });
        await response.arrayBuffer();
        if (!response.ok) errors += 1;
      } catch {
        errors += 1;
      }
      const elapsed = performance.now() - started;
      latencies.push(elapsed);
      if (elapsed < intervalMs) await new Promise((r) => setTimeout(r, intervalMs - elapsed));
    }
    latencies.sort((a, b) => a - b);
    return {
      label: path.label,
      count: latencies.length,
      errors,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      max: latencies.at(-1) ?? 0,
    } satisfies ProbeResult;
  });
  return {
    async stop(): Promise<ProbeResult[]> {
      running = false;
      return Promise.all(loops);
    },
  };
}
