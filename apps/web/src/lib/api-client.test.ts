import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMPERSONATION_HEADER, messages } from '@carta/shared';
import { fakeUser } from '@/test/fixtures';
import {
  errorBody,
  networkError,
  onDelete,
  onGet,
  onPost,
  requests,
  respond,
  type Answer,
} from '@/test/http';
import { api, ApiError, apiRequest, setBeforeRequest } from './api-client';
import { startImpersonation } from './impersonation';
import { session } from './session';

/** Every GET, POST and DELETE under /api gets this answer. */
const answerAll = (answer: Answer<object>) => {
  onGet('/api/*', answer);
  onPost('/api/*', answer);
  onDelete('/api/*', answer);
};

const lastRequest = () => requests().at(-1)!;

const failWith = () =>
  apiRequest('/x').then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error as ApiError,
  );

afterEach(() => {
  session.signOut();
  setBeforeRequest(async () => {});
});

describe('api client requests (docs/product.md §7)', () => {
  it('prefixes /api, sends JSON and returns the parsed body', async () => {
    onPost('/api/businesses', { id: 'b1' });
    const result = await api.post('/businesses', { name: 'Cafe' });
    const { path, method, body, headers } = lastRequest();
    expect(result).toEqual({ id: 'b1' });
    expect(path).toBe('/api/businesses');
    expect(method).toBe('POST');
    expect(body).toEqual({ name: 'Cafe' });
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('adds query parameters and leaves out empty ones', async () => {
    onGet('/api/products', { items: [] });
    await api.get('/products', {
      query: { page: 1, items_per_page: 25, name: '', business_id: undefined },
    });
    const { path, search } = lastRequest();
    expect(path + search).toBe('/api/products?page=1&items_per_page=25');
  });

  it('treats 204 as an empty object', async () => {
    onDelete('/api/products/p1', respond(204));
    await expect(api.delete('/products/p1')).resolves.toEqual({});
  });

  it('sends the bearer token of the signed-in user', async () => {
    const user = fakeUser();
    session.signIn(user, true);
    answerAll({});
    await api.get('/businesses');
    expect(lastRequest().headers.get('Authorization')).toBe(`Bearer ${user.tokens.access_token}`);
  });

  it('sends no Authorization header when signed out or when skipAuth is set', async () => {
    answerAll({});
    await api.get('/businesses');
    expect(lastRequest().headers.has('Authorization')).toBe(false);

    session.signIn(fakeUser(), true);
    await api.post(
      '/accounts/signin',
      { email: 'ana@example.com', password: 'Secret-123' },
      { skipAuth: true },
    );
    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });

  it('adds the impersonation header while impersonating, unless the call opts out (docs/product.md §6)', async () => {
    session.signIn(fakeUser({ roles: ['admin'] }), true);
    startImpersonation('acc-42');
    answerAll({});

    await api.get('/businesses');
    expect(lastRequest().headers.get(IMPERSONATION_HEADER)).toBe('acc-42');

    await api.get('/accounts', { skipImpersonation: true });
    expect(lastRequest().headers.has(IMPERSONATION_HEADER)).toBe(false);
  });

  it('runs the beforeRequest hook before authenticated calls only', async () => {
    const hook = vi.fn(async () => {
      session.signIn(fakeUser({ tokens: { access_token: 'fresh', refresh_token: 'r' } }), true);
    });
    setBeforeRequest(hook);
    answerAll({});

    await api.get('/businesses');
    expect(hook).toHaveBeenCalledTimes(1);
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer fresh');

    await api.get('/public/menus/m1', { skipAuth: true });
    expect(hook).toHaveBeenCalledTimes(1);
  });
});

describe('api errors (docs/product.md §8)', () => {
  it('parses the error body once: status, code, parameters and field errors', async () => {
    const body = errorBody(400, messages.formInvalid, {
      fields: { name: messages.nameTooShort('Product'), price: messages.priceInvalid },
    });
    answerAll(respond(400, body, { statusText: 'Bad Request' }));
    const error = await failWith();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'formInvalid',
      message: messages.formInvalid,
      fromServer: true,
    });
    expect(error.fields).toEqual({
      name: {
        code: 'nameTooShort',
        params: { entity: 'Product' },
        message: messages.nameTooShort('Product'),
      },
      price: { code: 'priceInvalid', message: messages.priceInvalid },
    });
    expect(error.is('formInvalid')).toBe(true);
  });

  it('keeps a code this web does not know, with its English message', async () => {
    answerAll(respond(409, { ...errorBody(409, 'Table already booked'), code: 'tableBooked' }));
    const error = await failWith();
    expect(error).toMatchObject({
      status: 409,
      code: 'tableBooked',
      message: 'Table already booked',
    });
  });

  it("falls back to 'Request failed with status {code}' without an error body", async () => {
    answerAll(respond(502, undefined, { statusText: 'Bad Gateway' }));
    const error = await failWith();
    expect(error).toMatchObject({
      status: 502,
      code: 'requestFailed',
      params: { status: 502 },
      message: 'Request failed with status 502',
      fromServer: false,
      fields: {},
    });
    answerAll(respond(500, { message: 'not the error body' }));
    expect(await failWith()).toMatchObject({ code: 'requestFailed', params: { status: 500 } });
  });

  it('reports a network failure as status 0 with the network message', async () => {
    answerAll(networkError());
    const error = await failWith();
    expect(error.status).toBe(0);
    expect(error.code).toBe('networkError');
    expect(error.message).toBe(messages.networkError);
  });

  it('lets an aborted request reject with the abort error', async () => {
    // Not through MSW: in this jsdom environment an aborted fetch rejects with Node's DOMException,
    // not the jsdom DOMException global the client (like a browser's) compares with.
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new DOMException('Aborted', 'AbortError'));
    await expect(api.get('/businesses')).rejects.toMatchObject({ name: 'AbortError' });
  });
});
