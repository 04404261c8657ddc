import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BEST_ENCODING_MAX_BYTES, encodePayload, reencodePayload } from './encoded-payload';

// Issue 26 item 1: the best-level re-encode (brotli 9) of a big body took seconds of a core and
// its memory for nothing; it is skipped past BEST_ENCODING_MAX_BYTES (docs/public-menu.md).
describe('the best-level re-encode', () => {
  it('settles a body of a usual size at the best level', async () => {
    const page = await encodePayload('<p>dish</p>'.repeat(1000), 'text/html', 'fast');
    const best = await reencodePayload(page, 'best');
    expect(best.level).toBe('best');
    expect(best.etag).toBe(page.etag);
  });

  it('keeps the fast encoding of a body over BEST_ENCODING_MAX_BYTES', async () => {
    const big = randomBytes(BEST_ENCODING_MAX_BYTES).toString('hex');
    const page = await encodePayload(big, 'text/html', 'fast');
    expect(await reencodePayload(page, 'best')).toBe(page);
  });
});
