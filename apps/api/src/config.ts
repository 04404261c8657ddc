import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { CAPTCHA_PROVIDERS, SERVER_PROCESSES } from '@carta/shared';

/** Repository root: three levels up from both src/config.ts and dist/server.js. */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const JWT_SECRET_FILE = 'jwt-secret';
const JWT_SECRET_MIN_LENGTH = 32;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export class ConfigError extends Error {
  readonly issues: readonly string[];

  constructor(issues: string[]) {
    super(`Invalid configuration:\n${issues.map((line) => `  - ${line}`).join('\n')}`);
    this.name = 'ConfigError';
    this.issues = issues;
  }
}

/** Empty strings count as unset, as docker-compose and .env files often produce them. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** `menus@example.com` or `Name <menus@example.com>`: the sender of Carta's e-mails. */
function isMailbox(value: string): boolean {
  const address = /^[^<>]*<([^<>]+)>$/.exec(value.trim())?.[1] ?? value.trim();
  return z.email().safeParse(address).success;
}

const urlWithProtocols = (protocols: string[], what: string) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a ${what} URL (${protocols.map((p) => `${p}//`).join(' or ')})` },
  );

const SERVER_PROCESSES_MESSAGE = `must be an integer between ${SERVER_PROCESSES.min} and ${SERVER_PROCESSES.max}`;

const EnvSchema = z.object({
  NODE_ENV: optional(
    z.enum(['development', 'production', 'test'], {
      message: 'must be one of development, production, test',
    }),
  ),
  PORT: optional(
    z.coerce
      .number({ message: 'must be an integer between 1 and 65535' })
      .int('must be an integer between 1 and 65535')
      .min(1, 'must be an integer between 1 and 65535')
      .max(65535, 'must be an integer between 1 and 65535'),
  ),
  HOST: optional(z.string()),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(urlWithProtocols(['postgres:', 'postgresql:'], 'PostgreSQL')),
  APP_URL: optional(urlWithProtocols(['http:', 'https:'], 'http(s)')),
  JWT_SECRET: optional(
    z.string().min(JWT_SECRET_MIN_LENGTH, `must be at least ${JWT_SECRET_MIN_LENGTH} characters`),
  ),
  SMTP_URL: optional(urlWithProtocols(['smtp:', 'smtps:'], 'SMTP')),
  /** How long the mail server may take to answer, in seconds (connecting, greeting, each command). */
  SMTP_TIMEOUT_SECONDS: optional(
    z.coerce
      .number({ message: 'must be a number of seconds between 1 and 300' })
      .min(1, 'must be a number of seconds between 1 and 300')
      .max(300, 'must be a number of seconds between 1 and 300'),
  ),
  MAIL_FROM: optional(
    z
      .string()
      .refine(
        isMailbox,
        'must be an address such as "Carta <menus@example.com>" or menus@example.com',
      ),
  ),
  ADMIN_EMAILS: optional(z.string()),
  CAPTCHA_PROVIDER: optional(
    z.enum(CAPTCHA_PROVIDERS, { message: `must be one of ${CAPTCHA_PROVIDERS.join(', ')}` }),
  ),
  RECAPTCHA_SITE_KEY: optional(z.string()),
  RECAPTCHA_SECRET_KEY: optional(z.string()),
  S3_BUCKET: optional(z.string()),
  S3_ENDPOINT: optional(urlWithProtocols(['http:', 'https:'], 'http(s)')),
  S3_REGION: optional(z.string()),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  REDIS_URL: optional(urlWithProtocols(['redis:', 'rediss:'], 'Redis')),
  TRUST_PROXY: optional(
    z.string().regex(/^(true|false|[\d.:/a-fA-F]+(,\s*[\d.:/a-fA-F]+)*)$/, {
      message: 'must be true, false, or a comma list of proxy IPs/CIDRs',
    }),
  ),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` })),
  WEB_DIST_DIR: optional(z.string()),
  SUPPORT_EMAIL: optional(z.email({ message: 'must be an e-mail address' })),
  VALIDATE_RESPONSES: optional(z.enum(['true', 'false'], { message: 'must be true or false' })),
  OWNER_READ_CACHE: optional(z.enum(['true', 'false'], { message: 'must be true or false' })),
  WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: optional(
    z.enum(['true', 'false'], { message: 'must be true or false' }),
  ),
  /** How often counted menu views are written to the database, in seconds (docs/product.md). */
  MENU_VIEWS_FLUSH_SECONDS: optional(
    z.coerce
      .number({ message: 'must be a number of seconds between 1 and 300' })
      .min(1, 'must be a number of seconds between 1 and 300')
      .max(300, 'must be a number of seconds between 1 and 300'),
  ),
  /** How many server processes `npm start` runs (docs/architecture.md, "Processes"). */
  SERVER_PROCESSES: optional(
    z.coerce
      .number({ message: SERVER_PROCESSES_MESSAGE })
      .int(SERVER_PROCESSES_MESSAGE)
      .min(SERVER_PROCESSES.min, SERVER_PROCESSES_MESSAGE)
      .max(SERVER_PROCESSES.max, SERVER_PROCESSES_MESSAGE),
  ),
});

type Env = z.infer<typeof EnvSchema>;

export type CaptchaConfig =
  { provider: 'altcha' | 'none' } | { provider: 'recaptcha'; siteKey: string; secretKey: string };

export interface S3Config {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Absolute path. */
  dataDir: string;
  databaseUrl?: string;
  /** Public base URL without a trailing slash. */
  appUrl: string;
  jwtSecret: string;
  smtpUrl?: string;
  /** Connection, greeting and socket timeout of the SMTP client. */
  smtpTimeoutMs: number;
  mailFrom: string;
  /** Lower-cased e-mail addresses of the accounts with the admin role. */
  adminEmails: readonly string[];
  captcha: CaptchaConfig;
  s3?: S3Config;
  redisUrl?: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /**
   * Which proxies' X-Forwarded-For to believe, so that per-IP rate limits see the client behind a
   * load balancer (docs/architecture.md §9) instead of the balancer: false, true, or proxy IPs/CIDRs.
   */
  trustProxy: boolean | string[];
  /** Absolute path of the built web app. */
  webDistDir: string;
  /** Absolute path of the public menu page's server renderer (built beside webDistDir). */
  webSsrDir: string;
  /** Where guests and owners write for help (the public menu's contact link). */
  supportEmail: string;
  /**
   * Check every JSON reply against its route's response schema (a mismatch is a 500). On by
   * default only under NODE_ENV=test: it costs CPU on every reply (docs/performance.md).
   */
  validateResponses: boolean;
  /**
   * Answer an owner's repeated GET from memory until the next write (embedded database only). On
   * by default except under NODE_ENV=test, where suites change rows behind the API's back.
   */
  ownerReadCache: boolean;
  /**
   * Let webhooks go to private, loopback and link-local addresses and over plain http: for tests
   * and local development only (docs/security.md, "Webhooks"). Off by default.
   */
  webhooksAllowPrivateAddresses: boolean;
  /** How often counted menu views are written to the database (docs/product.md, "Menu views"). */
  menuViewsFlushMs: number;
  /**
   * How many server processes `npm start` runs on the one port (docs/architecture.md,
   * "Processes"): one per core with PostgreSQL, up to SERVER_PROCESSES.defaultMax; always 1 with
   * the embedded database, whose DATA_DIR one process owns.
   */
  serverProcesses: number;
}

const EmailSchema = z.email();

/**
 * Parses the environment (docs/architecture.md §4). Throws a ConfigError naming every bad variable.
 * Side effect: when JWT_SECRET is unset outside production, a secret is generated once into
 * DATA_DIR/jwt-secret and reused on later starts.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Readonly<AppConfig> {
  const parsed = EnvSchema.safeParse(env);
  const issues: string[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  const values: Env = parsed.success ? parsed.data : partialEnv(env);

  const nodeEnv = values.NODE_ENV ?? 'development';
  const port = values.PORT ?? 3000;
  const dataDir = resolve(values.DATA_DIR ?? './data');

  const adminEmails = (values.ADMIN_EMAILS ?? '')
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter((email) => email.length > 0);
  const badAdmins = adminEmails.filter((email) => !EmailSchema.safeParse(email).success);
  if (badAdmins.length > 0) {
    issues.push(`ADMIN_EMAILS: not valid e-mail addresses: ${badAdmins.join(', ')}`);
  }

  const captcha = resolveCaptcha(values, issues);

  if (nodeEnv === 'production' && !values.JWT_SECRET) {
    issues.push('JWT_SECRET: is required when NODE_ENV=production');
  }

  if (
    values.SERVER_PROCESSES !== undefined &&
    values.SERVER_PROCESSES > 1 &&
    !values.DATABASE_URL
  ) {
    issues.push(
      'SERVER_PROCESSES: the embedded database is opened by one process only (it locks DATA_DIR); set DATABASE_URL to run several, or leave SERVER_PROCESSES unset',
    );
  }

  if (issues.length > 0) throw new ConfigError(issues);

  const webDistDir = resolve(values.WEB_DIST_DIR ?? join(REPO_ROOT, 'apps/web/dist'));
  const config: AppConfig = {
    nodeEnv,
    port,
    host: values.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: values.DATABASE_URL,
    appUrl: (values.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    jwtSecret: values.JWT_SECRET ?? readOrCreateJwtSecret(dataDir),
    smtpUrl: values.SMTP_URL,
    smtpTimeoutMs: (values.SMTP_TIMEOUT_SECONDS ?? 20) * 1000,
    mailFrom: values.MAIL_FROM ?? 'Carta <no-reply@localhost>',
    adminEmails: Object.freeze(adminEmails),
    captcha: Object.freeze(captcha),
    s3: values.S3_BUCKET
      ? Object.freeze({
          bucket: values.S3_BUCKET,
          endpoint: values.S3_ENDPOINT,
          region: values.S3_REGION ?? 'us-east-1',
          accessKeyId: values.S3_ACCESS_KEY_ID,
          secretAccessKey: values.S3_SECRET_ACCESS_KEY,
        })
      : undefined,
    redisUrl: values.REDIS_URL,
    logLevel: values.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    webDistDir,
    webSsrDir: join(webDistDir, '..', 'dist-ssr'),
    supportEmail: values.SUPPORT_EMAIL ?? 'support@carta.example',
    validateResponses: (values.VALIDATE_RESPONSES ?? String(nodeEnv === 'test')) === 'true',
    ownerReadCache: (values.OWNER_READ_CACHE ?? String(nodeEnv !== 'test')) === 'true',
    webhooksAllowPrivateAddresses: values.WEBHOOKS_ALLOW_PRIVATE_ADDRESSES === 'true',
    menuViewsFlushMs: (values.MENU_VIEWS_FLUSH_SECONDS ?? 5) * 1000,
    serverProcesses:
      values.SERVER_PROCESSES ??
      (values.DATABASE_URL ? Math.min(availableParallelism(), SERVER_PROCESSES.defaultMax) : 1),
  };
  return Object.freeze(config);
}

function resolveCaptcha(values: Env, issues: string[]): CaptchaConfig {
  const siteKey = values.RECAPTCHA_SITE_KEY;
  const secretKey = values.RECAPTCHA_SECRET_KEY;
  // docs/architecture.md §3: reCAPTCHA is used when its keys are set, unless a provider is named explicitly.
  const provider = values.CAPTCHA_PROVIDER ?? (siteKey && secretKey ? 'recaptcha' : 'altcha');
  if (provider !== 'recaptcha') return { provider };
  if (!siteKey || !secretKey) {
    if (!siteKey) issues.push('RECAPTCHA_SITE_KEY: is required when CAPTCHA_PROVIDER=recaptcha');
    if (!secretKey)
      issues.push('RECAPTCHA_SECRET_KEY: is required when CAPTCHA_PROVIDER=recaptcha');
    return { provider: 'none' };
  }
  return { provider, siteKey, secretKey };
}

/** Keeps the variables that did parse, so cross-field checks can still report their own issues. */
function partialEnv(env: NodeJS.ProcessEnv): Env {
  const result: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(EnvSchema.shape)) {
    const field = (schema as z.ZodType).safeParse(env[key]);
    if (field.success) result[key] = field.data;
  }
  return result as Env;
}

function readOrCreateJwtSecret(dataDir: string): string {
  const file = join(dataDir, JWT_SECRET_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length < JWT_SECRET_MIN_LENGTH) {
      throw new ConfigError([
        `JWT_SECRET: the stored secret in ${file} is too short; delete the file to regenerate it`,
      ]);
    }
    return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    // 'wx' fails if another process created the file meanwhile; then its secret wins.
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readOrCreateJwtSecret(dataDir);
    throw error;
  }
}

function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return value.split(',').map((entry) => entry.trim());
}
