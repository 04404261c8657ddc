import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy between the server under test and its database, to play a network partition:
 * `freeze()` stops forwarding in both directions without closing anything (bytes sent are
 * accepted and held, as a lost route or a hung peer looks to the sender), `unfreeze()` delivers
 * what was held and forwards again, `drop()` closes every connection at once.
 */
export class TcpProxy {
  private readonly server: Server;
  private readonly pairs = new Set<{ client: Socket; upstream: Socket }>();
  private held: { to: Socket; chunk: Buffer }[] = [];
  private frozen = false;
  readonly port: number;

  private constructor(server: Server, port: number) {
    this.server = server;
    this.port = port;
  }

  /** Listens on a free port of 127.0.0.1 and forwards each connection to `target`. */
  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', resolve);
    });
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('the proxy has no port');
    const proxy = new TcpProxy(server, address.port);
    server.on('connection', (client) => proxy.accept(client, target));
    return proxy;
  }

  /** `url` with its host and port replaced by the proxy's. */
  address(url: string): string {
    const parsed = new URL(url);
    parsed.hostname = '127.0.0.1';
    parsed.port = String(this.port);
    return parsed.toString();
  }

  get connections(): number {
    return this.pairs.size;
  }

  private accept(client: Socket, target: { host: string; port: number }) {
    const upstream = connect(target.port, target.host);
    const pair = { client, upstream };
    this.pairs.add(pair);
    const close = () => {
      this.pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      from.on('data', (chunk: Buffer) => {
        if (this.frozen) this.held.push({ to, chunk });
        else to.write(chunk);
      });
      from.on('error', close);
      from.on('close', close);
    }
  }

  freeze(): void {
    this.frozen = true;
  }

  unfreeze(): void {
    this.frozen = false;
    const held = this.held;
    this.held = [];
    for (const { to, chunk } of held) if (!to.destroyed) to.write(chunk);
  }

  /** Closes every connection (new ones are still accepted). */
  drop(): void {
    this.held = [];
    for (const { client, upstream } of [...this.pairs]) {
      client.destroy();
      upstream.destroy();
    }
    this.pairs.clear();
  }

  async close(): Promise<void> {
    this.drop();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
