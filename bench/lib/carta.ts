// Shared by the public menu benchmarks (public-menu.ts, lighthouse.ts): builds Carta when its
// production output is missing, starts `node apps/api/dist/server.js` on a free loopback port with
// a temporary DATA_DIR, and seeds one owner with a menu through the HTTP API, as a restaurant would.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { freePort } from '../../apps/api/test/helpers/free-port';
import { serverEnvironment, serverNodeFlags } from '../../scripts/server-runtime.mjs';
import { ALLERGENS, DIETARY_LABELS } from '../../packages/shared/src/dietary';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SERVER = join(ROOT, 'apps/api/dist/server.js');
/** What `npm start` (scripts/start.mjs) needs; any of them missing means "build first". */
const BUILD_OUTPUTS = [
  'apps/web/dist/index.html',
  'apps/web/dist-ssr/render-page.js',
  'apps/api/dist/server.js',
];

const HEALTH_TIMEOUT_MS = 120_000;
const REQUEST_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;

// ---------------------------------------------------------------------------------------------
// Clean-up: every resource a benchmark starts registers how to release it; the list runs at the
// end, on failure, and on Ctrl-C.

type Task = () => unknown;

export class Cleanup {
  private tasks: Task[] = [];
  private running: Promise<void> | null = null;

  /**
   * `handleSignals: false` for a clean-up nested in another one (which runs it): only the outer one
   * may answer Ctrl-C, or the first to finish would exit while the others are still cleaning.
   */
  constructor({ handleSignals = true }: { handleSignals?: boolean } = {}) {
    if (!handleSignals) return;
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      // Not `once`: Ctrl-C reaches this process twice (from the terminal and relayed by tsx), and
      // a second signal without a handler would kill it in the middle of cleaning up.
      process.on(signal, () => {
        if (this.running) return;
        console.error(`\n${signal}: cleaning up …`);
        void this.run().finally(() => process.exit(130));
      });
    }
  }

  /** Tasks run in reverse order of registration. */
  add(task: Task): void {
    this.tasks.unshift(task);
  }

  run(): Promise<void> {
    this.running ??= (async () => {
      for (const task of this.tasks.splice(0)) {
        try {
          await task();
        } catch (error) {
          console.error('clean-up step failed:', error);
        }
      }
    })();
    return this.running;
  }
}

export function tempDir(cleanup: Cleanup, prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanup.add(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

// ---------------------------------------------------------------------------------------------
// Processes and ports

/** Sends `signal`, then SIGKILL when the process has not exited after STOP_TIMEOUT_MS. */
export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/** Resident memory of a running process (VmRSS from /proc), in MB. */
export function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /VmRSS:\s+(\d+) kB/.exec(status);
  if (!match) throw new Error(`VmRSS not found in /proc/${pid}/status`);
  return Number(match[1]) / 1024;
}

/** Peak resident memory of a process so far (VmHWM, the kernel's high-water mark), in MB. */
export function peakResidentMb(pid: number): number {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}

/** Linux's clock ticks per second for /proc/<pid>/stat (USER_HZ, 100 on every mainstream kernel). */
const CLOCK_TICKS_PER_SECOND = 100;

/** CPU time (user + system) a process has used so far, in milliseconds. */
export function cpuTimeMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may contain spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** Polls `url` until it answers 2xx; fails early when `child` exits. */
export async function waitForOk(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  const state = { exit: '' };
  child.once('exit', (code, signal) => (state.exit = `exited with ${signal ?? `code ${code}`}`));
  while (Date.now() < deadline) {
    if (state.exit) throw new Error(`${url}: the process ${state.exit} before answering`);
    try {
      const response = await rawGet(url, {}, 2000);
      if (response.status >= 200 && response.status < 300) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer 2xx within ${timeoutMs / 1000} s`);
}

// ---------------------------------------------------------------------------------------------
// HTTP

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * GET with exactly the headers given: unlike fetch(), no Accept-Encoding is added, so the body is
 * the bytes the server sends uncompressed unless `headers` asks otherwise.
 */
export function rawGet(
  url: string,
  headers: Record<string, string> = {},
  timeoutMs = REQUEST_TIMEOUT_MS,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers, timeout: timeoutMs }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.on('timeout', () =>
      request.destroy(new Error(`GET ${url}: no answer in ${timeoutMs} ms`)),
    );
    request.on('error', reject);
    request.end();
  });
}

/** GET that must answer 200. */
export async function get200(url: string, headers: Record<string, string> = {}) {
  const response = await rawGet(url, headers);
  if (response.status !== 200) {
    throw new Error(`GET ${url}: ${response.status} ${response.body.toString('utf8', 0, 300)}`);
  }
  return response;
}

// ---------------------------------------------------------------------------------------------
// Build and server

/** Runs `npm run build` at the root when an output `npm start` needs is missing. */
export function ensureBuilt(): void {
  const missing = BUILD_OUTPUTS.filter((path) => !existsSync(join(ROOT, path)));
  if (missing.length === 0) return;
  console.log(`Building Carta (missing: ${missing.join(', ')}) …`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) {
    throw new Error(`npm run build failed (exit ${build.status ?? build.signal})`);
  }
}

export interface CartaServer {
  url: string;
  pid: number;
  dataDir: string;
}

export interface StartOptions {
  /**
   * Variables set last, e.g. `{ DATABASE_URL }` for PostgreSQL or `{ LOG_LEVEL: 'info' }`;
   * undefined removes one (`{ NODE_ENV: undefined }` runs as `npm start` does).
   */
  env?: Record<string, string | undefined>;
  /** Drop the server's standard output (its log lines) instead of showing it. Default false. */
  quiet?: boolean;
  /** Options for node before the script, e.g. `['--cpu-prof']` to profile the server. */
  nodeArgs?: string[];
  /**
   * Use this DATA_DIR (e.g. a copy of a seeded one) instead of a fresh temporary one; the caller
   * owns it and removes it. Default: a new directory, removed by `cleanup`.
   */
  dataDir?: string;
  /** Run the server on these CPUs only (`taskset -c <cpus>`, e.g. '0'); default: any. */
  cpus?: string;
}

/**
 * The production server on a free 127.0.0.1 port with a fresh DATA_DIR (embedded database, mail
 * to DATA_DIR/outbox, no captcha), with the heap settings and malloc arenas `npm start` gives it
 * (scripts/server-runtime.mjs). Stopped and its directory removed by `cleanup`.
 */
export async function startCarta(
  cleanup: Cleanup,
  {
    env: overrides = {},
    quiet = false,
    nodeArgs = [],
    dataDir: givenDataDir,
    cpus,
  }: StartOptions = {},
): Promise<CartaServer> {
  ensureBuilt();
  const dataDir = givenDataDir ?? tempDir(cleanup, 'carta-bench-data-');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...serverEnvironment(process.env),
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(48).toString('base64url'),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_URL: url,
    CAPTCHA_PROVIDER: 'none',
    LOG_LEVEL: 'warn',
  };
  // Always the embedded database, local files and the outbox, whatever the caller's shell has.
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'S3_BUCKET', 'SMTP_URL', 'WEB_DIST_DIR']) {
    delete env[name];
  }
  for (const [name, value] of Object.entries(overrides)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  const command = [process.execPath, ...serverNodeFlags(), ...nodeArgs, SERVER];
  // taskset execs node in its own process: the child's pid is the server's.
  if (cpus) command.unshift('taskset', '-c', cpus);
  const child = spawn(command[0]!, command.slice(1), {
    env,
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  cleanup.add(() => stopProcess(child));
  await waitForOk(`${url}/api/health`, child, HEALTH_TIMEOUT_MS);
  return { url, pid: child.pid!, dataDir };
}

// ---------------------------------------------------------------------------------------------
// Seeding through the API

export async function api<T>(
  server: CartaServer,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: string | FormData | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers,
    body: payload,
    redirect: 'manual',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  if (response.status >= 400) {
    throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 500)}`);
  }
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The activation token of the newest mail to `email` in DATA_DIR/outbox. */
async function activationToken(dataDir: string, email: string): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const files = existsSync(outbox)
      ? readdirSync(outbox)
          .filter((name) => name.endsWith('.eml'))
          .sort()
          .reverse()
      : [];
    for (const file of files) {
      const raw = readFileSync(join(outbox, file), 'utf8');
      if (!raw.toLowerCase().includes(email.toLowerCase())) continue;
      // Quoted-printable soft line breaks and "=3D", then any base64 part, decoded.
      const texts = [raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=')];
      for (const block of raw.match(/(?:^[A-Za-z0-9+/=]{20,}\r?\n)+/gm) ?? []) {
        texts.push(Buffer.from(block.replace(/\s+/g, ''), 'base64').toString('utf8'));
      }
      for (const text of texts) {
        const match = /\/api\/accounts\/activate\/([\w~.%-]+)/.exec(text);
        if (match) return match[1]!;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no activation mail to ${email} in ${outbox}`);
}

/** An activated owner, signed in: signs up, opens the mailed activation link, signs in. */
export async function createOwner(server: CartaServer): Promise<string> {
  return (await createOwnerAccount(server)).token;
}

/** Signs `email` in again (an access token lives ACCESS_TOKEN_TTL_SECONDS); the new access token. */
export async function signIn(server: CartaServer, email: string, password: string) {
  const signedIn = await api<{ tokens: { access_token: string } }>(
    server,
    'POST',
    '/api/accounts/signin',
    { email, password },
  );
  return signedIn.tokens.access_token;
}

/** As createOwner, with the e-mail and password to sign in again. */
export async function createOwnerAccount(
  server: CartaServer,
): Promise<{ email: string; password: string; token: string }> {
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'bench-password-42';
  await api(server, 'POST', '/api/accounts/signup', { email, password, language: 'en' });
  const token = await activationToken(server.dataDir, email);
  const activation = await rawGet(`${server.url}/api/accounts/activate/${token}`);
  const location = String(activation.headers.location ?? '');
  if (activation.status !== 302 || !location.includes('activated=true')) {
    throw new Error(`activation failed: ${activation.status} ${location}`);
  }
  return { email, password, token: await signIn(server, email, password) };
}

/** An 800×600 PNG: a diagonal gradient between two colours, like a (very plain) photo. */
async function gradientPng(from: number[], to: number[]): Promise<Buffer> {
  const width = 800;
  const height = 600;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const t = (x / width + y / height) / 2;
      const offset = (y * width + x) * 3;
      for (let c = 0; c < 3; c += 1) {
        pixels[offset + c] = Math.round(from[c]! + (to[c]! - from[c]!) * t);
      }
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

const IMAGE_COLOURS = [
  [
    [200, 80, 40],
    [250, 210, 120],
  ],
  [
    [40, 120, 60],
    [200, 230, 150],
  ],
  [
    [90, 50, 30],
    [230, 190, 150],
  ],
  [
    [30, 80, 160],
    [170, 210, 240],
  ],
  [
    [150, 30, 70],
    [250, 180, 200],
  ],
];

export const CATEGORY_NAMES = [
  'Starters',
  'Salads',
  'Soups',
  'Pasta',
  'Pizza',
  'From the grill',
  'Seafood',
  'Vegetarian',
  'Desserts',
  'Drinks',
];
export const ADJECTIVES = [
  'Classic',
  'Spicy',
  'Smoked',
  'Roasted',
  'Garden',
  'Golden',
  'Rustic',
  'Crispy',
  'Tender',
  'Zesty',
  'Creamy',
  'Charred',
  'Summer',
  'Winter',
  'Coastal',
  'Mountain',
  'Grandma’s',
  'House',
  'Chef’s',
  'Market',
];

export interface SeededMenu {
  menuId: string;
  /** The page's canonical path, its readable address (`/m/bench-bistro/dinner`). */
  pagePath: string;
  businessId: string;
  token: string;
  categories: number;
  products: number;
  images: number;
}

/**
 * One business with `categories` × `productsPerCategory` products, each with a description and one
 * of a few uploaded images (reused), grouped in categories and one menu with the default theme.
 */
/**
 * What a real menu declares (issue 12): allergens on three products in four (the fourth not
 * declared), a dietary label on two in three, three sizes on one in five, one in ten sold out.
 */
export function productDetails(n: number) {
  return {
    allergens:
      n % 4 === 3
        ? null
        : [ALLERGENS[n % ALLERGENS.length], ALLERGENS[(n * 5 + 3) % ALLERGENS.length]],
    dietary: n % 3 === 2 ? [] : [DIETARY_LABELS[n % DIETARY_LABELS.length]],
    sold_out: n % 10 === 9,
    ...(n % 5 === 4
      ? {
          variants: [
            { name: 'Small', price: '4.50' },
            { name: 'Regular', price: '6.90' },
            { name: 'Large', price: '9.20' },
          ],
        }
      : {}),
  };
}

/**
 * Every day from two hours ago to eight hours from now (UTC): open through the run, and a menu
 * whose cache entry carries the instant it closes, as a menu with hours does.
 */
function servedForTheNextHours(now = new Date()) {
  const hour = (offset: number) =>
    `${String((now.getUTCHours() + offset + 24) % 24).padStart(2, '0')}:00`;
  const days = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
  return [{ days, from: hour(-2), to: hour(8) }];
}

export async function seedMenu(
  server: CartaServer,
  { categories = 10, productsPerCategory = 20 } = {},
): Promise<SeededMenu> {
  const started = Date.now();
  const token = await createOwner(server);
  const business = await api<{ id: string }>(
    server,
    'POST',
    '/api/businesses',
    {
      name: 'Bench Bistro',
      // Guests reach it at its readable address, as a printed QR code carries it.
      slug: 'bench-bistro',
      phone: '+34 600 123 456',
      whatsapp: '+34 600 123 456',
      website: 'https://bench-bistro.example.com',
      instagram: 'bench.bistro',
      // Three languages and hours, as a place in a tourist area runs it (issue 13).
      primary_language: 'en',
      other_languages: ['es', 'fr'],
      time_zone: 'UTC',
    },
    token,
  );

  const images: string[] = [];
  for (const [index, [from, to]] of IMAGE_COLOURS.entries()) {
    const form = new FormData();
    const png = await gradientPng(from!, to!);
    form.append('file', new Blob([png], { type: 'image/png' }), `dish-${index + 1}.png`);
    const upload = await api<{ fileName: string }>(
      server,
      'POST',
      '/api/files/upload',
      form,
      token,
    );
    images.push(upload.fileName);
  }

  const categoryIds: string[] = [];
  for (let c = 0; c < categories; c += 1) {
    const category = CATEGORY_NAMES[c % CATEGORY_NAMES.length]!;
    const productIds: string[] = [];
    for (let p = 0; p < productsPerCategory; p += 1) {
      const n = c * productsPerCategory + p;
      const adjective = ADJECTIVES[p % ADJECTIVES.length]!;
      const product = await api<{ id: string }>(
        server,
        'POST',
        '/api/products',
        {
          name: `${adjective} ${category.toLowerCase()} ${p + 1}`.slice(0, 50),
          price: (4.5 + ((n * 7) % 31) + (n % 2) * 0.45).toFixed(2),
          description:
            `${adjective} ${category.toLowerCase()} made fresh every morning with seasonal ` +
            `produce from local growers, finished with olive oil, herbs and a pinch of sea salt.`,
          image: images[n % images.length],
          business: { id: business.id },
          translations: {
            es: {
              name: `Plato ${n + 1}`,
              description: 'Hecho cada mañana con producto de temporada.',
            },
            fr: {
              name: `Plat ${n + 1}`,
              description: 'Préparé chaque matin avec des produits de saison.',
            },
          },
          ...productDetails(n),
        },
        token,
      );
      productIds.push(product.id);
    }
    const created = await api<{ id: string }>(
      server,
      'POST',
      '/api/categories',
      {
        name: categories > CATEGORY_NAMES.length ? `${category} ${c + 1}` : category,
        business: { id: business.id },
        products: productIds.map((id) => ({ id })),
        translations: { es: { name: `Sección ${c + 1}` }, fr: { name: `Rubrique ${c + 1}` } },
      },
      token,
    );
    categoryIds.push(created.id);
  }

  const menu = await api<{ id: string }>(
    server,
    'POST',
    '/api/menus',
    {
      name: 'Dinner menu',
      slug: 'dinner',
      business: { id: business.id },
      categories: categoryIds.map((id) => ({ id })),
      translations: { es: { name: 'Carta de cena' }, fr: { name: 'Menu du soir' } },
      hours: servedForTheNextHours(),
    },
    token,
  );
  const products = categories * productsPerCategory;
  console.log(
    `seeded ${categories} categories × ${productsPerCategory} products (${products}, ${images.length} ` +
      `distinct images) in ${((Date.now() - started) / 1000).toFixed(1)} s; menu ${menu.id}`,
  );
  return {
    menuId: menu.id,
    pagePath: '/m/bench-bistro/dinner',
    businessId: business.id,
    token,
    categories,
    products,
    images: images.length,
  };
}

/** Changes the menu's theme (PATCH /api/menus/:id); the render cache follows on the next request. */
export async function setMenuTheme(
  server: CartaServer,
  menu: SeededMenu,
  theme: object,
): Promise<void> {
  await api(server, 'PATCH', `/api/menus/${menu.menuId}`, { theme }, menu.token);
}
