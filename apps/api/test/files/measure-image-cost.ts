/**
 * Peak memory of the image pipeline for each image at the limits, one fresh process per image:
 *   npx tsx apps/api/test/files/measure-image-cost.ts [name…]
 * Prints, per image, the file size, the RSS before, the peak RSS while processing (and the
 * difference) and the RSS just after. Set MALLOC_ARENA_MAX to compare allocator settings.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { processImage } from '../../src/lib/images';
import { buildImage, IMAGES_AT_THE_LIMITS, JUST_OVER_THE_LIMIT } from '../helpers/expensive-images';

const MB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const candidates = [...IMAGES_AT_THE_LIMITS, JUST_OVER_THE_LIMIT];

/** VmHWM of this process, in bytes. */
async function peakRss(): Promise<number> {
  const status = await readFile('/proc/self/status', 'utf8');
  return Number(/^VmHWM:\s+(\d+) kB/m.exec(status)![1]) * 1024;
}

async function measureOne(name: string, file: string): Promise<void> {
  const image = candidates.find((candidate) => candidate.name === name);
  if (!image) throw new Error(`unknown image ${name}`);
  // Built by the parent: building it here would raise the peak before the measurement.
  const data = await readFile(file);
  // Warm up sharp and libvips so that their start-up is not counted.
  await processImage(
    await sharp({ create: { width: 64, height: 64, channels: 3, background: '#123' } })
      .png()
      .toBuffer(),
  );
  await new Promise((resolve) => setTimeout(resolve, 100));
  const before = process.memoryUsage().rss;
  // Linux: resets the peak (VmHWM) to the current RSS, so start-up does not hide the peak.
  await writeFile('/proc/self/clear_refs', '5');
  const started = performance.now();
  const outcome = await processImage(data).then(
    () => 'accepted',
    (error: Error & { reason?: string }) => `refused (${error.reason ?? error.message})`,
  );
  const elapsed = performance.now() - started;
  const peak = await peakRss();
  await new Promise((resolve) => setTimeout(resolve, 200));
  const { width, height, channels, bits, format, interlaced } = image.spec;
  console.log(
    [
      name.padEnd(42),
      `${width}x${height}x${channels} ${bits}-bit ${format}${interlaced ? ' interlaced' : ''}`.padEnd(
        40,
      ),
      `${(data.length / 1e6).toFixed(2)} MB file`,
      `before ${MB(before)}`,
      `peak ${MB(peak)} (+${MB(peak - before)})`,
      `after ${MB(process.memoryUsage().rss)}`,
      `${elapsed.toFixed(0)} ms`,
      outcome,
    ].join('  '),
  );
}

const [, , ...names] = process.argv;
if (names[0] === '--one') {
  await measureOne(names[1]!, names[2]!);
} else {
  const self = fileURLToPath(import.meta.url);
  const directory = await mkdtemp(join(tmpdir(), 'carta-image-cost-'));
  console.log(
    `sharp concurrency ${sharp.concurrency()}, MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX ?? 'unset'}`,
  );
  try {
    for (const name of names.length > 0 ? names : candidates.map((candidate) => candidate.name)) {
      const file = join(directory, name);
      await writeFile(file, await buildImage(candidates.find((c) => c.name === name)!.spec));
      execFileSync(process.execPath, [...process.execArgv, self, '--one', name, file], {
        stdio: 'inherit',
      });
    }
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
