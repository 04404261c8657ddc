import { vi } from 'vitest';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (body: unknown) => Response | Promise<Response>;

/**
 * Stubs `fetch` with handlers by "METHOD /api/path". Unknown calls answer 404. The captcha
 * config answers `provider: 'none'` unless a test says otherwise.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const all: Record<string, Handler> = {
    'GET /api/captcha/config': () => json(200, { provider: 'none' }),
    ...handlers,
  };
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const handler = all[key];
    return handler ? handler(body) : json(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);

  /** The JSON bodies sent to one endpoint, in order. */
  const bodiesSentTo = (key: string) =>
    fetchMock.mock.calls
      .filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key)
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

  return { fetchMock, bodiesSentTo };
}
