import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { messages } from '@carta/shared';
import { OfflineBanner } from '@/components/offline-banner';
import { i18n } from '@/lib/i18n';
import { networkError, onGet, onPost } from '@/test/http';
import { api, ApiError } from './api-client';
import { createQueryClient, shouldRetryLoad } from './query-client';

/** The browser goes offline or back online: navigator.onLine and the window event, as a browser does. */
function setBrowserOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  setBrowserOnline(true);
  vi.restoreAllMocks();
});

describe('offline writes (docs/product.md §2, "Errors, loading and offline")', () => {
  it('a write fails at once with the network message and is not replayed when back online', async () => {
    const create = onPost('/api/products', networkError());
    const client = createQueryClient();
    // Mounted, as the app's provider does: TanStack Query then follows the online/offline events.
    client.mount();
    setBrowserOnline(false);
    expect(onlineManager.isOnline()).toBe(false);

    const mutation = client.getMutationCache().build(client, {
      mutationFn: () =>
        api.post('/products', {
          name: 'Soup',
          price: '4.50',
          business: { id: '0b6c4f3e-8a1d-4a52-9a7e-2f1d3c4b5a69' },
        }),
    });
    const outcome = await mutation.execute(undefined).catch((error: unknown) => error);
    expect(outcome).toBeInstanceOf(ApiError);
    expect((outcome as ApiError).status).toBe(0);
    expect((outcome as ApiError).message).toBe(messages.networkError);
    expect(mutation.state.status).toBe('error');
    expect(mutation.state.isPaused).toBe(false);
    expect(create.requests()).toHaveLength(1);

    setBrowserOnline(true);
    expect(onlineManager.isOnline()).toBe(true);
    // Nothing is left paused to resume: give a replay every chance to happen, then count.
    await client.resumePausedMutations();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(create.requests()).toHaveLength(1);
    client.unmount();
  });

  it('a load fails at once offline (no silent pause, no retry), with the network message', async () => {
    const list = onGet('/api/products', networkError());
    const client = createQueryClient();
    client.mount();
    setBrowserOnline(false);
    const started = Date.now();
    const outcome = await client
      .fetchQuery({ queryKey: ['offline-load'], queryFn: () => api.get('/products') })
      .catch((error: unknown) => error);
    expect((outcome as ApiError).code).toBe('networkError');
    expect(list.requests()).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(400);
    client.unmount();
  });
});

describe('load retry policy (lib/query-client.ts)', () => {
  const status = (code: number) => new ApiError(code, { code: 'requestFailed' });

  it('never retries a 4xx, retries a server or network failure once, and nothing offline', () => {
    for (const code of [400, 401, 403, 404, 409, 413, 422, 429]) {
      expect(shouldRetryLoad(0, status(code)), String(code)).toBe(false);
    }
    expect(shouldRetryLoad(0, status(500))).toBe(true);
    expect(shouldRetryLoad(0, status(0))).toBe(true);
    expect(shouldRetryLoad(1, status(500))).toBe(false);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(shouldRetryLoad(0, status(0))).toBe(false);
  });
});

describe('offline banner', () => {
  it('appears while the browser is offline and goes when it is back, in both languages', async () => {
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    setBrowserOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline. Changes cannot be saved until the connection returns.',
    );
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Sin conexión. Los cambios no se pueden guardar hasta que vuelva la conexión.',
    );

    setBrowserOnline(true);
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });
});
