import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const ADMIN_PASSWORD = 'Tagapangasiwa-2026!';

/** The problems a ConfigError lists for an environment (fails the test when none is thrown). */
function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error(`expected a ConfigError for ${JSON.stringify(env)}`);
}

describe('loadConfig defaults', () => {
  it('gives safe defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      env: 'production',
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      smtpUrl: undefined,
      mailFrom: 'Kakayahan Jobs <no-reply@kakayahan.local>',
      publicUrl: 'http://localhost:3000',
      admin: undefined,
      demoData: undefined,
      trustProxy: false,
      logLevel: 'info',
      appSecret: undefined,
      ocr: { workers: 1, maxQueue: 8 },
      webDistDir: undefined,
    });
  });

  it('reads the values it is given', () => {
    const config = loadConfig({
      NODE_ENV: 'development',
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/kakayahan',
      DATABASE_URL: 'postgresql://app@db:5432/kakayahan',
      REDIS_URL: 'rediss://cache:6380',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      MAIL_FROM: 'Jobs <jobs@example.ph>',
      PUBLIC_URL: 'https://jobs.example.ph/',
      ADMIN_EMAIL: 'admin@example.ph',
      ADMIN_PASSWORD,
      TRUST_PROXY: 'yes',
      LOG_LEVEL: 'warn',
      APP_SECRET: 'a-long-shared-secret-for-signing-links-0123',
      OCR_WORKERS: '2',
      OCR_MAX_QUEUE: '20',
    });
    expect(config).toMatchObject({
      env: 'development',
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/kakayahan',
      databaseUrl: 'postgresql://app@db:5432/kakayahan',
      redisUrl: 'rediss://cache:6380',
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      mailFrom: 'Jobs <jobs@example.ph>',
      publicUrl: 'https://jobs.example.ph',
      admin: { email: 'admin@example.ph', password: ADMIN_PASSWORD },
      trustProxy: true,
      logLevel: 'warn',
      appSecret: 'a-long-shared-secret-for-signing-links-0123',
      ocr: { workers: 2, maxQueue: 20 },
    });
  });

  it('derives PUBLIC_URL from PORT and strips trailing slashes from a given one', () => {
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(loadConfig({ PUBLIC_URL: 'https://kakayahan.example///' }).publicUrl).toBe('https://kakayahan.example');
  });

  it('treats empty optional values as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', SMTP_URL: '', ADMIN_EMAIL: '', ADMIN_PASSWORD: '', DEMO_DATA: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.admin).toBeUndefined();
    expect(config.demoData).toBeUndefined();
  });

  it('lets overrides win over the environment', () => {
    expect(loadConfig({ PORT: '8080' }, { port: 1234, webDistDir: '/srv/web' })).toMatchObject({
      port: 1234,
      webDistDir: '/srv/web',
    });
  });
});

describe('loadConfig stops with a ConfigError listing every problem', () => {
  it.each(['abc', '-1', '70000', '80.5'])('refuses PORT=%j', (port) => {
    const problems = problemsOf({ PORT: port });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^PORT: /u);
  });

  it('refuses a short APP_SECRET and out-of-range OCR settings', () => {
    expect(
      problemsOf({ APP_SECRET: 'short', OCR_WORKERS: '0', OCR_MAX_QUEUE: 'many' }).map((p) => p.split(':')[0]),
    ).toEqual(['APP_SECRET', 'OCR_WORKERS', 'OCR_MAX_QUEUE']);
  });

  it.each(['mysql://db/kakayahan', 'localhost:5432', 'not a url'])('refuses DATABASE_URL=%j', (url) => {
    expect(problemsOf({ DATABASE_URL: url })).toEqual(['DATABASE_URL: must be a postgres:// or postgresql:// URL']);
  });

  it('names the variables and the problems in its message', () => {
    const env = { PORT: 'abc', DATABASE_URL: 'mysql://db', NODE_ENV: 'staging', PUBLIC_URL: 'nope' };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    const problems = problemsOf(env);
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(['DATABASE_URL', 'NODE_ENV', 'PORT', 'PUBLIC_URL']);
    expect(problems).toContain('PUBLIC_URL: must be a URL');
    try {
      loadConfig(env);
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(/^Invalid configuration:\n/u);
      for (const problem of problems) expect(message).toContain(`  - ${problem}`);
    }
  });

  it.each([
    ['REDIS_URL', 'http://cache', 'REDIS_URL: must be a redis:// or rediss:// URL'],
    ['SMTP_URL', 'mail.example.com', 'SMTP_URL: must be an smtp:// or smtps:// URL'],
    ['ADMIN_EMAIL', 'not-an-email', 'ADMIN_EMAIL: must be an e-mail address'],
  ])('refuses a malformed %s', (name, value, message) => {
    const env = name === 'ADMIN_EMAIL' ? { ADMIN_EMAIL: value, ADMIN_PASSWORD } : { [name]: value };
    expect(problemsOf(env)).toContain(message);
  });

  it('refuses ADMIN_EMAIL without ADMIN_PASSWORD, and the other way round', () => {
    const message = 'ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together';
    expect(problemsOf({ ADMIN_EMAIL: 'admin@example.ph' })).toEqual([message]);
    expect(problemsOf({ ADMIN_PASSWORD })).toEqual([message]);
  });

  it.each([
    ['short', 'ADMIN_PASSWORD: Password must be at least 8 characters.'],
    ['lowercaseonly', 'ADMIN_PASSWORD: Password is too weak. Mix upper and lower case letters, numbers and symbols.'],
    ['Password123!', 'ADMIN_PASSWORD: This password is too common. Please choose a less predictable one.'],
  ])('refuses the weak ADMIN_PASSWORD %j with the password policy message', (password, message) => {
    expect(problemsOf({ ADMIN_EMAIL: 'admin@example.ph', ADMIN_PASSWORD: password })).toEqual([message]);
  });
});

describe('DEMO_DATA', () => {
  it.each(['true', '1', 'on', 'yes'])('reads %j as on', (value) => {
    expect(loadConfig({ DEMO_DATA: value }).demoData).toBe(true);
  });

  it.each(['false', '0', 'off', 'no'])('reads %j as off', (value) => {
    expect(loadConfig({ DEMO_DATA: value }).demoData).toBe(false);
  });

  it('leaves it undecided when unset', () => {
    expect(loadConfig({}).demoData).toBeUndefined();
  });

  it.each(['maybe', 'enabled', '2'])('refuses %j with the accepted values', (value) => {
    expect(problemsOf({ DEMO_DATA: value })).toEqual(['DEMO_DATA: must be one of true, false, 1, 0, on, off, yes, no']);
  });
});

describe('reporting every problem at once', () => {
  it('lists a bad PORT and a lone ADMIN_EMAIL together, in plain words', () => {
    const problems = problemsOf({ PORT: 'abc', ADMIN_EMAIL: 'admin@example.ph' });
    expect(problems).toEqual([
      'PORT: must be a whole number from 0 to 65535',
      'ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    ]);
  });
});
