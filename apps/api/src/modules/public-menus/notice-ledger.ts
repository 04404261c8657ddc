/**
 * How long an answer checked while change notices flow is trusted without asking the database
 * again, unless its business is named first (docs/public-menu.md, "Caching that stays correct").
 * A bound on what a notice lost without the connection noticing (a silently dropped socket,
 * found by TCP keepalive) could cost.
 */
export const NOTICE_TRUST_MS = 60_000;

export interface NoticeLedger {
  /** How many notices have been heard: taken when a check starts, passed back to `trusts`. */
  readonly seq: number;
  /** Whether notices flow now; while they do not, answers are checked by age as before. */
  live(): boolean;
  /**
   * Whether an answer about `businessId`, whose check started at `checkedAt` with `checkedSeq`,
   * can be served at `at` without asking, notices flowing: it is younger than NOTICE_TRUST_MS and
   * its business was not named since the check started (so a notice arriving while the check was
   * in flight is not lost).
   */
  trusts(businessId: string, checkedAt: number, checkedSeq: number, at: number): boolean;
  /** A notice named `businessId`. */
  note(businessId: string): void;
}

/**
 * The notices heard in the last NOTICE_TRUST_MS, by business: older ones cannot matter, since no
 * answer checked before them is trusted any longer. `live()` says whether notices flow now.
 */
export function createNoticeLedger(live: () => boolean, now: () => number = Date.now) {
  /** Least recently named first. */
  const named = new Map<string, { seq: number; at: number }>();
  let seq = 0;

  const forget = (at: number) => {
    for (const [businessId, notice] of named) {
      if (at - notice.at < NOTICE_TRUST_MS) break;
      named.delete(businessId);
    }
  };

  const ledger: NoticeLedger = {
    get seq() {
      return seq;
    },
    live,
    trusts(businessId, checkedAt, checkedSeq, at) {
      if (at - checkedAt >= NOTICE_TRUST_MS) return false;
      const notice = named.get(businessId);
      return notice === undefined || notice.seq <= checkedSeq;
    },
    note(businessId) {
      const at = now();
      seq += 1;
      named.delete(businessId);
      named.set(businessId, { seq, at });
      forget(at);
    },
  };
  return ledger;
}
