import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Business } from '@carta/shared';
import { fakeBusiness, page } from '@/test/fixtures';
import { apiError, onGet } from '@/test/http';
import { businessKeys } from '@/features/businesses/api/query-keys';
import { startImpersonation, stopImpersonation } from '@/lib/impersonation';
import { testQueryClient } from '@/test/query-clients';
import { selectedBusiness, useSelectedBusinessId } from '@/lib/selected-business';
import { storageKeys } from '@/lib/storage-keys';
import { adoptCreatedBusiness } from './adopt-created-business';
import { resolveSelection } from './resolve-selection';
import { useBusinessSelectionSync } from './use-business-selection-sync';

function Probe() {
  useBusinessSelectionSync();
  return <p data-testid="selected">{useSelectedBusinessId() ?? 'none'}</p>;
}

function renderSync(list: () => Business[] | Response) {
  // A failed expectation in the handler fails the test (src/test/http.ts).
  const businesses = onGet('/api/businesses', ({ query }) => {
    expect(query.get('items_per_page')).toBe('1000');
    const result = list();
    return result instanceof Response ? result : page(result);
  });
  const queryClient = testQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <Probe />
    </QueryClientProvider>,
  );
  return { businesses, queryClient };
}

const stored = () => localStorage.getItem(storageKeys.selectedBusiness);
const selected = () => screen.getByTestId('selected').textContent;

describe('resolveSelection (docs/product.md §4 business selection)', () => {
  const [a, b] = [fakeBusiness(), fakeBusiness()];
  it('keeps a stored id that still exists, else takes the first, else none', () => {
    expect(resolveSelection(b.id, [a, b])).toBe(b.id);
    expect(resolveSelection('gone', [a, b])).toBe(a.id);
    expect(resolveSelection(null, [a, b])).toBe(a.id);
    expect(resolveSelection(a.id, [])).toBeNull();
  });
});

describe('business selection sync (docs/product.md §4)', () => {
  it('restores the stored selection when that business still exists', async () => {
    const [a, b] = [fakeBusiness(), fakeBusiness()];
    selectedBusiness.set(b.id);
    const { businesses } = renderSync(() => [a, b]);
    await waitFor(() => expect(businesses.requests()).not.toHaveLength(0));
    await waitFor(() => expect(selected()).toBe(b.id));
    expect(stored()).toBe(b.id);
  });

  it('selects the first business when the stored one no longer exists', async () => {
    const [a, b] = [fakeBusiness(), fakeBusiness()];
    selectedBusiness.set('5b0a8f0e-0000-4000-8000-000000000999');
    renderSync(() => [a, b]);
    await waitFor(() => expect(stored()).toBe(a.id));
  });

  it('selects the first business when nothing was stored', async () => {
    const [a] = [fakeBusiness()];
    renderSync(() => [a]);
    await waitFor(() => expect(stored()).toBe(a.id));
  });

  it('removes the stored selection when the owner has no businesses', async () => {
    selectedBusiness.set('5b0a8f0e-0000-4000-8000-000000000999');
    renderSync(() => []);
    await waitFor(() => expect(selected()).toBe('none'));
    expect(stored()).toBeNull();
  });

  it('leaves no selection when loading fails (docs/product.md §8)', async () => {
    selectedBusiness.set('5b0a8f0e-0000-4000-8000-000000000999');
    renderSync(() => apiError(403, 'Forbidden'));
    await waitFor(() => expect(stored()).toBeNull());
  });

  it('moves to the first business when the selected one vanished after a refresh', async () => {
    const [a, b] = [fakeBusiness(), fakeBusiness()];
    let list = [a, b];
    selectedBusiness.set(b.id);
    const { queryClient } = renderSync(() => list);
    await waitFor(() => expect(selected()).toBe(b.id));

    list = [a];
    await act(() => queryClient.invalidateQueries({ queryKey: businessKeys.all }));
    await waitFor(() => expect(stored()).toBe(a.id));
  });

  it('selects a created business and keeps it while the list reloads', async () => {
    const [a] = [fakeBusiness()];
    const created = fakeBusiness({ name: 'New place' });
    let list = [a];
    const { queryClient } = renderSync(() => list);
    await waitFor(() => expect(selected()).toBe(a.id));

    act(() => adoptCreatedBusiness(queryClient, created));
    expect(stored()).toBe(created.id);
    expect(queryClient.getQueryData(businessKeys.selectable())).toEqual([a, created]);

    list = [a, created];
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(selected()).toBe(created.id);
  });

  it('follows impersonation: start and stop select the first business of the account shown', async () => {
    const [own, other] = [fakeBusiness(), fakeBusiness()];
    let list = [own];
    const { queryClient } = renderSync(() => list);
    await waitFor(() => expect(stored()).toBe(own.id));

    list = [other];
    act(() => {
      startImpersonation('acc-2');
      void queryClient.resetQueries();
    });
    await waitFor(() => expect(stored()).toBe(other.id));

    list = [own];
    act(() => {
      stopImpersonation();
      void queryClient.resetQueries();
    });
    await waitFor(() => expect(stored()).toBe(own.id));
  });
});
