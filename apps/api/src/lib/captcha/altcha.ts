import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import type { Captcha, UsedChallengeStore } from './types';

const ALGORITHM = 'PBKDF2/SHA-256';

export interface AltchaOptions {
  /** Master secret; the two HMAC keys ALTCHA needs are derived from it. */
  secret: string;
  store: UsedChallengeStore;
  /** PBKDF2 iterations per attempt. */
  cost?: number;
  /** The solver searches counters from 0; the secret counter is drawn from [minCounter, maxCounter]. */
  minCounter?: number;
  maxCounter?: number;
  expiresInSeconds?: number;
}

/** Tuned so that a phone solves it in about a second with the widget's workers. */
export const ALTCHA_DEFAULTS = {
  cost: 1_000,
  minCounter: 1_000,
  maxCounter: 5_000,
  expiresInSeconds: 600,
};

const parameterShape = {
  algorithm: z.string(),
  nonce: z.string(),
  salt: z.string(),
  cost: z.number(),
  keyLength: z.number(),
  keyPrefix: z.string(),
  keySignature: z.string().optional(),
  memoryCost: z.number().optional(),
  parallelism: z.number().optional(),
  expiresAt: z.number().optional(),
  data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
};

/** A challenge as createChallenge returns it and the altcha widget reads it (API response). */
export const AltchaChallengeSchema = z.object({
  // Carta's challenges carry no `data`: the answer's schema leaves it out (a nullable union in
  // it has no `type` in OpenAPI 3.0, which linters reject).
  parameters: z.object(parameterShape).omit({ data: true }),
  signature: z.string().optional(),
});

/** What the widget submits; parameters stay loose so the signature covers exactly what was sent. */
const PayloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject(parameterShape),
    signature: z.string().optional(),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string(), time: z.number().optional() }),
});

const derive = (secret: string, label: string) =>
  createHmac('sha256', secret).update(`altcha:${label}`).digest('hex');

/**
 * Self-hosted proof-of-work captcha (ALTCHA v2). Challenges are HMAC-signed and expire; in
 * deterministic mode the derived key is signed too, so verification costs one HMAC rather than
 * a key derivation. The widget posts `base64(JSON {challenge, solution})`.
 */
export function createAltchaCaptcha(options: AltchaOptions): Captcha {
  const { cost, minCounter, maxCounter, expiresInSeconds } = { ...ALTCHA_DEFAULTS, ...options };
  const hmacSignatureSecret = derive(options.secret, 'challenge');
  const hmacKeySignatureSecret = derive(options.secret, 'key');

  return {
    provider: 'altcha',
    createChallenge(): Promise<Challenge> {
      return createChallenge({
        algorithm: ALGORITHM,
        cost,
        counter: randomInt(maxCounter, minCounter),
        deriveKey,
        expiresAt: new Date(Date.now() + expiresInSeconds * 1000),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
    },
    async verify({ solution }) {
      const payload = decodePayload(solution);
      if (!payload) return false;
      const { challenge } = payload;
      const result = await verifySolution({
        challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }).catch(() => null);
      if (!result?.verified) return false;
      // Signed challenges always carry expiresAt; the fallback only guards against a future change.
      const expiresAt = new Date(
        (challenge.parameters.expiresAt ?? Date.now() / 1000 + expiresInSeconds) * 1000,
      );
      return options.store.markUsed(challenge.parameters.nonce, expiresAt);
    },
  };
}

function decodePayload(solution: string | undefined) {
  if (!solution) return null;
  try {
    const parsed = PayloadSchema.safeParse(
      JSON.parse(Buffer.from(solution, 'base64').toString('utf8')),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
