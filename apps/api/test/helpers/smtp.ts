import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseEml, type ParsedMail } from './mail';

/** A mail as a test SMTP server received it. */
export interface ReceivedMail {
  to: string;
  from: string;
  /** The session was upgraded with STARTTLS (or began in TLS). */
  secure: boolean;
  mail: ParsedMail;
}

export interface TestSmtpOptions {
  /** Require AUTH with this user and password (plain over the local connection). */
  auth?: { user: string; pass: string };
  /** Offer STARTTLS with smtp-server's own self-signed certificate. */
  starttls?: boolean;
  /** Speak TLS from the first byte (smtps://), with the same certificate. */
  tls?: boolean;
}

/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package) whose behaviour a test changes:
 * `refuseNext` makes the next deliveries fail with a temporary error (451), `acceptAuth` turns
 * a wrong password into a right one.
 */
export async function startTestSmtp(options: TestSmtpOptions = {}) {
  const received: ReceivedMail[] = [];
  const state = { refuse: 0, refused: 0, authOk: true };
  const disabled = [...(options.auth ? [] : ['AUTH']), ...(options.starttls ? [] : ['STARTTLS'])];
  const server = new SMTPServer({
    secure: options.tls ?? false,
    authOptional: !options.auth,
    allowInsecureAuth: true,
    disabledCommands: disabled,
    logger: false,
    onAuth(auth, _session, callback) {
      const ok =
        state.authOk &&
        auth.username === options.auth?.user &&
        auth.password === options.auth?.pass;
      if (ok) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(_address, _session, callback) {
      if (state.refuse > 0) {
        state.refuse -= 1;
        state.refused += 1;
        const error = new Error('Mailbox busy, try again later') as Error & {
          responseCode: number;
        };
        error.responseCode = 451;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo[0]?.address ?? '',
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          secure: session.secure,
          mail: parseEml(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const credentials = options.auth
    ? `${encodeURIComponent(options.auth.user)}:${encodeURIComponent(options.auth.pass)}@`
    : '';
  // The test certificate is self-signed: the client is told to accept it.
  const query = options.starttls
    ? '/?requireTLS=true&tls.rejectUnauthorized=false'
    : options.tls
      ? '/?tls.rejectUnauthorized=false'
      : '';
  return {
    port,
    url: `${options.tls ? 'smtps' : 'smtp'}://${credentials}127.0.0.1:${port}${query}`,
    received,
    state,
    /** The next `count` deliveries are refused with a temporary error. */
    refuseNext(count: number) {
      state.refuse = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestSmtp = Awaited<ReturnType<typeof startTestSmtp>>;

/**
 * A mail server that accepts connections and never says a word: what a hung server looks like
 * to a client waiting for its greeting.
 */
export async function startSilentSmtp() {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** Connections held open now. */
    get held() {
      return sockets.size;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Polls `check` every 20 ms until it holds, or fails after `timeoutMs`. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`still not true after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
