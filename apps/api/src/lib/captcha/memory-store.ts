import type { UsedChallengeStore } from './types';

/**
 * Single-process store of spent challenges, purged as they expire. Fine for one API instance;
 * several instances share the database-backed store instead.
 */
export function createMemoryUsedChallengeStore(): UsedChallengeStore {
  const used = new Map<string, number>();
  return {
    async markUsed(id, expiresAt) {
      const now = Date.now();
      for (const [key, expiry] of used) if (expiry <= now) used.delete(key);
      if (used.has(id)) return false;
      used.set(id, expiresAt.getTime());
      return true;
    },
  };
}
