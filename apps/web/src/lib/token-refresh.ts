import {
  PRECALL_REFRESH_MARGIN_MS,
  ROUTE_CHECK_DELAY_MS,
  ROUTE_CHECK_THROTTLE_MS,
  SESSION_MARGIN_MS,
  STARTUP_REFRESH_DELAY_MS,
  TOKEN_REFRESH_LEAD_MS,
  TOKEN_REFRESH_MIN_DELAY_MS,
  decodeTokenPayload,
  isTokenExpired,
  tokenExpiresAtMs,
  type SessionUser,
} from '@carta/shared';
import { apiRequest } from './api-client';
import type { SessionStore } from './session';

/** Sends `POST /accounts/refresh`; the answer is checked before it is stored. */
export type RefreshCall = (refreshToken: string) => Promise<unknown>;

const requestRefresh: RefreshCall = (refreshToken) =>
  apiRequest('/accounts/refresh', {
    method: 'POST',
    body: { refresh_token: refreshToken },
    skipAuth: true,
  });

/** Browsers cap timer delays at a signed 32-bit number of milliseconds. */
const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;
const REFRESH_LOCK = 'carta.token-refresh';

/** Opaque refresh tokens are judged by the server; one that is a JWT must not have expired. */
export function hasUsableRefreshToken(user: SessionUser, nowMs = Date.now()): boolean {
  const token = user.tokens.refresh_token;
  if (!token) return false;
  return decodeTokenPayload(token) === null || !isTokenExpired(token, 0, nowMs);
}

/** The user with the refreshed tokens and roles, validated like stored data; null if malformed. */
async function refreshedUser(user: SessionUser, body: unknown): Promise<SessionUser | null> {
  if (typeof body !== 'object' || body === null) return null;
  const { tokens, roles } = body as { tokens?: unknown; roles?: unknown };
  // Validation lives in a lazily loaded chunk (see session-user.ts).
  const { parseSessionUser } = await import('./session-user');
  return parseSessionUser({ ...user, tokens, roles: roles ?? user.roles });
}

/** Serialises refreshes across tabs: refresh tokens are single-use, and reuse revokes the family. */
async function withCrossTabLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? await locks.request(REFRESH_LOCK, task) : task();
}

export interface TokenRefresher {
  /** Follows the session: schedules refreshes, cancels them on sign-out. Returns a stop function. */
  start(): () => void;
  /** Refreshes now; concurrent callers share one request. False (and signed out) on failure. */
  refresh(): Promise<boolean>;
  /** The api client's hook before every authenticated call (docs/product.md §4). */
  ensureFreshToken(): Promise<void>;
  /** Route change: checks the token after a short delay, at most once per throttle window. */
  onRouteChange(): void;
}

/**
 * The token rules of docs/product.md §4 and §9: a timer before expiry when remember-me is on, a quick refresh
 * when a token is already near expiry at start-up or sign-in, a pre-call check, a throttled check
 * on route change, and a cleared session when refreshing fails.
 */
export function createTokenRefresher(
  store: SessionStore,
  {
    refreshCall = requestRefresh,
    now = Date.now,
  }: { refreshCall?: RefreshCall; now?: () => number } = {},
): TokenRefresher {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let routeTimer: ReturnType<typeof setTimeout> | undefined;
  let scheduledFor: string | null = null;
  let lastRefreshed: string | null = null;
  let lastRouteCheck = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<boolean> | null = null;

  const currentUser = () => store.getState().user;
  const sameSession = (user: SessionUser) =>
    currentUser()?.tokens.refresh_token === user.tokens.refresh_token;

  async function runRefresh(): Promise<boolean> {
    const user = currentUser();
    if (!user) return false;
    if (!hasUsableRefreshToken(user, now())) {
      store.signOut();
      return false;
    }
    // Another tab may have rotated the tokens while this one waited for the lock: adopt them.
    const stored = await store.readStored();
    if (!sameSession(user)) return currentUser() !== null;
    if (
      stored?.id === user.id &&
      stored.tokens.refresh_token !== user.tokens.refresh_token &&
      !isTokenExpired(stored.tokens.access_token, PRECALL_REFRESH_MARGIN_MS, now())
    ) {
      lastRefreshed = stored.tokens.access_token;
      store.updateUser(stored);
      return true;
    }
    try {
      const next = await refreshedUser(user, await refreshCall(user.tokens.refresh_token));
      if (!next) throw new Error('Malformed refresh response');
      // Signed out or signed in again meanwhile: that session wins.
      if (!sameSession(user)) return currentUser() !== null;
      lastRefreshed = next.tokens.access_token;
      store.updateUser(next);
      return true;
    } catch {
      if (sameSession(user)) store.signOut();
      return false;
    }
  }

  function refresh(): Promise<boolean> {
    inFlight ??= withCrossTabLock(runRefresh).finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  function clearTimer() {
    clearTimeout(timer);
    timer = undefined;
  }

  function schedule(user: SessionUser | null) {
    const token = user?.tokens.access_token ?? null;
    if (token === scheduledFor) return;
    clearTimer();
    scheduledFor = token;
    if (!token) return;
    // A token this refresher just obtained is never "near expiry at start-up": no refresh loop.
    if (token !== lastRefreshed && isTokenExpired(token, SESSION_MARGIN_MS, now())) {
      timer = setTimeout(() => void refresh(), STARTUP_REFRESH_DELAY_MS);
      return;
    }
    const expiresAt = tokenExpiresAtMs(token);
    if (!store.isRememberMe() || expiresAt === null) return;
    const delay = Math.min(
      Math.max(expiresAt - TOKEN_REFRESH_LEAD_MS - now(), TOKEN_REFRESH_MIN_DELAY_MS),
      MAX_TIMER_DELAY_MS,
    );
    timer = setTimeout(() => void refresh(), delay);
  }

  /** Refreshes when the access token expires within `marginMs`; signs out if it cannot. */
  async function check(marginMs: number): Promise<void> {
    const user = currentUser();
    if (!user || !isTokenExpired(user.tokens.access_token, marginMs, now())) return;
    if (hasUsableRefreshToken(user, now())) await refresh();
    else if (isTokenExpired(user.tokens.access_token, 0, now())) store.signOut();
  }

  return {
    start() {
      const unsubscribe = store.subscribe(() => schedule(currentUser()));
      schedule(currentUser());
      return () => {
        unsubscribe();
        clearTimer();
        clearTimeout(routeTimer);
        scheduledFor = null;
      };
    },

    refresh,

    async ensureFreshToken() {
      if (inFlight) await inFlight;
      else await check(PRECALL_REFRESH_MARGIN_MS);
    },

    onRouteChange() {
      if (!currentUser()) return;
      const at = now();
      if (at - lastRouteCheck < ROUTE_CHECK_THROTTLE_MS) return;
      lastRouteCheck = at;
      clearTimeout(routeTimer);
      routeTimer = setTimeout(() => void check(SESSION_MARGIN_MS), ROUTE_CHECK_DELAY_MS);
    },
  };
}
