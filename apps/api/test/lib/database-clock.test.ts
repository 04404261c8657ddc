import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPostgresDatabase } from '../../src/db/client';
import { CLOCK_SKEW_WARN_MS, createDatabaseClock } from '../../src/db/clock';
import { createAccessTokens } from '../../src/lib/access-tokens';
import { createTestApp, type TestApp } from '../helpers/app';
import { createPostgresCopy, testDatabaseKind } from '../helpers/database';

/*
 * issue 26 item 13: a process whose clock was 20 minutes behind issued access tokens that every
 * other process found expired (they last 15 minutes). Every process now issues and checks token
 * times by the database's clock (db/clock.ts; docs/security.md, "When the database goes away").
 * The skew is injected (a fake Date, a fake database time); no real clock changes.
 */

const SECRET = 'clock-secret-clock-secret-clock-secret-0123';
const MINUTE = 60_000;
const subject = () => ({
  accountId: randomUUID(),
  roles: [],
  sessionId: randomUUID(),
  sessionVersion: 0,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the database clock', () => {
  it('reads the database time through this clock, from the midpoint of the round trip', async () => {
    let local = 1_000_000;
    const clock = createDatabaseClock({
      localNow: () => local,
      serverTime: async () => {
        local += 10; // the query takes 20 ms; the server reads its clock halfway
        const server = local + 20 * MINUTE;
        local += 10;
        return server;
      },
    });
    await clock.sync();
    expect(clock.offsetMs()).toBe(20 * MINUTE);
    expect(clock.now()).toBe(local + 20 * MINUTE);
  });

  it('warns only beyond a few seconds of skew, and keeps the last offset when a measure fails', async () => {
    const skews: number[] = [];
    let server = async () => Date.now() + 1_000;
    const clock = createDatabaseClock({
      serverTime: () => server(),
      onSkew: (offset) => skews.push(offset),
    });
    await clock.sync();
    expect(skews).toEqual([]);
    server = async () => Date.now() - 30_000;
    await clock.sync();
    expect(skews).toHaveLength(1);
    expect(Math.abs(skews[0]!)).toBeGreaterThan(CLOCK_SKEW_WARN_MS);
    server = async () => Promise.reject(new Error('database down'));
    await expect(clock.sync()).rejects.toThrow('database down');
    expect(Math.round(clock.offsetMs() / 1000)).toBe(-30);
  });

  it('makes a token issued on a clock 20 minutes behind valid for its whole life elsewhere', async () => {
    const trueNow = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: trueNow - 20 * MINUTE });
    const skewed = createDatabaseClock({ serverTime: async () => trueNow });
    await skewed.sync();
    const token = await createAccessTokens(SECRET, undefined, skewed.now).sign(subject());
    // Another process, its clock right (the database's): accepted now and 14 minutes later.
    vi.setSystemTime(trueNow);
    expect(await createAccessTokens(SECRET).verify(token)).not.toBeNull();
    vi.setSystemTime(trueNow + 14 * MINUTE);
    expect(await createAccessTokens(SECRET).verify(token)).not.toBeNull();
    vi.setSystemTime(trueNow + 16 * MINUTE);
    expect(await createAccessTokens(SECRET).verify(token)).toBeNull();
  });
});

describe.runIf(testDatabaseKind() === 'postgres')(
  'two API processes on one PostgreSQL database, one clock 20 minutes behind',
  () => {
    const apps: TestApp[] = [];
    afterEach(async () => {
      vi.useRealTimers();
      for (const t of apps.splice(0)) await t.close();
    });

    it('the skewed one issues access tokens the other accepts, and says its clock is off', async () => {
      const url = await createPostgresCopy();
      const right = await createTestApp({ database: await createPostgresDatabase(url, 2) });
      apps.push(right);
      await right.app.ready();

      const trueNow = Date.now();
      vi.useFakeTimers({ toFake: ['Date'], now: trueNow - 20 * MINUTE, shouldAdvanceTime: true });
      const lines: string[] = [];
      const skewed = await createTestApp({
        database: await createPostgresDatabase(url, 2),
        env: { LOG_LEVEL: 'warn' },
        logStream: { write: (line) => void lines.push(line) },
      });
      apps.push(skewed);
      await skewed.app.ready();
      const token = await skewed.app.accessTokens.sign(subject());
      const offsetMs = skewed.app.clock?.offsetMs();
      vi.useRealTimers();

      const claims = await right.app.accessTokens.verify(token);
      expect(claims, 'the token of the skewed process').not.toBeNull();
      expect(Math.abs(claims!.iat * 1000 - Date.now())).toBeLessThan(60_000);
      expect(Math.round(offsetMs! / MINUTE)).toBe(20);
      expect(lines.join('\n')).toMatch(/clock is 1[12]\d\d s behind the database's/);
    });
  },
);
