import path from 'node:path';
import { passwordPolicyError } from '@kakayahan/contracts';
import { z } from 'zod';

const booleanFlag = z
  .preprocess(
    (value) => (typeof value === 'string' ? value.toLowerCase() : value),
    z.enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'], {
      error: 'must be one of true, false, 1, 0, on, off, yes, no',
    }),
  )
  .transform((value) => ['true', '1', 'on', 'yes'].includes(value));

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const portMessage = 'must be a whole number from 0 to 65535';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ error: portMessage }).int(portMessage).min(0, portMessage).max(65535, portMessage).default(3000),
  ),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//u, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  REDIS_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//u, 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//u, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('Kakayahan Jobs <no-reply@kakayahan.local>'),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url('must be a URL').optional()),
  ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.email('must be an e-mail address').optional()),
  ADMIN_PASSWORD: z.preprocess(emptyAsUndefined, z.string().optional()),
  DEMO_DATA: z.preprocess(emptyAsUndefined, booleanFlag.optional()),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, booleanFlag.default(false)),
  APP_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, 'must be at least 32 characters (it signs short-lived links)').optional(),
  ),
  OCR_WORKERS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(8, 'must be at most 8').default(1),
  ),
  OCR_MAX_QUEUE: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number()
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .max(200, 'must be at most 200')
      .default(8),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  admin: { email: string; password: string } | undefined;
  /** Undefined means "decide by the database": on for an empty embedded database. */
  demoData: boolean | undefined;
  trustProxy: boolean;
  logLevel: string;
  /** Signs short-lived links; a random key in DATA_DIR when unset. */
  appSecret: string | undefined;
  ocr: { workers: number; maxQueue: number };
  /** Folder of the built web app; absent in API-only tests. */
  webDistDir: string | undefined;
}

/** ADMIN_EMAIL and ADMIN_PASSWORD come together, and the password follows the one password policy. */
function adminProblems(email: string | undefined, password: string | undefined): string[] {
  const problems: string[] = [];
  if (Boolean(email) !== Boolean(password)) {
    problems.push('ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  const weakness = password ? passwordPolicyError(password) : null;
  if (weakness) problems.push(`ADMIN_PASSWORD: ${weakness}`);
  return problems;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once. Throws a ConfigError listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`);
  problems.push(...adminProblems(env.ADMIN_EMAIL, env.ADMIN_PASSWORD));
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data;
  const base: Config = {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/u, ''),
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    demoData: e.DEMO_DATA,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    appSecret: e.APP_SECRET,
    ocr: { workers: e.OCR_WORKERS, maxQueue: e.OCR_MAX_QUEUE },
    webDistDir: undefined,
  };
  return { ...base, ...overrides };
}
