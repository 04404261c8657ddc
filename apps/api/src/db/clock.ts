/**
 * The time every API process agrees on: the database server's clock (docs/security.md, "When the
 * database goes away", and README "Clock"). Access tokens carry their issue and expiry times and
 * are checked by whichever process gets the next request; a process whose clock is 20 minutes
 * behind would issue tokens the others already find expired. So each process measures the offset
 * of its clock from the database's at start and every few minutes, and reads the time as its own
 * clock plus that offset. One database, one time. On the embedded database the offset is 0 (the
 * same machine, the same clock).
 */
export interface DatabaseClock {
  /** Milliseconds since the epoch by the database's clock. */
  now(): number;
  /** Database minus local, as last measured. */
  offsetMs(): number;
  /** Measures the offset once; rejects if the database cannot be asked (the offset stays). */
  sync(): Promise<void>;
  /** Measures again every `intervalMs` (a failed measure keeps the last offset). */
  start(): void;
  stop(): void;
}

export interface DatabaseClockOptions {
  /** The database's clock, ms since the epoch (`DatabaseHandle.serverTime`). */
  serverTime: () => Promise<number>;
  localNow?: () => number;
  intervalMs?: number;
  /** Called when the offset is larger than CLOCK_SKEW_WARN_MS (the operator should fix NTP). */
  onSkew?: (offsetMs: number) => void;
  onError?: (error: unknown) => void;
}

/** Offsets beyond this are logged: the machine's time service is not doing its job. */
export const CLOCK_SKEW_WARN_MS = 5_000;
/** How often the offset is measured again. */
export const CLOCK_SYNC_INTERVAL_MS = 10 * 60_000;
/** A measure whose round trip took longer says too little about when the server read its clock. */
const MAX_ROUND_TRIP_MS = 2_000;

export function createDatabaseClock(options: DatabaseClockOptions): DatabaseClock {
  const {
    serverTime,
    localNow = Date.now,
    intervalMs = CLOCK_SYNC_INTERVAL_MS,
    onSkew,
    onError,
  } = options;
  let offset = 0;
  let timer: NodeJS.Timeout | undefined;

  async function sync() {
    const sent = localNow();
    const server = await serverTime();
    const received = localNow();
    if (received - sent > MAX_ROUND_TRIP_MS) return;
    // The server read its clock about halfway through the round trip.
    offset = Math.round(server - (sent + received) / 2);
    if (Math.abs(offset) > CLOCK_SKEW_WARN_MS) onSkew?.(offset);
  }

  return {
    now: () => localNow() + offset,
    offsetMs: () => offset,
    sync,
    start() {
      if (timer) return;
      timer = setInterval(() => {
        sync().catch((error: unknown) => onError?.(error));
      }, intervalMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
