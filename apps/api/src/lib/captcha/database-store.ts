import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { usedCaptchaChallenges } from '../../db/schema';
import type { UsedChallengeStore } from './types';

/**
 * Spent ALTCHA challenges in the database, so every API instance refuses a replay. The insert
 * with ON CONFLICT DO NOTHING is atomic; expired rows are purged on the way.
 */
export function createUsedChallengeStore(db: Database): UsedChallengeStore {
  return {
    async markUsed(id, expiresAt) {
      await db.delete(usedCaptchaChallenges).where(lt(usedCaptchaChallenges.expiresAt, new Date()));
      const rows = await db
        .insert(usedCaptchaChallenges)
        .values({ id, expiresAt })
        .onConflictDoNothing({ target: usedCaptchaChallenges.id })
        .returning({ id: usedCaptchaChallenges.id });
      return rows.length === 1;
    },
  };
}
