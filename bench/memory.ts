// docs/architecture.md §8: the server on the embedded database stays under 300 MB resident after start-up.
// Starts the production build on a fresh DATA_DIR, waits for health, lets it settle, reads VmRSS.
// Run: npm run build && npm run memory -w @carta/bench
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverEnvironment, serverNodeFlags } from '../scripts/server-runtime.mjs';

const LIMIT_MB = 300;
const port = 3290;
const server = fileURLToPath(new URL('../apps/api/dist/server.js', import.meta.url));

function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /VmRSS:\s+(\d+) kB/.exec(status);
  if (!match) throw new Error('VmRSS not found');
  return Number(match[1]) / 1024;
}

async function waitForHealth(url: string, deadlineMs: number): Promise<void> {
  while (Date.now() < deadlineMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy at ${url}`);
}

async function measure(label: string, dataDir: string): Promise<number> {
  // As scripts/start.mjs runs it.
  const child = spawn(process.execPath, [...serverNodeFlags(), server], {
    env: {
      ...serverEnvironment(process.env),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
  try {
    const url = `http://127.0.0.1:${port}/api/health`;
    await waitForHealth(url, Date.now() + 60_000);
    for (let i = 0; i < 50; i += 1) await fetch(url);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const mb = residentMb(child.pid!);
    console.log(`${label}: ${mb.toFixed(1)} MB resident (limit ${LIMIT_MB} MB)`);
    return mb;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'carta-bench-memory-'));
try {
  const first = await measure('first start (creates the database)', dataDir);
  const second = await measure('second start (reopens it)', dataDir);
  if (Math.max(first, second) > LIMIT_MB) {
    console.error(`FAIL: resident memory above ${LIMIT_MB} MB`);
    process.exitCode = 1;
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
