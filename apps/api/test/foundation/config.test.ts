import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SERVER_PROCESSES } from '@carta/shared';
import { ConfigError, loadConfig } from '../../src/config';

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'carta-config-'));
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig (docs/architecture.md §4)', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      dataDir,
      databaseUrl: undefined,
      appUrl: 'http://localhost:3000',
      adminEmails: [],
      captcha: { provider: 'altcha' },
      s3: undefined,
      logLevel: 'info',
      trustProxy: false,
    });
    expect(config.webDistDir).toMatch(/apps\/web\/dist$/);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('resolves DATA_DIR to an absolute path and derives APP_URL from PORT', () => {
    const config = loadConfig({
      DATA_DIR: 'relative-data',
      PORT: '4100',
      JWT_SECRET: 'x'.repeat(32),
    });
    expect(config.dataDir).toBe(join(process.cwd(), 'relative-data'));
    expect(config.appUrl).toBe('http://localhost:4100');
  });

  it('lower-cases and trims ADMIN_EMAILS, ignoring empty entries', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      ADMIN_EMAILS: ' Boss@Example.com, ,ops@example.org ',
    });
    expect(config.adminEmails).toEqual(['boss@example.com', 'ops@example.org']);
  });

  it('reads TRUST_PROXY as a flag or a list of proxies (docs/architecture.md §9)', () => {
    const trust = (TRUST_PROXY: string) =>
      loadConfig({ DATA_DIR: dataDir, TRUST_PROXY }).trustProxy;
    expect(trust('true')).toBe(true);
    expect(trust('false')).toBe(false);
    expect(trust('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(configError({ DATA_DIR: dataDir, TRUST_PROXY: 'everyone' }).message).toMatch(
      /TRUST_PROXY: must be true, false/,
    );
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ DATA_DIR: dataDir, PORT: '', DATABASE_URL: '' });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
  });

  it('reports every bad variable on its own readable line', () => {
    const error = configError({
      DATA_DIR: dataDir,
      PORT: 'eighty',
      DATABASE_URL: 'mysql://db',
      CAPTCHA_PROVIDER: 'hcaptcha',
      ADMIN_EMAILS: 'boss@example.com,not-an-email',
      LOG_LEVEL: 'loud',
    });
    expect(error.issues).toEqual([
      'PORT: must be an integer between 1 and 65535',
      'DATABASE_URL: must be a PostgreSQL URL (postgres:// or postgresql://)',
      'CAPTCHA_PROVIDER: must be one of altcha, recaptcha, none',
      'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent',
      'ADMIN_EMAILS: not valid e-mail addresses: not-an-email',
    ]);
    expect(error.message).toContain('\n  - PORT: must be an integer between 1 and 65535');
  });

  it('reads the mail settings, and refuses a malformed SMTP_URL, MAIL_FROM or timeout', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      MAIL_FROM: 'Casa Pepe <menus@casa-pepe.example>',
      SMTP_TIMEOUT_SECONDS: '5',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      mailFrom: 'Casa Pepe <menus@casa-pepe.example>',
      smtpTimeoutMs: 5000,
    });
    expect(loadConfig({ DATA_DIR: dataDir }).smtpTimeoutMs).toBe(20_000);
    expect(loadConfig({ DATA_DIR: dataDir, MAIL_FROM: 'menus@example.com' }).mailFrom).toBe(
      'menus@example.com',
    );
    const error = configError({
      DATA_DIR: dataDir,
      SMTP_URL: 'mail.example.com:25',
      MAIL_FROM: 'Casa Pepe',
      SMTP_TIMEOUT_SECONDS: '0',
    });
    expect(error.issues).toEqual([
      'SMTP_URL: must be a SMTP URL (smtp:// or smtps://)',
      'SMTP_TIMEOUT_SECONDS: must be a number of seconds between 1 and 300',
      'MAIL_FROM: must be an address such as "Carta <menus@example.com>" or menus@example.com',
    ]);
  });

  it.each(['0', '65536', '3000.5'])('rejects PORT=%s', (port) => {
    expect(configError({ DATA_DIR: dataDir, PORT: port }).issues).toEqual([
      'PORT: must be an integer between 1 and 65535',
    ]);
  });

  it('requires both reCAPTCHA keys when CAPTCHA_PROVIDER=recaptcha', () => {
    expect(configError({ DATA_DIR: dataDir, CAPTCHA_PROVIDER: 'recaptcha' }).issues).toEqual([
      'RECAPTCHA_SITE_KEY: is required when CAPTCHA_PROVIDER=recaptcha',
      'RECAPTCHA_SECRET_KEY: is required when CAPTCHA_PROVIDER=recaptcha',
    ]);
  });

  it('uses reCAPTCHA when its keys are set and no provider is named', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      RECAPTCHA_SITE_KEY: 'site',
      RECAPTCHA_SECRET_KEY: 'secret',
    });
    expect(config.captcha).toEqual({ provider: 'recaptcha', siteKey: 'site', secretKey: 'secret' });
  });

  it('enables S3 when S3_BUCKET is set', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      S3_BUCKET: 'menus',
      S3_ENDPOINT: 'http://127.0.0.1:4568',
    });
    expect(config.s3).toEqual({
      bucket: 'menus',
      endpoint: 'http://127.0.0.1:4568',
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
    });
  });
});

describe('JWT secret', () => {
  it('is generated once into DATA_DIR/jwt-secret (mode 0600) and reused on later starts', async () => {
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first).toMatch(/^[A-Za-z0-9_-]{64}$/); // 48 random bytes, base64url
    const file = join(dataDir, 'jwt-secret');
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
  });

  it('prefers JWT_SECRET and then writes no file', async () => {
    const secret = 's'.repeat(40);
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret }).jwtSecret).toBe(secret);
    await expect(stat(join(dataDir, 'jwt-secret'))).rejects.toThrow();
  });

  it('is required when NODE_ENV=production', async () => {
    expect(configError({ DATA_DIR: dataDir, NODE_ENV: 'production' }).issues).toEqual([
      'JWT_SECRET: is required when NODE_ENV=production',
    ]);
    await expect(stat(join(dataDir, 'jwt-secret'))).rejects.toThrow();
  });

  it('must be long enough', () => {
    expect(configError({ DATA_DIR: dataDir, JWT_SECRET: 'short' }).issues).toEqual([
      'JWT_SECRET: must be at least 32 characters',
    ]);
  });
});

describe('SERVER_PROCESSES (docs/architecture.md, "Processes")', () => {
  const postgres = 'postgres://carta@127.0.0.1:5432/carta';

  it('defaults to one process per core with PostgreSQL, up to the default maximum', () => {
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: postgres }).serverProcesses).toBe(
      Math.min(availableParallelism(), SERVER_PROCESSES.defaultMax),
    );
  });

  it('defaults to one process with the embedded database, and accepts 1 there', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).serverProcesses).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir, SERVER_PROCESSES: '1' }).serverProcesses).toBe(1);
  });

  it('takes any count within its bounds with PostgreSQL', () => {
    const env = { DATA_DIR: dataDir, DATABASE_URL: postgres };
    expect(loadConfig({ ...env, SERVER_PROCESSES: '12' }).serverProcesses).toBe(12);
    expect(loadConfig({ ...env, SERVER_PROCESSES: '' }).serverProcesses).toBeGreaterThan(0);
  });

  it('refuses a count that is not a whole number within its bounds', () => {
    const env = { DATA_DIR: dataDir, DATABASE_URL: postgres };
    for (const value of ['0', '-2', '1.5', 'many', String(SERVER_PROCESSES.max + 1)]) {
      expect(configError({ ...env, SERVER_PROCESSES: value }).issues).toEqual([
        `SERVER_PROCESSES: must be an integer between 1 and ${SERVER_PROCESSES.max}`,
      ]);
    }
  });

  it('refuses more than one process on the embedded database, saying why', () => {
    expect(configError({ DATA_DIR: dataDir, SERVER_PROCESSES: '2' }).issues).toEqual([
      'SERVER_PROCESSES: the embedded database is opened by one process only (it locks DATA_DIR); set DATABASE_URL to run several, or leave SERVER_PROCESSES unset',
    ]);
  });
});
