import { spawn, type ChildProcess } from 'node:child_process';
import { access, constants, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { freePort } from './free-port';

/** The nginx config that docs/deployment.md gives operators, with its three placeholders. */
export const NGINX_TEMPLATE = fileURLToPath(
  new URL('../../../../deploy/nginx/carta.conf', import.meta.url),
);

const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export interface RunningNginx {
  port: number;
  /** The error log, for a failing test's message. */
  errorLog: () => Promise<string>;
  stop: () => Promise<void>;
}

/** The template with its placeholders filled in, as envsubst would. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{(CARTA_[A-Z_]+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for ${whole} in deploy/nginx/carta.conf`);
    return value;
  });
}

async function waitUntilListening(port: number, nginx: ChildProcess, errorLog: string) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (nginx.exitCode !== null) {
      const log = await readFile(errorLog, 'utf8').catch(() => '');
      throw new Error(`nginx exited with ${nginx.exitCode}:\n${log}`);
    }
    const up = await new Promise<boolean>((resolve) => {
      const probe = request({ host: '127.0.0.1', port, path: '/', method: 'HEAD' }, (res) => {
        res.resume();
        resolve(true);
      });
      probe.on('error', () => resolve(false));
      probe.end();
    });
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('nginx did not listen within 10 s');
}

/**
 * Real nginx in a temporary prefix, on its own port of 127.0.0.1, running deploy/nginx/carta.conf
 * in front of Carta at `upstreamPort`. Fails with a clear message when nginx is not installed
 * (.ci/run installs nginx-light).
 */
export async function startNginx(upstreamPort: number): Promise<RunningNginx> {
  try {
    await access(NGINX_BIN, constants.X_OK);
  } catch {
    throw new Error(
      `nginx is not installed at ${NGINX_BIN}: apt-get install nginx-light (as .ci/run does), or set NGINX_BIN`,
    );
  }
  const dir = await mkdtemp(join(tmpdir(), 'carta-nginx-'));
  const port = await freePort();
  const errorLog = join(dir, 'error.log');
  await mkdir(join(dir, 'cache'));
  const site = fillTemplate(await readFile(NGINX_TEMPLATE, 'utf8'), {
    CARTA_LISTEN: `127.0.0.1:${port}`,
    CARTA_UPSTREAM: `127.0.0.1:${upstreamPort}`,
    CARTA_CACHE_DIR: join(dir, 'cache'),
  });
  await writeFile(join(dir, 'carta.conf'), site);
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
  await writeFile(
    join(dir, 'nginx.conf'),
    [
      // As root nginx's workers would otherwise run as nobody, who cannot write the cache.
      process.getuid?.() === 0 ? 'user root;' : '',
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${errorLog} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  access_log off;',
      `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}`,
      `  include ${join(dir, 'carta.conf')};`,
      '}',
    ].join('\n'),
  );
  const nginx = spawn(NGINX_BIN, ['-e', errorLog, '-p', dir, '-c', join(dir, 'nginx.conf')], {
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => nginx.once('exit', () => resolve()));
  const stop = async () => {
    if (nginx.exitCode === null) {
      nginx.kill('SIGTERM');
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilListening(port, nginx, errorLog);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, errorLog: () => readFile(errorLog, 'utf8').catch(() => ''), stop };
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET to 127.0.0.1:`port`, its body as received (still compressed). */
export function httpGet(
  port: number,
  path: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** An answer's body as text, uncompressed. */
export function textOf({ headers, body }: Answer): string {
  const encoding = headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}
