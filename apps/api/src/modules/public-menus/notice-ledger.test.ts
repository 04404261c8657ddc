// docs/public-menu.md, "Caching that stays correct": while change notices flow, an answer is
// trusted until its business is named, and never past NOTICE_TRUST_MS.
import { describe, expect, it } from 'vitest';
import { createNoticeLedger, NOTICE_TRUST_MS } from './notice-ledger';

function ledgerAt(start = 1_000_000) {
  let clock = start;
  let flowing = true;
  const ledger = createNoticeLedger(
    () => flowing,
    () => clock,
  );
  return {
    ledger,
    advance: (ms: number) => (clock += ms),
    now: () => clock,
    stop: () => (flowing = false),
  };
}

describe('notice ledger', () => {
  it('trusts an answer until its business is named, and only that business', () => {
    const { ledger, now } = ledgerAt();
    const checkedAt = now();
    const seq = ledger.seq;
    expect(ledger.trusts('a', checkedAt, seq, now())).toBe(true);
    ledger.note('b');
    expect(ledger.trusts('a', checkedAt, seq, now())).toBe(true);
    expect(ledger.trusts('b', checkedAt, seq, now())).toBe(false);
  });

  it('does not trust an answer whose check was in flight when its business was named', () => {
    const { ledger, now } = ledgerAt();
    // The check starts, the notice arrives, then the check ends with what it read before.
    const seq = ledger.seq;
    const startedAt = now();
    ledger.note('a');
    expect(ledger.trusts('a', startedAt, seq, now())).toBe(false);
    // A check started after the notice is trusted again.
    expect(ledger.trusts('a', now(), ledger.seq, now())).toBe(true);
  });

  it('trusts nothing for longer than NOTICE_TRUST_MS, and says when notices stop', () => {
    const { ledger, now, advance, stop } = ledgerAt();
    const checkedAt = now();
    const seq = ledger.seq;
    advance(NOTICE_TRUST_MS - 1);
    expect(ledger.trusts('a', checkedAt, seq, now())).toBe(true);
    advance(1);
    expect(ledger.trusts('a', checkedAt, seq, now())).toBe(false);
    expect(ledger.live()).toBe(true);
    stop();
    expect(ledger.live()).toBe(false);
  });

  it('forgets old notices without trusting an answer older than them', () => {
    const { ledger, now, advance } = ledgerAt();
    const checkedAt = now();
    const seq = ledger.seq;
    ledger.note('a');
    advance(NOTICE_TRUST_MS + 1);
    // The notice about "a" is forgotten now, and the answer checked before it is too old anyway.
    ledger.note('b');
    expect(ledger.trusts('a', checkedAt, seq, now())).toBe(false);
    expect(ledger.trusts('a', now(), ledger.seq, now())).toBe(true);
  });
});
