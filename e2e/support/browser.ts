import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { STORAGE_KEYS } from '@kakayahan/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import type { DemoRole, E2eSession } from './accounts.js';
import { launchChromium } from './chromium.js';

const artifactsDir = path.resolve(import.meta.dirname, '../artifacts');

/** What the run's global setup provides: where the server is, its data folder and the demo sessions. */
export function e2eEnv(): { baseUrl: string; dataDir: string; sessions: Record<DemoRole, E2eSession> } {
  return { baseUrl: inject('baseUrl'), dataDir: inject('dataDir'), sessions: inject('sessions') };
}

/** Problems the page ran into, collected so a failing test can say what went wrong in the browser. */
export interface PageProblems {
  consoleErrors: string[];
  /** Uncaught exceptions in the page. */
  pageErrors: string[];
  /** Requests that failed on the network or got a 5xx answer. */
  failedRequests: string[];
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  problems: PageProblems;
}

export interface NewPageOptions {
  /** Signs the page in by writing the session's local-storage keys before the app loads. */
  session?: E2eSession;
  viewport?: { width: number; height: number };
}

/** Launches the system Chromium headless and quiet (see chromium.ts). */
export const launchBrowser = launchChromium;

async function writeSessionBeforeLoad(context: BrowserContext, session: E2eSession): Promise<void> {
  const { token, userId, user_type, username } = session;
  await context.addInitScript(
    ({ keys, values }) => {
      try {
        // Once per tab: after a logout (which clears local storage) a reload must stay signed out.
        if (window.sessionStorage.getItem('e2e-session-written') !== null) return;
        window.sessionStorage.setItem('e2e-session-written', 'yes');
        if (window.localStorage.getItem(keys.authToken) !== null) return;
        window.localStorage.setItem(keys.authToken, values.token);
        window.localStorage.setItem(keys.userId, values.userId);
        window.localStorage.setItem(keys.userType, values.userType);
        window.localStorage.setItem(keys.username, values.username);
      } catch {
        // about:blank has no storage; the next real page load writes the keys.
      }
    },
    { keys: STORAGE_KEYS, values: { token, userId: String(userId), userType: user_type, username } },
  );
}

function collectProblems(page: Page): PageProblems {
  const problems: PageProblems = { consoleErrors: [], pageErrors: [], failedRequests: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => problems.pageErrors.push(error.message));
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? 'failed';
    // A navigation or unmount cancels requests in flight; that is not a fault.
    if (!failure.includes('ERR_ABORTED'))
      problems.failedRequests.push(`${request.method()} ${request.url()}: ${failure}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 500) {
      problems.failedRequests.push(`${response.request().method()} ${response.url()}: HTTP ${response.status()}`);
    }
  });
  return problems;
}

/**
 * A fresh, isolated page at the server's address. With a session the app starts signed in; the
 * keys are written only when absent, so a logout during the test is not undone by the next load.
 */
export async function newPage(browser: Browser, options: NewPageOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext({
    baseURL: e2eEnv().baseUrl,
    viewport: options.viewport ?? { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  if (options.session) await writeSessionBeforeLoad(context, options.session);
  const page = await context.newPage();
  return { page, context, problems: collectProblems(page) };
}

/**
 * One browser per test file: launched before the first test, closed after the last. Pages opened
 * through `open` are closed after each test, with a screenshot in e2e/artifacts when the test failed.
 */
export function useBrowser(): { open: (options?: NewPageOptions) => Promise<OpenedPage> } {
  let browser: Browser | undefined;
  let opened: OpenedPage[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') {
      await mkdir(artifactsDir, { recursive: true });
      const name = context.task.name.replace(/[^A-Za-z0-9-]+/gu, '-').slice(0, 80);
      for (const [index, { page }] of opened.entries()) {
        await page.screenshot({ path: path.join(artifactsDir, `${name}-${index}.png`), fullPage: true }).catch(() => {
          // The page may already be gone; the test's own error says what failed.
        });
      }
    }
    await Promise.all(opened.map(({ context: browserContext }) => browserContext.close()));
    opened = [];
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    open: async (options) => {
      if (!browser) throw new Error('the browser is not running (useBrowser must be called at the top of the file)');
      const page = await newPage(browser, options);
      opened.push(page);
      return page;
    },
  };
}

/**
 * Waits until the page shows its heading (the h1 PageHeading renders) and no "Loading" status is
 * left, so an audit or an assertion looks at the finished screen, not a spinner.
 */
export async function waitForPageReady(page: Page): Promise<void> {
  await page.locator('[data-page-heading], h1').first().waitFor({ state: 'visible' });
  await page
    .getByRole('status')
    .filter({ hasText: /loading/i })
    .first()
    .waitFor({ state: 'hidden' });
}

/** Fails with everything the page reported when it threw an uncaught error or a request failed. */
export function assertNoPageProblems(problems: PageProblems, where: string): void {
  if (problems.pageErrors.length === 0 && problems.failedRequests.length === 0) return;
  throw new Error(
    [
      `The page ${where} ran into problems:`,
      ...problems.pageErrors.map((e) => `  uncaught error: ${e}`),
      ...problems.failedRequests.map((r) => `  failed request: ${r}`),
      ...problems.consoleErrors.map((c) => `  console error: ${c}`),
    ].join('\n'),
  );
}
