import {
  ENTITY_LABELS,
  ErrorBodySchema,
  messageText,
  messages,
  type MessageKey,
  type MessageRef,
} from '@carta/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { toErrorBody } from '../../src/plugins/error-handler';
import { testAppForSuite } from '../helpers/app';

/**
 * Every error body carries a `code` (a key of `messages`) and its English text as `message`, and
 * every field error likewise (docs/architecture.md §5).
 */
const t = testAppForSuite();

beforeAll(async () => {
  // A route whose schema fails with the text it is sent, as the shared schemas fail with theirs.
  const echo: FastifyPluginAsyncZod = async (api) => {
    api.post(
      '/test/issue',
      {
        schema: {
          body: z.object({ text: z.string() }).superRefine(({ text }, ctx) => {
            ctx.addIssue({ code: 'custom', path: ['field'], message: text });
          }),
        },
      },
      async () => ({ ok: true }),
    );
    api.get('/test/status/:status', async (request) => {
      const { status } = request.params as { status: string };
      throw Object.assign(new Error('internal detail'), { statusCode: Number(status) });
    });
  };
  await t.app.register(echo, { prefix: '/api' });
});

/** Every message with every value of its parameters (statuses: a few). */
function everyMessage(): MessageRef[] {
  return (Object.keys(messages) as MessageKey[]).flatMap((code): MessageRef[] => {
    if (typeof messages[code] === 'string') return [{ code }];
    if (code.startsWith('name'))
      return ENTITY_LABELS.map((entity) => ({ code, params: { entity } }));
    return [400, 404, 503].map((status) => ({ code, params: { status } }));
  });
}

describe('the code of a validation issue', () => {
  it('round-trips every shared message through a route (code, parameters, text)', async () => {
    const refs = everyMessage();
    expect(refs.length).toBeGreaterThan(Object.keys(messages).length);
    for (const ref of refs) {
      const message = messageText(ref.code, ref.params);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/test/issue',
        payload: { text: message },
      });
      expect(response.statusCode).toBe(400);
      const body = ErrorBodySchema.strict().parse(response.json());
      expect(body.code).toBe('formInvalid');
      expect(body.fields, ref.code).toEqual({ field: { ...ref, message } });
    }
  });

  it('gives a zod message of its own the code valueInvalid', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/issue',
      payload: { text: 'Invalid input: expected string, received number' },
    });
    expect(response.json().fields).toEqual({
      field: { code: 'valueInvalid', message: messages.valueInvalid },
    });
  });
});

describe("Fastify's own 4xx carry a code and never echo the request", () => {
  it('malformed JSON: 400 requestInvalid', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/issue',
      headers: { 'content-type': 'application/json' },
      payload: '{"text": ',
    });
    expect(response.statusCode).toBe(400);
    expect(ErrorBodySchema.strict().parse(response.json())).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'requestInvalid',
      message: messages.requestInvalid,
    });
  });

  it('an unsupported content type: 415 unsupportedMediaType', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/issue',
      headers: { 'content-type': 'application/xml' },
      payload: '<text/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'unsupportedMediaType' });
  });

  it('a JSON body over the body limit: 413 requestTooLarge', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/issue',
      payload: { text: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'requestTooLarge',
      message: messages.requestTooLarge,
    });
  });

  it.each([
    [401, 'notAuthenticated'],
    [403, 'notAuthorized'],
    [404, 'notFound'],
    [429, 'tooManyRequests'],
  ] as const)('a plain %i answers %s', async (status, code) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/test/status/${status}` });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code, message: messages[code] });
    expect(response.body).not.toContain('internal detail');
  });

  it('another 4xx answers requestFailed with its status', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/status/418' });
    expect(response.statusCode).toBe(418);
    expect(ErrorBodySchema.strict().parse(response.json())).toMatchObject({
      code: 'requestFailed',
      params: { status: 418 },
      message: messages.requestFailed(418),
    });
  });

  it('a 5xx answers unexpectedError', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/status/502' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({
      code: 'unexpectedError',
      message: messages.unexpectedError,
    });
  });
});

describe('toErrorBody', () => {
  const request = { log: { info: vi.fn(), error: vi.fn() } } as unknown as FastifyRequest;

  it('a file over the multipart limit: 413 imageTooLarge', () => {
    const error = Object.assign(new Error('request file too large'), {
      statusCode: 413,
      code: 'FST_REQ_FILE_TOO_LARGE',
    });
    expect(toErrorBody(error, request)).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      code: 'imageTooLarge',
      message: messages.imageTooLarge,
    });
  });

  it('a write to a row deleted meanwhile: 404 notFound', () => {
    const error = Object.assign(new Error('insert violates foreign key'), { code: '23503' });
    expect(toErrorBody(error, request)).toMatchObject({ statusCode: 404, code: 'notFound' });
  });
});
