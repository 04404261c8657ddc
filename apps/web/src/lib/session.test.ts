import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeUser } from '@/test/fixtures';
import { createSessionStore, readStoredUser } from './session';
import { storageKeys } from './storage-keys';

const stores: ReturnType<typeof createSessionStore>[] = [];
const newStore = () => {
  const store = createSessionStore();
  stores.push(store);
  return store;
};

afterEach(() => stores.splice(0).forEach((store) => store.dispose()));

describe('session store (docs/product.md §3, §4)', () => {
  it('starts uninitialised and becomes unauthenticated without a stored user', async () => {
    const store = newStore();
    expect(store.getState().status).toBe('uninitialised');
    await store.initialise();
    expect(store.getState()).toEqual({ status: 'unauthenticated', user: null });
  });

  it('restores a valid stored user, applying the roles default', async () => {
    const { roles: _roles, ...withoutRoles } = fakeUser();
    localStorage.setItem(storageKeys.user, JSON.stringify(withoutRoles));
    const store = newStore();
    await store.initialise();
    expect(store.getState().status).toBe('authenticated');
    expect(store.getState().user).toEqual({ ...withoutRoles, roles: [] });
    expect(store.getAccessToken()).toBe(withoutRoles.tokens.access_token);
  });

  it.each([
    ['not JSON', '{oops'],
    ['the wrong shape', JSON.stringify({ id: 1, email: 'a@b.c' })],
    ['missing tokens', JSON.stringify({ ...fakeUser(), tokens: undefined })],
  ])('removes corrupt stored data (%s)', async (_label, raw) => {
    localStorage.setItem(storageKeys.user, raw);
    expect(await readStoredUser(localStorage)).toBeNull();
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
    const store = newStore();
    await store.initialise();
    expect(store.getState().status).toBe('unauthenticated');
  });

  it('stores the user and remember-me flag on sign-in', async () => {
    const store = newStore();
    await store.initialise();
    const user = fakeUser();
    store.signIn(user, false);
    expect(JSON.parse(localStorage.getItem(storageKeys.user)!)).toEqual(user);
    expect(localStorage.getItem(storageKeys.rememberMe)).toBe('false');
    expect(store.isRememberMe()).toBe(false);
    expect(store.getState()).toEqual({ status: 'authenticated', user });
  });

  it('remember-me defaults to true when unset', () => {
    expect(newStore().isRememberMe()).toBe(true);
  });

  it('sign-out clears the user and remember-me flag and tells listeners', () => {
    const store = newStore();
    store.signIn(fakeUser(), true);
    const onSignOut = vi.fn();
    const onChange = vi.fn();
    store.onSignOut(onSignOut);
    store.subscribe(onChange);

    store.signOut();

    expect(localStorage.getItem(storageKeys.user)).toBeNull();
    expect(localStorage.getItem(storageKeys.rememberMe)).toBeNull();
    expect(store.getState()).toEqual({ status: 'unauthenticated', user: null });
    expect(store.getAccessToken()).toBeNull();
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalled();
  });

  it('follows a sign-out made in another tab', async () => {
    const store = newStore();
    store.signIn(fakeUser(), true);
    await store.initialise();
    expect(store.getState().status).toBe('authenticated');
    localStorage.removeItem(storageKeys.user);
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.user }));
    await vi.waitFor(() => expect(store.getState().status).toBe('unauthenticated'));
  });

  it('keeps a sign-in made while the stored session was being read', async () => {
    localStorage.setItem(storageKeys.user, '{corrupt');
    const store = newStore();
    const reading = store.initialise();
    const user = fakeUser();
    store.signIn(user, true);
    await reading;
    expect(store.getState()).toEqual({ status: 'authenticated', user });
    expect(JSON.parse(localStorage.getItem(storageKeys.user)!)).toEqual(user);
  });
});
