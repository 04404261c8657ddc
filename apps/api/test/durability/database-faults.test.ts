import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Menu } from '@carta/shared';
import { testDatabaseKind } from '../helpers/database';
import { ServerProcess } from '../helpers/server-process';
import { TcpProxy } from '../helpers/tcp-proxy';

/*
 * issue 26 item 9: the database going away is survived (docs/security.md, "When the database
 * goes away"). One real server process on PostgreSQL, connected through a TCP proxy the test
 * controls:
 * - its backends are terminated (what a PostgreSQL restart or failover does) while one of its
 *   transactions waits for a row lock: before the fix the process died of an unhandled 'error'
 *   event ("Connection terminated unexpectedly": the client checked out for the transaction had
 *   no listener);
 * - the proxy freezes (a partition: nothing forwarded, nothing closed): before the fix
 *   /api/health, an owner's read and even the cached public menu hung until the client gave up
 *   (the pool had no connect, statement or read timeout).
 * The time bounds are generous (the server answers in about 2 s and 6 s; before, never).
 */

const onPostgres = testDatabaseKind() === 'postgres';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Timed<T> {
  status: number;
  body: T;
  retryAfter: string | null;
  ms: number;
}

describe.runIf(onPostgres)('the database going away (PostgreSQL)', () => {
  let proxy: TcpProxy;
  let server: ServerProcess;
  let token: string;
  let businessId: string;
  let menuId: string;

  const timed = async <T = { code?: string }>(
    path: string,
    options: { method?: string; body?: unknown; auth?: boolean } = {},
  ): Promise<Timed<T>> => {
    const started = performance.now();
    const response = await server.request<T>(options.method ?? 'GET', path, {
      body: options.body,
      token: options.auth === false ? undefined : token,
      timeoutMs: 30_000,
    });
    return {
      status: response.status,
      body: response.body,
      retryAfter: response.headers.get('retry-after'),
      ms: performance.now() - started,
    };
  };

  /** Health answers 200 again (the pool replaced its connections by itself); how long it took. */
  async function recovered(withinMs: number): Promise<number> {
    const started = Date.now();
    const deadline = started + withinMs;
    for (;;) {
      const health = await timed('/api/health', { auth: false });
      if (health.status === 200) return Date.now() - started;
      if (Date.now() > deadline) throw new Error(`still ${health.status} after ${withinMs} ms`);
      await sleep(200);
    }
  }

  beforeAll(async () => {
    const source = inject('testDatabase');
    if (source.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const admin = new URL(source.adminUrl);
    proxy = await TcpProxy.start({ host: admin.hostname, port: Number(admin.port || 5432) });
    server = await ServerProcess.start({
      env: { NODE_ENV: 'production' },
      databaseAddress: (url) => proxy.address(url),
    });
    token = (await server.createOwner()).token;
    const business = await server.call<{ id: string }>(
      'POST',
      '/api/businesses',
      { name: 'Casa Partida' },
      token,
    );
    businessId = business.id;
    const product = await server.call<{ id: string }>(
      'POST',
      '/api/products',
      { name: 'Tortilla', price: '4.50', business: { id: businessId } },
      token,
    );
    const category = await server.call<{ id: string }>(
      'POST',
      '/api/categories',
      { name: 'Tapas', business: { id: businessId }, products: [{ id: product.id }] },
      token,
    );
    const menu = await server.call<Menu>(
      'POST',
      '/api/menus',
      { name: 'Cena', business: { id: businessId }, categories: [{ id: category.id }] },
      token,
    );
    menuId = menu.id;
  }, 90_000);

  afterAll(async () => {
    await server?.dispose();
    await proxy?.close();
  });

  it('survives its backends being terminated mid-transaction, and the next requests succeed', async () => {
    const locker = new pg.Client({ connectionString: server.databaseUrl });
    await locker.connect();
    try {
      // The server's update of the business will wait for this lock inside its transaction.
      await locker.query('begin');
      await locker.query('select id from businesses where id = $1 for update', [businessId]);
      const update = timed(`/api/businesses/${businessId}`, {
        method: 'POST',
        body: { name: 'Casa Renombrada' },
      });
      const deadline = Date.now() + 10_000;
      for (;;) {
        const { rows } = await locker.query<{ waiting: number }>(
          `select count(*)::int as waiting from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()
              and wait_event_type = 'Lock'`,
        );
        if (rows[0]!.waiting > 0) break;
        if (Date.now() > deadline) throw new Error('the update never waited for the lock');
        await sleep(50);
      }
      const { rows } = await locker.query<{ terminated: number }>(
        `select count(*)::int as terminated from (
           select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()) as ended`,
      );
      expect(rows[0]!.terminated).toBeGreaterThan(0);
      await locker.query('rollback');

      const answered = await update;
      expect(answered.status).toBe(503);
      expect(answered.body.code).toBe('databaseUnavailable');
      expect(answered.retryAfter).not.toBeNull();
    } finally {
      await locker.end().catch(() => {});
    }

    console.log(`backends terminated: healthy again after ${await recovered(10_000)} ms`);
    expect(server.running, server.log).toBe(true);
    const read = await timed<{ name: string }>(`/api/businesses/${businessId}`);
    expect(read.status).toBe(200);
    expect(read.body.name).toBe('Casa Partida');
    const write = await timed<{ name: string }>(`/api/businesses/${businessId}`, {
      method: 'POST',
      body: { name: 'Casa Renombrada' },
    });
    expect(write.status).toBe(200);
    expect(server.log).not.toMatch(/uncaught|unhandled/i);
  }, 60_000);

  it('in a partition answers 503 with Retry-After within seconds, serves the cached public menu, and recovers by itself', async () => {
    await recovered(10_000);
    // The guest's menu is in the server's cache, the owner's session works.
    const cached = await timed<{ name: string }>(`/api/public/menus/${menuId}`, { auth: false });
    expect(cached.status).toBe(200);
    // Several connections open and idle in the pool: the partition catches them as they are.
    const warm = await Promise.all(
      Array.from({ length: 6 }, () => timed<{ name: string }>(`/api/businesses/${businessId}`)),
    );
    expect(warm.map((read) => read.status)).toEqual(warm.map(() => 200));

    proxy.freeze();
    try {
      const [health, ownerRead, ownerWrite, guest] = await Promise.all([
        timed('/api/health', { auth: false }),
        timed(`/api/businesses/${businessId}`),
        // A transaction: its connection must not go back to the pool with its query unanswered.
        timed(`/api/businesses/${businessId}`, { method: 'POST', body: { name: 'Casa Aislada' } }),
        // Past the cache's revalidation time (500 ms), so the guest's request must check first.
        sleep(1_000).then(() =>
          timed<{ name: string }>(`/api/public/menus/${menuId}`, { auth: false }),
        ),
      ]);
      console.log(
        `partition: health ${health.status} in ${Math.round(health.ms)} ms, owner read ${ownerRead.status} in ${Math.round(ownerRead.ms)} ms, owner write ${ownerWrite.status} in ${Math.round(ownerWrite.ms)} ms, cached public menu ${guest.status} in ${Math.round(guest.ms)} ms`,
      );
      expect(health.status).toBe(503);
      expect(health.body.code).toBe('databaseUnavailable');
      expect(health.retryAfter).not.toBeNull();
      expect(health.ms).toBeLessThan(10_000);

      expect(ownerRead.status).toBe(503);
      expect(ownerRead.body.code).toBe('databaseUnavailable');
      expect(ownerRead.retryAfter).not.toBeNull();
      expect(ownerRead.ms).toBeLessThan(15_000);

      expect(ownerWrite.status).toBe(503);
      expect(ownerWrite.body.code).toBe('databaseUnavailable');
      expect(ownerWrite.ms).toBeLessThan(15_000);

      expect(guest.status).toBe(200);
      expect(guest.body.name).toBe(cached.body.name);
      expect(guest.ms).toBeLessThan(10_000);
    } finally {
      proxy.unfreeze();
    }

    // Back without a restart: the stuck connections were replaced.
    console.log(`partition over: healthy again after ${await recovered(15_000)} ms`);
    const reads = await Promise.all(
      Array.from({ length: 6 }, () => timed<{ name: string }>(`/api/businesses/${businessId}`)),
    );
    expect(reads.map((read) => read.status)).toEqual(reads.map(() => 200));
    // The write answered 503 did not happen, and no connection came back inside its transaction.
    expect(reads.map((read) => read.body.name)).toEqual(reads.map(() => warm[0]!.body.name));
    expect((await timed(`/api/public/menus/${menuId}`, { auth: false })).status).toBe(200);

    // Every connection cut at once (the route to the database came back on another path).
    proxy.drop();
    console.log(`every connection cut: healthy again after ${await recovered(15_000)} ms`);
    const after = await timed<{ name: string }>(`/api/businesses/${businessId}`, {
      method: 'POST',
      body: { name: 'Casa Reconectada' },
    });
    expect(after.status).toBe(200);
    expect(server.running, server.log).toBe(true);
  }, 90_000);
});
