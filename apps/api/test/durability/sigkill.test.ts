import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerProcess } from '../helpers/server-process';
import { checkConsistency } from './consistency';
import { WriteLedger } from './write-stream';

// Issue 9, "nothing lost": SIGKILL in the middle of a stream of writes, restart on the same data
// (PGlite here, PostgreSQL in the api-postgres project), and check every acknowledged write
// (docs/security.md, "Durability").
const ROUNDS = 3;
const CLIENTS = 4;
/**
 * Each round is killed once a random number of writes in this range has been acknowledged (so
 * the work per round does not depend on the machine's speed), plus a random few milliseconds so
 * that the kill lands anywhere inside the requests in flight.
 */
const KILL_AFTER_ACKS = { min: 20, max: 60 };
const KILL_JITTER_MS = 30;

let server: ServerProcess;
beforeAll(async () => {
  server = await ServerProcess.start();
});
afterAll(async () => {
  await server?.dispose();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SIGKILL mid-stream', () => {
  it('keeps every acknowledged write with its values; unanswered writes are all there or absent; the database stays consistent', async () => {
    const owner = await server.createOwner();
    const business = await server.call<{ id: string }>(
      'POST',
      '/api/businesses',
      { name: 'Crash Test Kitchen' },
      owner.token,
    );
    const ledger = new WriteLedger(business.id, owner.token);

    for (let round = 1; round <= ROUNDS; round += 1) {
      const clients = Array.from({ length: CLIENTS }, (_, client) =>
        ledger.client(server, client, () => false),
      );
      const target =
        ledger.stats.acknowledged +
        KILL_AFTER_ACKS.min +
        Math.floor(Math.random() * (KILL_AFTER_ACKS.max - KILL_AFTER_ACKS.min + 1));
      // Also stops waiting when every client has stopped (the server died on its own).
      let streaming = true;
      void Promise.all(clients).finally(() => (streaming = false));
      while (
        streaming &&
        ledger.stats.acknowledged < target &&
        ledger.stats.unexpected.length === 0
      ) {
        await sleep(2);
      }
      await sleep(Math.random() * KILL_JITTER_MS);
      expect(await server.kill()).toMatchObject({ signal: 'SIGKILL' });
      await Promise.all(clients);

      await server.restart();
      expect(await ledger.verify(server)).toEqual([]);
      expect(ledger.stats.unexpected.slice(0, 5), server.log.slice(-4000)).toEqual([]);
      // The next round writes to this restarted process.
    }

    expect(await ledger.readEach(server)).toEqual([]);
    await server.stop('SIGTERM');
    const database = await server.openDatabase();
    try {
      expect(await checkConsistency(database.db, ledger)).toEqual([]);
    } finally {
      await database.close();
    }

    const { sent, acknowledged, unanswered } = ledger.stats;
    console.log(
      `sigkill (${server.kind}): ${ROUNDS} rounds, ${sent} writes sent, ${acknowledged} acknowledged, ` +
        `${acknowledged} recovered; ${unanswered} unanswered: ${ledger.unansweredApplied} creates ` +
        `found whole, ${ledger.unansweredAbsent} absent, ${
          unanswered - ledger.unansweredApplied - ledger.unansweredAbsent
        } updates settled to one state; ${ledger.tracked.size} entities read back`,
    );
    expect(acknowledged).toBeGreaterThan(ROUNDS * CLIENTS);
  }, 180_000);
});
