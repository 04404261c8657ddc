import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage } from '../helpers/images';
import {
  buildImage,
  IMAGES_AT_THE_LIMITS,
  MOST_EXPENSIVE_IMAGE,
  type NamedImage,
} from '../helpers/expensive-images';
import { ServerProcess } from '../helpers/server-process';
import { DEPLOYED_SERVER } from './server-env';

// Issue 9, cost ceilings: the probe's 6300x6300 16-bit interlaced PNG took ~700 MB, four at once
// 1.9 GB, and the memory stayed resident afterwards. Here every kind of image at the limits the
// server accepts is uploaded at once, and the server process's peak and idle resident memory are
// checked (docs/security.md, "Cost ceilings" and "Images").
/**
 * Measured (production mode, two malloc arenas): PGlite ~335 MB before, 368–400 MB peak, idle
 * after +15 to +57 MB; PostgreSQL 205 MB before, 296 MB peak, idle after +91 MB (a CI run on a
 * busy machine: V8 had not given its heap back yet). The ceilings leave room for that noise and
 * still catch the probe: 1.9 GB peak, and +200 MB or more kept after four uploads.
 */
const PEAK_RSS_CEILING_MB = 500;
const IDLE_GROWTH_CEILING_MB = 150;
/** How long the server may take to give decode memory back once idle. */
const SETTLE_MS = 3000;

const UPLOADS: NamedImage[] = [...IMAGES_AT_THE_LIMITS, MOST_EXPENSIVE_IMAGE, MOST_EXPENSIVE_IMAGE];

let server: ServerProcess;
let images: Buffer[];
beforeAll(async () => {
  // Encoding the images takes a while: it overlaps the server's start.
  [server, images] = await Promise.all([
    ServerProcess.start(DEPLOYED_SERVER),
    Promise.all(UPLOADS.map((image) => buildImage(image.spec))),
  ]);
}, 120_000);
afterAll(async () => {
  await server?.dispose();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function upload(token: string, data: Buffer, name: string): Promise<number> {
  const type = name.startsWith('jpeg') ? 'image/jpeg' : 'image/png';
  // A full queue answers 503 with Retry-After: a client waits and tries again, as the web app does.
  for (let attempt = 0; ; attempt += 1) {
    const form = new FormData();
    form.append('file', new Blob([data], { type }), `${name}.${type.slice(6)}`);
    const response = await server.request('POST', '/api/files/upload', {
      body: form,
      token,
      timeoutMs: 120_000,
    });
    if (response.status !== 503 || attempt >= 20) return response.status;
    await sleep(Number(response.headers.get('retry-after') ?? 1) * 1000);
  }
}

describe(`the most expensive images the server accepts, ${UPLOADS.length} uploads at once`, () => {
  it(`keep the server's peak RSS < ${PEAK_RSS_CEILING_MB} MB and idle RSS within +${IDLE_GROWTH_CEILING_MB} MB of before`, async () => {
    const { token } = await server.createOwner();
    // sharp and the upload path loaded once, so the baseline is a warm server's.
    expect(await upload(token, await pngImage(32, 32), 'png-warm-up')).toBe(201);
    await sleep(SETTLE_MS);
    const baseline = server.memory().rssMb;

    server.startSampling();
    const started = Date.now();
    const statuses = await Promise.all(
      images.map((data, index) => upload(token, data, UPLOADS[index]!.name)),
    );
    const seconds = (Date.now() - started) / 1000;
    const peakMb = server.peakMb();
    server.stopSampling();
    await sleep(SETTLE_MS);
    const idleMb = server.memory().rssMb;

    console.log(
      `expensive-uploads (${server.kind}): ${UPLOADS.length} at once (${UPLOADS.map((u) => u.name).join(', ')}), ` +
        `${(images.reduce((sum, data) => sum + data.length, 0) / 1e6).toFixed(1)} MB sent in ${seconds.toFixed(1)} s; ` +
        `RSS before ${baseline.toFixed(0)} MB, peak ${peakMb.toFixed(0)} MB (ceiling ${PEAK_RSS_CEILING_MB}), ` +
        `idle after ${idleMb.toFixed(0)} MB (ceiling +${IDLE_GROWTH_CEILING_MB})`,
    );
    expect(statuses).toEqual(UPLOADS.map(() => 201));
    expect(peakMb).toBeLessThan(PEAK_RSS_CEILING_MB);
    expect(idleMb - baseline).toBeLessThan(IDLE_GROWTH_CEILING_MB);
  }, 180_000);
});
