import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorBodySchema } from '@carta/shared';
import { createPostgresDatabase } from '../../src/db/client';
import { createTestApp, type TestApp } from '../helpers/app';
import { freePort } from '../helpers/free-port';
import { multipartFile, pngImage } from '../helpers/images';
import { ownerSessionForSuite } from '../helpers/sessions';

/*
 * issue 26 item 13: a database that refuses connections, a statement the database cancels, and a
 * full disk (PostgreSQL's 53100 disk_full, or ENOSPC from the image storage) answered
 * `500 unexpectedError`. Now the database's absence answers 503 `databaseUnavailable` with
 * Retry-After and a full disk 507 `storageFull` (docs/security.md, "When the database goes away").
 */

function expectFault(
  response: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
  status: 503 | 507,
) {
  const body = ErrorBodySchema.parse(response.json());
  expect(response.statusCode, JSON.stringify(body)).toBe(status);
  expect(body.code).toBe(status === 503 ? 'databaseUnavailable' : 'storageFull');
  if (status === 503) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe('a database that refuses connections', () => {
  let refused: TestApp;

  beforeAll(async () => {
    // Nothing listens on this port: every connection is refused at once (ECONNREFUSED).
    const database = await createPostgresDatabase(
      `postgres://carta@127.0.0.1:${await freePort()}/carta`,
      2,
    );
    refused = await createTestApp({ database });
  });
  afterAll(async () => {
    await refused?.close();
  });

  it('answers /api/health with 503 databaseUnavailable and Retry-After', async () => {
    expectFault(await refused.app.inject({ method: 'GET', url: '/api/health' }), 503);
  });

  it("answers an owner's read and a sign-in with 503 databaseUnavailable, not 500", async () => {
    const token = await refused.app.accessTokens.sign({
      accountId: randomUUID(),
      roles: [],
      sessionId: randomUUID(),
      sessionVersion: 0,
    });
    expectFault(
      await refused.app.inject({
        method: 'GET',
        url: '/api/businesses',
        headers: { authorization: `Bearer ${token}` },
      }),
      503,
    );
    expectFault(
      await refused.app.inject({
        method: 'POST',
        url: '/api/accounts/signin',
        payload: { email: 'someone@example.com', password: 'correct-horse-1' },
      }),
      503,
    );
  });
});

// One app with a signed-in owner for the faults below (the refused database has its own).
const { t, owner, call } = ownerSessionForSuite();

describe('faults the database reports', () => {
  /** Makes every new business fail in the database with `errcode` (as the server would). */
  async function failBusinessInserts(errcode: string) {
    await t.database.db.execute(
      sql.raw(`create or replace function carta_test_fault() returns trigger language plpgsql as
        $$ begin raise exception 'injected fault' using errcode = '${errcode}'; end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create or replace trigger carta_test_fault before insert on businesses
        for each row execute function carta_test_fault()`),
    );
  }

  afterAll(async () => {
    await t.database?.db.execute(sql.raw('drop trigger if exists carta_test_fault on businesses'));
  });

  it('a full disk (53100 disk_full) answers 507 storageFull', async () => {
    await failBusinessInserts('disk_full');
    expectFault(await call('POST', '/api/businesses', { name: 'Casa Llena' }), 507);
  });

  it('a statement the database cancelled (57014, statement_timeout) answers 503 with Retry-After', async () => {
    await failBusinessInserts('query_canceled');
    expectFault(await call('POST', '/api/businesses', { name: 'Casa Lenta' }), 503);
  });

  it('a database shutting down (57P01 admin_shutdown) answers 503 with Retry-After', async () => {
    await failBusinessInserts('admin_shutdown');
    expectFault(await call('POST', '/api/businesses', { name: 'Casa Cerrada' }), 503);
  });
});

describe('a full disk under the image storage', () => {
  it('answers an upload with 507 storageFull', async () => {
    vi.spyOn(t.app.storage, 'put').mockRejectedValue(
      Object.assign(new Error('ENOSPC: no space left on device, write'), {
        code: 'ENOSPC',
        errno: -28,
        syscall: 'write',
      }),
    );
    const form = await multipartFile(await pngImage(64, 48), 'logo.png', 'image/png');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...owner.headers, ...form.headers },
      payload: form.payload,
    });
    expectFault(response, 507);
  });
});
