import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { QueryMeta } from '@tanstack/react-query';
import { messages } from '@carta/shared';
import { ApiError } from './api-client';
import { i18n } from './i18n';
import { createQueryClient } from './query-client';
import { useToasts } from './toast';

const notFound = new ApiError(404, { code: 'notFound', fromServer: true });
const tooShort = new ApiError(400, {
  code: 'nameTooShort',
  params: { entity: 'Product' },
  fromServer: true,
});

/** Loads a query that fails with `error`; resolves once the failure is settled. */
async function failLoad(error: unknown, meta?: QueryMeta) {
  const client = createQueryClient();
  await client
    .fetchQuery({ queryKey: ['failing'], queryFn: () => Promise.reject(error), retry: false, meta })
    .catch(() => undefined);
}

function shownToasts() {
  const { result } = renderHook(() => useToasts());
  return result.current.map(({ title, description, variant }) => ({ title, description, variant }));
}

describe('failed loads are toasted once, from the query cache (docs/product.md §8)', () => {
  it('titles the toast "Error" and shows the translated server message', async () => {
    await failLoad(notFound);
    expect(shownToasts()).toEqual([
      { title: 'Error', description: messages.notFound, variant: 'destructive' },
    ]);
  });

  it('translates a parametrised message into Spanish', async () => {
    await i18n.changeLanguage('es');
    await failLoad(tooShort);
    expect(shownToasts()).toEqual([
      {
        title: 'Error',
        description: 'El nombre del producto debe tener al menos 3 caracteres',
        variant: 'destructive',
      },
    ]);
  });

  it('says nothing for a query whose screen shows the failure itself', async () => {
    await failLoad(notFound, { errorToast: false });
    expect(shownToasts()).toEqual([]);
  });

  it('skips the statuses a screen shows by itself, and toasts the others', async () => {
    await failLoad(notFound, { errorToast: { except: [404] } });
    expect(shownToasts()).toEqual([]);
    await failLoad(new ApiError(500, { code: 'unexpectedError', fromServer: true }), {
      errorToast: { except: [404] },
    });
    expect(shownToasts()).toMatchObject([{ description: messages.unexpectedError }]);
  });

  it("shows the screen's own text or, for a failure that is not an API error, its fallback", async () => {
    await failLoad(notFound, { errorToast: { message: 'messages.loadStatisticsFailed' } });
    expect(shownToasts()).toMatchObject([{ description: messages.loadStatisticsFailed }]);
    await failLoad(new TypeError('bad answer'), {
      errorToast: { fallback: 'products.toast.loadFailed' },
    });
    expect(shownToasts()).toMatchObject([{ description: i18n.t('products.toast.loadFailed') }]);
  });
});

describe('failed mutations', () => {
  const mutate = async (meta?: Record<string, unknown>) => {
    const client = createQueryClient();
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(notFound),
      meta,
    });
    await mutation.execute(undefined).catch(() => undefined);
  };

  it('are toasted only when they ask for it', async () => {
    await mutate();
    expect(shownToasts()).toEqual([]);
    await mutate({ errorToast: { fallback: 'products.toast.updateFailed' } });
    expect(shownToasts()).toMatchObject([{ title: 'Error', description: messages.notFound }]);
  });
});
