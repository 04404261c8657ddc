import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAltchaCaptcha } from '../../src/lib/captcha/altcha';
import { createMemoryUsedChallengeStore } from '../../src/lib/captcha/memory-store';

const FAST = { cost: 10, minCounter: 1, maxCounter: 40 };
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

async function solve(challenge: Challenge) {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return encode({ challenge, solution });
}

describe('ALTCHA captcha (docs/architecture.md §7: verified on the server, single-use)', () => {
  afterEach(() => vi.useRealTimers());

  it('accepts a solved challenge exactly once', async () => {
    const captcha = createAltchaCaptcha({
      ...FAST,
      secret: 's3cret',
      store: createMemoryUsedChallengeStore(),
    });
    const challenge = await captcha.createChallenge!();
    expect(challenge.signature).toEqual(expect.any(String));
    expect(challenge.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000);
    const payload = await solve(challenge);
    expect(await captcha.verify({ solution: payload })).toBe(true);
    expect(await captcha.verify({ solution: payload })).toBe(false);
  });

  it('refuses missing, malformed, wrong and tampered solutions', async () => {
    const captcha = createAltchaCaptcha({
      ...FAST,
      secret: 's3cret',
      store: createMemoryUsedChallengeStore(),
    });
    const challenge = await captcha.createChallenge!();
    const solution = (await solveChallenge({ challenge, deriveKey }))!;
    expect(await captcha.verify({ solution: undefined })).toBe(false);
    expect(await captcha.verify({ solution: '' })).toBe(false);
    expect(await captcha.verify({ solution: 'not base64 json' })).toBe(false);
    expect(
      await captcha.verify({
        solution: encode({ challenge, solution: { ...solution, derivedKey: '00ff' } }),
      }),
    ).toBe(false);
    const tampered = { ...challenge, parameters: { ...challenge.parameters, cost: 1 } };
    expect(await captcha.verify({ solution: encode({ challenge: tampered, solution }) })).toBe(
      false,
    );
    // Still usable: failed attempts do not burn the challenge.
    expect(await captcha.verify({ solution: encode({ challenge, solution }) })).toBe(true);
  });

  it('refuses a challenge signed with another secret', async () => {
    const store = createMemoryUsedChallengeStore();
    const other = createAltchaCaptcha({ ...FAST, secret: 'other', store });
    const payload = await solve(await other.createChallenge!());
    const captcha = createAltchaCaptcha({ ...FAST, secret: 's3cret', store });
    expect(await captcha.verify({ solution: payload })).toBe(false);
  });

  it('refuses an expired challenge', async () => {
    const captcha = createAltchaCaptcha({
      ...FAST,
      expiresInSeconds: 60,
      secret: 's3cret',
      store: createMemoryUsedChallengeStore(),
    });
    const payload = await solve(await captcha.createChallenge!());
    vi.useFakeTimers({ now: Date.now() + 61_000 });
    expect(await captcha.verify({ solution: payload })).toBe(false);
  });
});

describe('memory store of used challenges', () => {
  it('forgets ids once they expire', async () => {
    const store = createMemoryUsedChallengeStore();
    const soon = new Date(Date.now() + 1000);
    expect(await store.markUsed('a', soon)).toBe(true);
    expect(await store.markUsed('a', soon)).toBe(false);
    vi.useFakeTimers({ now: Date.now() + 2000 });
    expect(await store.markUsed('a', new Date(Date.now() + 1000))).toBe(true);
    vi.useRealTimers();
  });
});
