import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tokens } from '@carta/shared';
import { createPostgresDatabase } from '../../src/db/client';
import { refreshTokens } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { createPostgresCopy, testDatabaseKind } from '../helpers/database';
import { adminQuery } from '../helpers/postgres-admin';
import { bearer, createActiveAccount, PASSWORD, signIn } from '../helpers/sessions';

// Issue 26 item 10 (docs/security.md, "Sessions"): on PostgreSQL, sessions that refreshed WHILE
// the password changed survived it (9 of 32 and 18 of 50 in the probe's runs): a refresh that had
// spent its token before the revocation inserted its new token after it. A refresh now takes the
// account row FOR SHARE before it spends its token, and a change or reset updates that row first,
// so the two are serialised and a refresh committing after the change finds its token revoked.
// Only PostgreSQL runs transactions side by side (PGlite has one connection, everything there is
// serial and this test would prove nothing), so it runs in the api-postgres project.
const onPostgres = testDatabaseKind() === 'postgres';

/** Sessions refreshing in a loop while one change happens. */
const SESSIONS = 32;
/** Connections of the app's pool: enough for refreshes and the change to run side by side. */
const POOL_SIZE = 12;

describe.runIf(onPostgres)('refreshes racing a password change (PostgreSQL)', () => {
  let t: TestApp;
  let databaseUrl: string;

  beforeAll(async () => {
    databaseUrl = await createPostgresCopy();
    t = await createTestApp({ database: await createPostgresDatabase(databaseUrl, POOL_SIZE) });
  });
  afterAll(async () => {
    await t?.close();
    if (databaseUrl) {
      await adminQuery(
        process.env.TEST_DATABASE_URL!,
        `DROP DATABASE IF EXISTS "${new URL(databaseUrl).pathname.slice(1)}" WITH (FORCE)`,
      );
    }
  });

  const refresh = (refresh_token: string) =>
    t.app.inject({ method: 'POST', url: '/api/accounts/refresh', payload: { refresh_token } });
  const me = (accessToken: string) =>
    t.app.inject({ method: 'GET', url: '/api/accounts/me', headers: bearer(accessToken) });

  it(`${SESSIONS} sessions refreshing in a loop during a change: none survives it`, async () => {
    const owner = await createActiveAccount(t);
    const sessions: Tokens[] = [];
    for (let i = 0; i < SESSIONS; i += 1) {
      sessions.push((await signIn(t.app, owner.email)).json().tokens as Tokens);
    }

    let changed = false;
    let refreshesDuringChange = 0;
    /** Refreshes one session until the change has answered; its last tokens stay in `sessions`. */
    const keepRefreshing = async (index: number) => {
      while (!changed) {
        const response = await refresh(sessions[index]!.refresh_token);
        if (response.statusCode !== 200) return;
        sessions[index] = response.json().tokens as Tokens;
        if (!changed) refreshesDuringChange += 1;
      }
    };
    const loops = sessions.map((_, index) => keepRefreshing(index));
    const change = t.app
      .inject({
        method: 'POST',
        url: '/api/accounts/change-password',
        headers: bearer(owner.tokens.access_token),
        payload: { password: PASSWORD, new_password: 'brand-new-password' },
      })
      .finally(() => {
        changed = true;
      });
    const [answer] = await Promise.all([change, ...loops]);
    expect(answer.statusCode, answer.body).toBe(200);
    // The loops did run while the change was being made.
    expect(refreshesDuringChange).toBeGreaterThan(SESSIONS / 2);

    let refreshSurvivors = 0;
    let accessSurvivors = 0;
    for (const tokens of sessions) {
      if ((await refresh(tokens.refresh_token)).statusCode === 200) refreshSurvivors += 1;
      if ((await me(tokens.access_token)).statusCode === 200) accessSurvivors += 1;
    }
    expect(refreshSurvivors, 'refresh tokens still working after the change').toBe(0);
    expect(accessSurvivors, 'access tokens still working after the change').toBe(0);

    // In the database: the only usable refresh token left is the one the change answered with.
    const live = await t.app.db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.accountId, owner.account_id),
          isNull(refreshTokens.usedAt),
          isNull(refreshTokens.revokedAt),
        ),
      );
    expect(live).toHaveLength(1);
  });
});
