/** What the global setup tells every test worker about this run (through the environment workers inherit). */
export interface RunEnv {
  /** The server's address, e.g. http://127.0.0.1:40123. */
  baseUrl: string;
  /** The server's throw-away DATA_DIR (its outbox/ holds the mail it sent). */
  dataDir: string;
  /** The administrator this run created through ADMIN_EMAIL/ADMIN_PASSWORD (admins cannot sign up). */
  admin: { email: string; password: string };
}

const KEYS = {
  baseUrl: 'E2E_BASE_URL',
  dataDir: 'E2E_DATA_DIR',
  adminEmail: 'E2E_ADMIN_EMAIL',
  adminPassword: 'E2E_ADMIN_PASSWORD',
} as const;

/** Called by the global setup: workers start after it and inherit these variables. */
export function publishRunEnv(env: RunEnv): void {
  process.env[KEYS.baseUrl] = env.baseUrl;
  process.env[KEYS.dataDir] = env.dataDir;
  process.env[KEYS.adminEmail] = env.admin.email;
  process.env[KEYS.adminPassword] = env.admin.password;
}

function required(key: string): string {
  const value = process.env[key];
  if (!value) {
    throw new Error(
      `${key} is not set: the browser tests run through the global setup (node e2e/run.mjs, or ` +
        'npx playwright test --config e2e/playwright.config.ts after npm run build)',
    );
  }
  return value;
}

/** The run's server, data folder and administrator, as the global setup published them. */
export function runEnv(): RunEnv {
  return {
    baseUrl: required(KEYS.baseUrl),
    dataDir: required(KEYS.dataDir),
    admin: { email: required(KEYS.adminEmail), password: required(KEYS.adminPassword) },
  };
}
