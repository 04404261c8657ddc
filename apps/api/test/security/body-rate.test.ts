import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@carta/shared';
import { bodyRatePlugin, serverTimeoutOptions } from '../../src/plugins/slow-clients';
import { testDatabaseKind } from '../helpers/database';

/**
 * The body-rate rule and the timeout answers (docs/security.md, "Slow clients and timeouts") on a
 * bare listening Fastify with the rule's times scaled down 10×: 1 s of grace and 1,000 bytes a
 * second instead of 10 s and 500 (slow-clients.test.ts runs the real server with the real
 * values). A slow but steady body, even one that stalls a while, passes; a trickle is cut; a
 * handler that takes its time after the body is not.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let app: FastifyInstance;
let port = 0;

/**
 * Sends the headers, then `body` in `chunk`-byte pieces every `everyMs`, pausing `pauseMs` after
 * `pauseAfter` bytes; resolves with what came back once the server closes or answers in full.
 */
function send(
  path: string,
  body: string,
  {
    chunk,
    everyMs,
    pauseAfter = Infinity,
    pauseMs = 0,
  }: {
    chunk: number;
    everyMs: number;
    pauseAfter?: number;
    pauseMs?: number;
  },
): Promise<{ answer: string; ms: number }> {
  const began = Date.now();
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    let stopped = false;
    socket.setEncoding('utf8');
    socket.on('error', () => {});
    socket.on('data', (data: string) => {
      answer += data;
      if (/\r\n\r\n\{.*\}$/s.test(answer)) socket.end();
    });
    socket.on('close', () => {
      stopped = true;
      resolve({ answer, ms: Date.now() - began });
    });
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
    );
    const next = async () => {
      while (!stopped && sent < body.length) {
        socket.write(body.slice(sent, sent + chunk));
        const before = sent;
        sent += chunk;
        await sleep(before < pauseAfter && sent >= pauseAfter ? pauseMs : everyMs);
      }
    };
    void next();
  });
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
const bodyOf = (answer: string): unknown =>
  JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
const json = (bytes: number) => JSON.stringify({ text: 'x'.repeat(bytes - 11) });

// Nothing here touches the database: run once, on the api project, not again on api-postgres.
describe.runIf(testDatabaseKind() === 'pglite')('the body-rate rule (scaled 10× down)', () => {
  beforeAll(async () => {
    const options = serverTimeoutOptions();
    app = Fastify({
      ...options,
      // Headers within 1 s, looked at every 200 ms (20 s and 2 s in the server).
      http: { ...options.http, headersTimeout: 1_000, connectionsCheckingInterval: 200 },
    });
    await app.register(bodyRatePlugin, {
      graceMs: 1_000,
      minBytesPerSecond: 1_000,
      checkIntervalMs: 100,
    });
    app.post('/echo', async (request) => ({ length: JSON.stringify(request.body).length }));
    app.post('/slow-handler', async () => {
      await sleep(1_500);
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  it('lets a slow, steady body through, even one that stalls longer than the grace', async () => {
    // 10,000 bytes a second with a 1.5 s stall half-way: the bytes already received (4 s of
    // credit on top of the grace) carry it.
    const { answer } = await send('/echo', json(8_000), {
      chunk: 1_000,
      everyMs: 100,
      pauseAfter: 4_000,
      pauseMs: 1_500,
    });
    expect(statusOf(answer)).toBe(200);
    expect(bodyOf(answer)).toEqual({ length: 8_000 });
  });

  it('cuts a body that trickles below the minimum rate with 408 in the one error body', async () => {
    // 250 bytes a second: behind the rule by the end of the grace.
    const { answer, ms } = await send('/echo', json(5_000), { chunk: 50, everyMs: 200 });
    expect(statusOf(answer)).toBe(408);
    expect(bodyOf(answer)).toEqual({
      statusCode: 408,
      error: 'Request Timeout',
      message: messages.requestTimeout,
      code: 'requestTimeout',
    });
    expect(ms).toBeGreaterThanOrEqual(1_000);
    expect(ms).toBeLessThan(10_000);
  });

  it('does not count the time a handler takes once the body has arrived', async () => {
    const { answer } = await send('/slow-handler', '{}', { chunk: 2, everyMs: 10 });
    expect(statusOf(answer)).toBe(200);
  });

  it('answers headers that do not arrive in time with 408 in the one error body', async () => {
    const began = Date.now();
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      let received = '';
      socket.setEncoding('utf8');
      socket.on('error', () => {});
      socket.on('data', (data: string) => (received += data));
      socket.on('close', () => resolve(received));
      socket.write('GET /echo HTTP/1.1\r\nHost: x\r\n');
    });
    expect(statusOf(answer)).toBe(408);
    expect((bodyOf(answer) as { code: string }).code).toBe('requestTimeout');
    expect(Date.now() - began).toBeLessThan(10_000);
  });

  it('answers an unreadable request with 400 in the one error body', async () => {
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      let received = '';
      socket.setEncoding('utf8');
      socket.on('error', () => {});
      socket.on('data', (data: string) => (received += data));
      socket.on('close', () => resolve(received));
      socket.write('NOT HTTP AT ALL\r\n\r\n');
    });
    expect(statusOf(answer)).toBe(400);
    expect((bodyOf(answer) as { code: string }).code).toBe('requestInvalid');
  });
});
