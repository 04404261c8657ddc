import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { AddressNotAllowedError, hostOf, resolveAllowedAddress } from './address-guard';

export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** What the receiver answered, or why it could not be reached. */
export type WebhookResult = { status: number } | { status: null; error: string };

export interface WebhookSenderOptions {
  /** Private, loopback and link-local receivers and plain http are allowed (tests only). */
  allowPrivate: boolean;
  /** The whole attempt: resolving, connecting, sending and the answer's head. */
  timeoutMs: number;
}

/** Bytes of an answer's body read at most; the rest is dropped with the connection. */
const MAX_ANSWER_BYTES = 4096;

const short = (text: string) => text.slice(0, 500);

/**
 * Sends one attempt of a delivery (docs/security.md, "Webhooks"): POST, no redirects followed,
 * to the address the guard checked (pinned through the socket's `lookup`), within `timeoutMs`.
 * The answer's body is not kept; its status decides.
 */
export async function sendWebhook(
  target: WebhookRequest,
  options: WebhookSenderOptions,
): Promise<WebhookResult> {
  let url: URL;
  try {
    url = new URL(target.url);
  } catch {
    return { status: null, error: 'refused: the URL is not valid' };
  }
  if (url.protocol !== 'https:' && !(options.allowPrivate && url.protocol === 'http:')) {
    return { status: null, error: 'refused: only https:// addresses are allowed' };
  }
  const deadline = AbortSignal.timeout(options.timeoutMs);
  let pinned: { address: string; family: 4 | 6 };
  try {
    pinned = await resolveAllowedAddress(hostOf(url), options.allowPrivate);
  } catch (error) {
    if (error instanceof AddressNotAllowedError) return { status: null, error: error.message };
    return { status: null, error: short(`could not resolve ${url.hostname}: ${String(error)}`) };
  }
  // The socket connects to the checked address whatever the name resolves to now.
  const lookup: LookupFunction = (_host, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<WebhookResult>((resolve) => {
    const request = send(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Carta-Webhooks/1',
          'content-length': String(Buffer.byteLength(target.body)),
          ...target.headers,
        },
        lookup,
        signal: deadline,
        agent: false,
      },
      (response: IncomingMessage) => {
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) response.destroy();
        });
        const done = () => resolve({ status: response.statusCode ?? 0 });
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    request.on('error', (error: Error) => {
      const reason = deadline.aborted
        ? `no answer within ${Math.round(options.timeoutMs / 1000)} s`
        : error.message;
      resolve({ status: null, error: short(reason) });
    });
    request.end(target.body);
  });
}
