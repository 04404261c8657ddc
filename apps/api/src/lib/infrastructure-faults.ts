/**
 * Failures of what the server stands on rather than of the request (docs/security.md, "When the
 * database goes away"): the database cannot be reached or did not answer in time (503 with
 * Retry-After: the same request will work once it is back), or a disk is full (507: nothing was
 * saved). Anything else stays an unexpected 500.
 */
export type InfrastructureFault = 'databaseUnavailable' | 'storageFull';

/**
 * SQLSTATEs of a database that is going away or refusing work for now: class 08 (connection
 * exceptions) is matched by prefix; 57P01–57P03 (shutdown, crash, starting up), 53300 (too many
 * connections), 57014 (statement_timeout cancelled a stuck statement).
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);
/** disk_full: PostgreSQL (or PGlite) could not extend a file. */
const DISK_FULL_STATE = '53100';

/** The network refused, reset or never answered (node's errno codes). */
const UNREACHABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const FULL_ERRNOS = new Set(['ENOSPC', 'EDQUOT']);

/** What pg and its pool say when a connection is lost, cannot be had, or goes unanswered. */
const PG_UNAVAILABLE_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
];

/** The error and what it wraps: `cause` (drizzle's DrizzleQueryError), `errors` (AggregateError). */
function* chain(error: unknown, depth = 0): Generator<Record<string, unknown>> {
  if (!error || typeof error !== 'object' || depth > 4) return;
  const current = error as Record<string, unknown>;
  yield current;
  yield* chain(current.cause, depth + 1);
  if (Array.isArray(current.errors)) {
    for (const inner of current.errors.slice(0, 4)) yield* chain(inner, depth + 1);
  }
}

function faultOf(link: Record<string, unknown>): InfrastructureFault | undefined {
  if (link.databaseUnavailable === true) return 'databaseUnavailable';
  const code = typeof link.code === 'string' ? link.code : undefined;
  if (code) {
    if (code === DISK_FULL_STATE || FULL_ERRNOS.has(code)) return 'storageFull';
    if (UNAVAILABLE_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return 'databaseUnavailable';
    if (UNREACHABLE_ERRNOS.has(code)) return 'databaseUnavailable';
  }
  const message = typeof link.message === 'string' ? link.message : '';
  if (PG_UNAVAILABLE_MESSAGES.includes(message)) return 'databaseUnavailable';
  return undefined;
}

/** The infrastructure fault behind an error, if it is one. A full disk wins over the rest. */
export function infrastructureFault(error: unknown): InfrastructureFault | undefined {
  let found: InfrastructureFault | undefined;
  for (const link of chain(error)) {
    const fault = faultOf(link);
    if (fault === 'storageFull') return fault;
    found ??= fault;
  }
  return found;
}

/** Retry-After of a 503 `databaseUnavailable`: a restart or a failover takes seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
