// An open-loop load generator, as wrk2 does it: requests are due at evenly spaced instants
// (rate per second), each is sent when due whether or not earlier ones have been answered, and
// its latency counts from the instant it was DUE, not from when a free connection sent it. A
// server that stalls therefore shows its stall in every request that fell due meanwhile
// (no coordinated omission), and a generator that sends in bursts cannot flatter or hurt it.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'undici';

export interface PacedRequest {
  method: 'GET' | 'PATCH' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: string;
}

export interface OpenLoopStream {
  /** Requests per second, spread evenly. */
  rate: number;
  /** Sent in turn, round and round. */
  requests: PacedRequest[];
  headers?: Record<string, string>;
  /** Connections the stream may hold open; a due request waits for one (and that wait counts). */
  connections: number;
}

export interface OpenLoopResult {
  sent: number;
  /** Answered 2xx or 3xx. */
  ok: number;
  /** Other statuses, socket errors and timeouts. */
  errors: number;
  /** Milliseconds from each request's due instant to the end of its answer, sorted. */
  latencies: number[];
  seconds: number;
  /**
   * The generator's own lateness (docs/performance.md, "Running the benchmarks"): milliseconds
   * from each measured request's due instant to the moment it was handed to the HTTP client,
   * sorted. Large values mean this process, not the server, was behind; a latency percentile
   * close to the same percentile here is the generator's, not the server's.
   */
  sendLags: number[];
  /** p99 of this process's event-loop delay during the whole run (all streams), ms. */
  loopDelayP99Ms: number;
}

const TIMEOUT_MS = 10_000;

/**
 * Runs every stream for `warmupSeconds` and then `seconds` against `url` (an origin), and resolves
 * when all have answered. Requests due during the warm-up are sent but not counted: they open the
 * connections and warm both sides' code, so the measured part starts in the steady state.
 */
export async function runOpenLoop(
  url: string,
  streams: OpenLoopStream[],
  seconds: number,
  warmupSeconds = 0,
): Promise<OpenLoopResult[]> {
  const pools = streams.map(
    (stream) =>
      new Pool(url, {
        connections: stream.connections,
        pipelining: 1,
        headersTimeout: TIMEOUT_MS,
        bodyTimeout: TIMEOUT_MS,
      }),
  );
  const results: OpenLoopResult[] = streams.map(() => ({
    sent: 0,
    ok: 0,
    errors: 0,
    latencies: [],
    seconds,
    sendLags: [],
    loopDelayP99Ms: NaN,
  }));
  const loopDelay = monitorEventLoopDelay({ resolution: 1 });
  loopDelay.enable();
  const warmups = streams.map(() => ({ sent: 0, ok: 0, errors: 0, latencies: [] as number[] }));
  const pending: Promise<void>[] = [];
  const start = performance.now();
  const measureFrom = start + warmupSeconds * 1000;
  const end = measureFrom + seconds * 1000;
  /** Sends request number `sequence` of a stream, due at start + sequence / rate. */
  const send = (index: number, sequence: number) => {
    const stream = streams[index]!;
    const due = start + (sequence * 1000) / stream.rate;
    const result = due >= measureFrom ? results[index]! : warmups[index]!;
    const request = stream.requests[sequence % stream.requests.length]!;
    result.sent += 1;
    if (due >= measureFrom) results[index]!.sendLags.push(performance.now() - due);
    pending.push(
      pools[index]!.request({
        method: request.method,
        path: request.path,
        headers: stream.headers,
        body: request.body,
        // Also while it waits for a free connection: a server far behind the rate would otherwise
        // keep the run going until the whole backlog has been answered.
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
        .then(async (response) => {
          await response.body.arrayBuffer();
          if (response.statusCode < 400) result.ok += 1;
          else result.errors += 1;
        })
        .catch(() => {
          result.errors += 1;
        })
        .finally(() => {
          result.latencies.push(performance.now() - due);
        }),
    );
  };

  const next = streams.map(() => 0);
  const nextDue = (index: number) => start + (next[index]! * 1000) / streams[index]!.rate;
  const totals = streams.map((stream) => Math.floor((warmupSeconds + seconds) * stream.rate));
  for (;;) {
    const now = Math.min(performance.now(), end);
    streams.forEach((stream, index) => {
      // Request i is due at start + i / rate: those with i <= elapsed × rate are due now.
      const dueCount = Math.min(
        totals[index]!,
        Math.floor(((now - start) * stream.rate) / 1000) + 1,
      );
      for (; next[index]! < dueCount; next[index]! += 1) {
        send(index, next[index]!);
      }
    });
    if (now >= end) break;
    // Until the next request falls due (at least 1 ms: the timer's granularity), not a busy poll.
    const wait = Math.min(...streams.map((_, index) => nextDue(index))) - performance.now();
    await sleep(Math.max(1, Math.floor(wait)));
  }
  await Promise.all(pending);
  await Promise.all(pools.map((pool) => pool.close()));
  loopDelay.disable();
  results.forEach((result, index) => {
    result.latencies.sort((a, b) => a - b);
    result.sendLags.sort((a, b) => a - b);
    result.loopDelayP99Ms = loopDelay.percentile(99) / 1e6;
    // An error is an error even while warming up.
    result.errors += warmups[index]!.errors;
  });
  return results;
}

/** The value below which `fraction` of the sorted values lie (nearest rank). */
export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil(fraction * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}
