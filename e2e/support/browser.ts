import { APP_STORAGE_KEYS, STORAGE_KEYS } from '@kakayahan/contracts';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { Session } from './people.js';

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

export interface OpenOptions {
  /** Whose session the app starts with (anonymous without one). */
  as?: { session: Session };
  viewport?: { width: number; height: number };
}

/** Opens a page of its own (a fresh browser context) for one person; closed when the test ends. */
export type OpenPage = (options?: OpenOptions) => Promise<OpenedPage>;

/**
 * The session's local-storage keys, present before the app's first script runs. They are written once,
 * when the context is made, so a logout during the test (which clears them) is not undone by a reload.
 */
function storageStateOf(baseUrl: string, session: Session) {
  const values: Record<keyof typeof STORAGE_KEYS, string> = {
    authToken: session.token,
    userId: String(session.userId),
    userType: session.user_type,
    username: session.username,
  };
  const localStorage: { name: string; value: string }[] = (
    Object.keys(STORAGE_KEYS) as (keyof typeof STORAGE_KEYS)[]
  ).map((key) => ({
    name: STORAGE_KEYS[key],
    value: values[key],
  }));
  // A job seeker still waiting for approval: the app opens My PWD ID only.
  if (session.account_status === 'pending_approval') {
    localStorage.push({ name: APP_STORAGE_KEYS.accountStatus, value: 'pending_approval' });
  }
  return { cookies: [], origins: [{ origin: new URL(baseUrl).origin, localStorage }] };
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
 * What the `open` fixture does: a new context (the config's base URL, headers and reduced motion apply),
 * signed in as the person when one is given, with its page's problems collected. Playwright records the
 * trace and the failure screenshot of every such context.
 */
export async function openPage(browser: Browser, baseUrl: string, options: OpenOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext({
    ...(options.viewport ? { viewport: options.viewport } : {}),
    ...(options.as ? { storageState: storageStateOf(baseUrl, options.as.session) } : {}),
  });
  const page = await context.newPage();
  return { page, context, problems: collectProblems(page) };
}

/**
 * Waits until the page shows its heading (the h1 PageHeading renders) and no "Loading" status is
 * left, so an audit or an assertion looks at the finished screen, not a spinner.
 */
export async function waitForPageReady(page: Page): Promise<void> {
  await expect(page.locator('[data-page-heading], h1').first()).toBeVisible();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /loading/i })
      .first(),
  ).toBeHidden();
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
