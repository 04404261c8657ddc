// nginx serving fixed bytes as static files: the reference the public menu's throughput is
// compared with (docs/public-menu.md). Runs Debian's nginx in the foreground with a throw-away prefix.
import { spawn } from 'node:child_process';
import { accessSync, constants, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { freePort } from '../../apps/api/test/helpers/free-port';
import { stopProcess, tempDir, waitForOk, type Cleanup } from './carta';

export interface StaticFile {
  /** Path under the root, without a leading slash, e.g. 'menu.json'. */
  name: string;
  body: Buffer;
  /** The Content-Type nginx sends for it. */
  type: string;
  /** Content-Encoding of the stored bytes (e.g. 'gzip'), sent as is. */
  encoding?: string;
}

/** Every file under `/<prefix>` sent with one Content-Type (and Content-Encoding). */
export interface PrefixLocation {
  /** e.g. 'm/' for the files under www/m/. */
  prefix: string;
  type: string;
  encoding?: string;
}

export interface NginxOptions {
  /** worker_processes; default 'auto' (one per core). */
  workers?: number;
  /** Run nginx (master and workers) on these CPUs only (`taskset -c <cpus>`); default: any. */
  cpus?: string;
  /**
   * Serve the files by prefix instead of one exact location per file (many files: a config of
   * 10,000 locations is slow to load).
   */
  prefixes?: PrefixLocation[];
}

export interface Nginx {
  url: string;
  pid: number;
}

/** $NGINX when set, else /usr/sbin/nginx, else nginx on the PATH; null when there is none. */
export function findNginx(): string | null {
  const candidates = process.env.NGINX
    ? [process.env.NGINX]
    : [
        '/usr/sbin/nginx',
        ...(process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, 'nginx')),
      ];
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // next
    }
  }
  return null;
}

/**
 * Starts `binary` on a free 127.0.0.1 port serving `files` (sendfile, keep-alive, no access log,
 * one worker per core unless `options` say otherwise) and waits until the first file answers.
 * Stopped by `cleanup`.
 */
export async function startNginx(
  cleanup: Cleanup,
  binary: string,
  files: StaticFile[],
  options: NginxOptions = {},
): Promise<Nginx> {
  const prefix = tempDir(cleanup, 'carta-bench-nginx-');
  const root = join(prefix, 'www');
  mkdirSync(root);
  for (const file of files) {
    mkdirSync(dirname(join(root, file.name)), { recursive: true });
    writeFileSync(join(root, file.name), file.body);
  }
  for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(prefix, dir));
  }
  const port = await freePort();
  const headers = (type: string, encoding?: string) =>
    `default_type "${type}";` + (encoding ? ` add_header Content-Encoding ${encoding};` : '');
  const locations = options.prefixes
    ? options.prefixes
        .map(
          (location) =>
            `    location /${location.prefix} { ${headers(location.type, location.encoding)} }`,
        )
        .join('\n')
    : files
        .map((file) => `    location = /${file.name} { ${headers(file.type, file.encoding)} }`)
        .join('\n');
  // As root, workers would switch to "nobody", who cannot read the private temporary root.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  const config = `${user}daemon off;
master_process on;
worker_processes ${options.workers ?? 'auto'};
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  keepalive_timeout 65;
  keepalive_requests 100000;
  server_tokens off;
  types {}
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${root};
${locations}
  }
}
`;
  const configFile = join(prefix, 'nginx.conf');
  writeFileSync(configFile, config);

  const command = [binary, '-p', prefix, '-e', join(prefix, 'error.log'), '-c', configFile];
  if (options.cpus) command.unshift('taskset', '-c', options.cpus);
  const child = spawn(command[0]!, command.slice(1), { stdio: ['ignore', 'inherit', 'inherit'] });
  cleanup.add(() => stopProcess(child, 'SIGQUIT'));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForOk(`${url}/${files[0]!.name}`, child, 15_000);
  } catch (error) {
    let log = '';
    try {
      log = readFileSync(join(prefix, 'error.log'), 'utf8').trim();
    } catch {
      // no log written
    }
    throw new Error(`nginx did not start: ${(error as Error).message}${log ? `\n${log}` : ''}`);
  }
  return { url, pid: child.pid! };
}
