import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, fakeUser } from '@/test/fixtures';
import { apiError, onGet, onPost, requests } from '@/test/http';
import { apiRequest, setBeforeRequest } from './api-client';
import { createSessionStore, session } from './session';
import { storageKeys } from './storage-keys';
import { createTokenRefresher, type RefreshCall } from './token-refresh';

const START = new Date('2030-01-01T00:00:00Z');
const nowSeconds = () => Math.floor(Date.now() / 1000);
/** An access token that expires `seconds` from now. */
const expiringIn = (seconds: number) => fakeToken(nowSeconds() + seconds);
const userExpiringIn = (seconds: number, refreshToken = 'refresh-1') =>
  fakeUser({ tokens: { access_token: expiringIn(seconds), refresh_token: refreshToken } });

let counter = 0;
/** A refresh answer with a new token pair that lives `seconds`. */
const answer = (seconds = 900, roles?: string[]) => ({
  tokens: { access_token: expiringIn(seconds), refresh_token: `refresh-${++counter + 1}` },
  ...(roles ? { roles } : {}),
});

const stops: (() => void)[] = [];
function setup(refreshCall: RefreshCall, { start = true } = {}) {
  const store = createSessionStore();
  const call = vi.fn(refreshCall);
  const refresher = createTokenRefresher(store, { refreshCall: call });
  if (start) stops.push(refresher.start());
  stops.push(() => store.dispose());
  return { store, call, refresher };
}

// The validation chunk loads on first use; load it now so fake-timer steps need no real I/O.
beforeAll(() => import('./session-user'));

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
  counter = 0;
});

afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  vi.useRealTimers();
});

describe('refresh timer (docs/product.md §4, §9)', () => {
  it('refreshes 300 s before expiry when remember-me is on, and reschedules', async () => {
    const { store, call } = setup(async () => answer(900));
    store.signIn(userExpiringIn(900), true);

    await vi.advanceTimersByTimeAsync(600_000 - 1);
    expect(call).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith('refresh-1');
    expect(store.getState().user?.tokens.refresh_token).toBe('refresh-2');

    // The new 15-minute token gets its own timer, again 300 s before its expiry.
    await vi.advanceTimersByTimeAsync(600_000);
    expect(call).toHaveBeenCalledTimes(2);
    expect(call).toHaveBeenLastCalledWith('refresh-2');
  });

  it('waits at least 1 s when the token expires sooner than the lead time', async () => {
    const { store, call, refresher } = setup(async () => answer(200));
    store.signIn(userExpiringIn(3600), true);
    await refresher.refresh();
    expect(call).toHaveBeenCalledTimes(1);

    // The refreshed token lives 200 s: 200 - 300 < 0, so the minimum delay applies.
    await vi.advanceTimersByTimeAsync(999);
    expect(call).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('sets no timer when remember-me is off', async () => {
    const { store, call } = setup(async () => answer());
    store.signIn(userExpiringIn(900), false);
    await vi.advanceTimersByTimeAsync(900_000);
    expect(call).not.toHaveBeenCalled();
  });

  it('sign-out cancels the timer', async () => {
    const { store, call } = setup(async () => answer());
    store.signIn(userExpiringIn(900), true);
    store.signOut();
    await vi.advanceTimersByTimeAsync(900_000);
    expect(call).not.toHaveBeenCalled();
    expect(localStorage.getItem(storageKeys.rememberMe)).toBeNull();
  });

  it('updates the roles from the refresh answer and keeps them when it has none', async () => {
    const { store, refresher } = setup(async () => answer(900, ['admin']));
    store.signIn(fakeUser({ roles: [] }), true);
    await refresher.refresh();
    expect(store.getState().user?.roles).toEqual(['admin']);
    expect(JSON.parse(localStorage.getItem(storageKeys.user)!).roles).toEqual(['admin']);

    const second = setup(async () => answer(900));
    second.store.signIn(fakeUser({ roles: ['owner'] }), true);
    await second.refresher.refresh();
    expect(second.store.getState().user?.roles).toEqual(['owner']);
  });
});

describe('start-up and sign-in near expiry (docs/product.md §4)', () => {
  it('refreshes about 100 ms after start-up when the stored token is within the session margin', async () => {
    localStorage.setItem(storageKeys.user, JSON.stringify(userExpiringIn(120)));
    const { store, call } = setup(async () => answer());
    await store.initialise();

    await vi.advanceTimersByTimeAsync(99);
    expect(call).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(call).toHaveBeenCalledTimes(1);
    expect(store.getState().user?.tokens.refresh_token).toBe('refresh-2');
  });

  it('does the same at sign-in, even with remember-me off', async () => {
    const { store, call } = setup(async () => answer());
    store.signIn(userExpiringIn(60), false);
    await vi.advanceTimersByTimeAsync(100);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('a token outside the margin is left alone at start-up', async () => {
    const { store, call } = setup(async () => answer());
    store.signIn(userExpiringIn(301), false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(call).not.toHaveBeenCalled();
  });
});

describe('pre-call refresh (docs/product.md §4)', () => {
  it('refreshes when the token expires within 1 minute, not before', async () => {
    const { store, call, refresher } = setup(async () => answer(), { start: false });
    store.signIn(userExpiringIn(61), true);
    await refresher.ensureFreshToken();
    expect(call).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1000);
    await refresher.ensureFreshToken();
    expect(call).toHaveBeenCalledTimes(1);
    expect(store.getState().user?.tokens.refresh_token).toBe('refresh-2');
  });

  it('refreshes an already expired token', async () => {
    const { store, call, refresher } = setup(async () => answer(), { start: false });
    store.signIn(userExpiringIn(-10), true);
    await refresher.ensureFreshToken();
    expect(call).toHaveBeenCalledTimes(1);
    expect(store.getState().status).toBe('authenticated');
  });

  it('concurrent calls share one in-flight refresh', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { store, call, refresher } = setup(
      async () => {
        await gate;
        return answer();
      },
      { start: false },
    );
    store.signIn(userExpiringIn(30), true);

    const calls = [
      refresher.ensureFreshToken(),
      refresher.ensureFreshToken(),
      refresher.ensureFreshToken(),
    ];
    release();
    await Promise.all(calls);
    expect(call).toHaveBeenCalledTimes(1);
    expect(store.getState().user?.tokens.refresh_token).toBe('refresh-2');
  });

  it('clears the session when the refresh fails', async () => {
    const { store, refresher } = setup(
      async () => {
        throw new Error('401');
      },
      { start: false },
    );
    store.signIn(userExpiringIn(30), true);
    await refresher.ensureFreshToken();
    expect(store.getState()).toEqual({ status: 'unauthenticated', user: null });
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
    expect(localStorage.getItem(storageKeys.rememberMe)).toBeNull();
  });

  it('treats a malformed refresh answer as a failure', async () => {
    const { store, refresher } = setup(async () => ({ tokens: { access_token: '' } }), {
      start: false,
    });
    store.signIn(userExpiringIn(30), true);
    expect(await refresher.refresh()).toBe(false);
    expect(store.getState().status).toBe('unauthenticated');
  });

  it('signs out when the access token expired and the refresh token has expired too', async () => {
    const { store, call, refresher } = setup(async () => answer(), { start: false });
    store.signIn(
      fakeUser({ tokens: { access_token: expiringIn(-1), refresh_token: expiringIn(-1) } }),
      true,
    );
    await refresher.ensureFreshToken();
    expect(call).not.toHaveBeenCalled();
    expect(store.getState().status).toBe('unauthenticated');
  });

  it('adopts tokens another tab already refreshed instead of reusing the spent refresh token', async () => {
    const { store, call, refresher } = setup(async () => answer(), { start: false });
    const user = userExpiringIn(30, 'refresh-old');
    store.signIn(user, true);
    const fromOtherTab = {
      ...user,
      tokens: { access_token: expiringIn(900), refresh_token: 'r9' },
    };
    localStorage.setItem(storageKeys.user, JSON.stringify(fromOtherTab));

    await refresher.ensureFreshToken();
    expect(call).not.toHaveBeenCalled();
    expect(store.getState().user).toEqual(fromOtherTab);
  });

  it('sends the call unauthenticated after a failed refresh (api client hook)', async () => {
    onPost('/api/accounts/refresh', apiError(401, 'Invalid refresh token'));
    onGet('/api/businesses', {});
    const refresher = createTokenRefresher(session);
    setBeforeRequest(refresher.ensureFreshToken);
    try {
      session.signIn(userExpiringIn(30), true);
      await apiRequest('/businesses');
      expect(requests()).toHaveLength(2);
      const call = requests()[1]!;
      expect(call.path).toBe('/api/businesses');
      expect(call.headers.has('Authorization')).toBe(false);
      expect(session.getState().status).toBe('unauthenticated');
    } finally {
      setBeforeRequest(async () => {});
      session.signOut();
    }
  });

  it('sends the refreshed token with the call (api client hook)', async () => {
    const fresh = answer();
    onPost('/api/accounts/refresh', fresh);
    onGet('/api/businesses', {});
    const refresher = createTokenRefresher(session);
    setBeforeRequest(refresher.ensureFreshToken);
    try {
      session.signIn(userExpiringIn(30), true);
      await apiRequest('/businesses');
      const [refresh, call] = requests();
      expect(refresh!.path).toBe('/api/accounts/refresh');
      expect(refresh!.body).toEqual({ refresh_token: 'refresh-1' });
      expect(call!.headers.get('Authorization')).toBe(`Bearer ${fresh.tokens.access_token}`);
    } finally {
      setBeforeRequest(async () => {});
      session.signOut();
    }
  });
});

describe('route-change check (docs/product.md §4, §9)', () => {
  it('checks 100 ms after a route change, at most once per 30 s', async () => {
    // Every answer is again near expiry, so every check that runs refreshes.
    const { store, call, refresher } = setup(async () => answer(120), { start: false });
    store.signIn(userExpiringIn(120), true);

    refresher.onRouteChange();
    await vi.advanceTimersByTimeAsync(99);
    expect(call).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(call).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(10_000);
    refresher.onRouteChange();
    await vi.advanceTimersByTimeAsync(1000);
    expect(call).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(20_000);
    refresher.onRouteChange();
    await vi.advanceTimersByTimeAsync(100);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('leaves a token outside the session margin alone and ignores signed-out visitors', async () => {
    const { store, call, refresher } = setup(async () => answer(), { start: false });
    refresher.onRouteChange();
    store.signIn(userExpiringIn(900), true);
    refresher.onRouteChange();
    await vi.advanceTimersByTimeAsync(1000);
    expect(call).not.toHaveBeenCalled();
  });
});
