import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { fakeUser } from '@/test/fixtures';
import { renderPage } from '@/test/render';
import { getImpersonatedAccountId, startImpersonation } from './impersonation';
import { createSessionStore } from './session';

const CACHED_KEY = ['businesses', 'selectable'];
let client: QueryClient | undefined;
function CaptureClient() {
  const queryClient = useQueryClient();
  useEffect(() => {
    client = queryClient;
  }, [queryClient]);
  return <p>ready</p>;
}

const stores: ReturnType<typeof createSessionStore>[] = [];
afterEach(() => stores.splice(0).forEach((store) => store.dispose()));

async function signedInWithCachedData() {
  const sessionStore = createSessionStore();
  stores.push(sessionStore);
  sessionStore.signIn(fakeUser(), true);
  renderPage(<CaptureClient />, { sessionStore });
  await screen.findByText('ready');
  client!.setQueryData(CACHED_KEY, [{ id: 'cached' }]);
  startImpersonation('00000000-0000-4000-8000-0000000000aa');
  return { sessionStore, cached: () => client!.getQueryData(CACHED_KEY) };
}

describe('account data leaves with the session (docs/product.md §4)', () => {
  it('a session cleared without the user menu (failed refresh) drops the cache and impersonation', async () => {
    const { sessionStore, cached } = await signedInWithCachedData();
    act(() => sessionStore.signOut());
    expect(cached()).toBeUndefined();
    expect(getImpersonatedAccountId()).toBeNull();
  });

  it('another account signing in (e.g. from another tab) drops the previous account data', async () => {
    const { sessionStore, cached } = await signedInWithCachedData();
    act(() => sessionStore.signIn(fakeUser({ id: '00000000-0000-4000-8000-0000000000bb' }), true));
    expect(cached()).toBeUndefined();
    expect(getImpersonatedAccountId()).toBeNull();
  });

  it('refreshed tokens for the same account keep everything', async () => {
    const { sessionStore, cached } = await signedInWithCachedData();
    act(() =>
      sessionStore.updateUser(fakeUser({ tokens: { access_token: 'a.b.c', refresh_token: 'r2' } })),
    );
    expect(cached()).toEqual([{ id: 'cached' }]);
    expect(getImpersonatedAccountId()).not.toBeNull();
  });
});
