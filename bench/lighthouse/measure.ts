// One Lighthouse run of one page: mobile, its default simulated slow 4G and 4× CPU slowdown, in the system
// Chromium (never a downloaded browser) driven through puppeteer-core, Lighthouse's own dependency. A fresh
// browser per run, so every run starts with an empty cache like a first visit.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { STORAGE_KEYS, type LoginResponse } from '@kakayahan/contracts';
import lighthouse, { type Result } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../e2e/support/chromium.js';

/** What one run measured. Sizes are bytes on the wire (compressed as the server sent them). */
export interface RunFigures {
  jsBytes: number;
  cssBytes: number;
  performance: number | null;
  accessibility: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Lighthouse's measure of this machine's speed at the time (higher is faster; ~1000+ is a typical desktop). */
  benchmarkIndex: number | null;
  /** Where the page ended, when not where it was asked (a redirect to sign-in means the session was not taken). */
  endedAt: string | null;
  /** Lighthouse's own error or warnings, if any. */
  problem: string | null;
  details: RunDetails;
}

/** What explains the figures: the shifted elements, the long tasks and the failed accessibility audits. */
export interface RunDetails {
  layoutShifts: { score: number; element: string }[];
  longTasks: { url: string; startMs: number; durationMs: number }[];
  accessibilityFailures: string[];
}

/**
 * The session a signed-in page needs, put into local storage the way the app's sign-in does (without the
 * first sign-in's welcome: the feed as a returning job seeker sees it).
 */
export type SignedIn = Pick<LoginResponse, 'token' | 'userId' | 'user_type' | 'username'>;

type TableItem = Record<string, unknown>;

function tableItems(lhr: Result, auditId: string): TableItem[] {
  const details = lhr.audits[auditId]?.details;
  if (!details || (details.type !== 'table' && details.type !== 'opportunity')) return [];
  return details.items as TableItem[];
}

const numeric = (lhr: Result, auditId: string) => lhr.audits[auditId]?.numericValue ?? null;
const score = (lhr: Result, category: string) => lhr.categories[category]?.score ?? null;

function elementLabel(node: unknown): string {
  if (!node || typeof node !== 'object') return '(no element: the shift is not tied to a node)';
  const n = node as { selector?: string; snippet?: string; nodeLabel?: string };
  const label = n.nodeLabel ? ` “${n.nodeLabel.replace(/\s+/g, ' ').slice(0, 60)}”` : '';
  return `${n.selector ?? n.snippet ?? '?'}${label}`;
}

/** The figures of one Lighthouse result. */
export function figuresOf(lhr: Result, url: string): RunFigures {
  const requests = tableItems(lhr, 'network-requests');
  const bytesOf = (type: string) =>
    requests
      .filter((r) => r.resourceType === type)
      .reduce((sum, r) => sum + (typeof r.transferSize === 'number' ? r.transferSize : 0), 0);
  const accessibility = lhr.categories.accessibility;
  const endedAt = new URL(lhr.finalDisplayedUrl).pathname === new URL(url).pathname ? null : lhr.finalDisplayedUrl;
  const problems = [lhr.runtimeError?.message, ...lhr.runWarnings].filter(Boolean);
  return {
    jsBytes: bytesOf('Script'),
    cssBytes: bytesOf('Stylesheet'),
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
    endedAt,
    problem: problems.length > 0 ? problems.join(' ') : null,
    details: {
      layoutShifts: tableItems(lhr, 'layout-shifts').map((item) => ({
        score: typeof item.score === 'number' ? item.score : 0,
        element: elementLabel(item.node),
      })),
      longTasks: tableItems(lhr, 'long-tasks').map((item) => ({
        url: typeof item.url === 'string' ? item.url : '',
        startMs: Number(item.startTime ?? 0),
        durationMs: Number(item.duration ?? 0),
      })),
      accessibilityFailures: (accessibility?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
        .map((ref) => `${ref.id}: ${lhr.audits[ref.id]?.title ?? ''}`),
    },
  };
}

/**
 * Puts the session into local storage (and the signed-in hint cookie of decision 025) on the page's origin,
 * the way the app's sign-in does, from a small same-origin answer that loads none of the app's files (the
 * cache stays empty).
 */
export async function signInPage(page: Page, origin: string, session: SignedIn): Promise<void> {
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate(
    (signedIn, keys) => {
      // Runs in the page (this package is type-checked without the DOM's types).
      const inPage = globalThis as unknown as {
        localStorage: { setItem: (key: string, value: string) => void };
        document: { cookie: string };
      };
      inPage.localStorage.setItem(keys.token, signedIn.token);
      inPage.localStorage.setItem(keys.userId, String(signedIn.userId));
      inPage.localStorage.setItem(keys.userType, signedIn.user_type);
      inPage.localStorage.setItem(keys.username, signedIn.username);
      // The signed-in hint of decision 025 (apps/web/src/lib/session.ts): the server answers the app.
      inPage.document.cookie = 'kj_signed_in=1; Path=/; SameSite=Lax';
    },
    session,
    {
      token: STORAGE_KEYS.authToken,
      userId: STORAGE_KEYS.userId,
      userType: STORAGE_KEYS.userType,
      username: STORAGE_KEYS.username,
    },
  );
}

/**
 * Runs Lighthouse once on `url`. With `signedIn`, the session goes into local storage (and the signed-in
 * hint cookie of decision 025) on the same origin first, and Lighthouse is told not to clear storage.
 * With `saveTo`, the full report is written there as JSON (open it at https://googlechrome.github.io/lighthouse/viewer/).
 */
export async function measurePage(url: string, options: { signedIn?: SignedIn; saveTo?: string }): Promise<RunFigures> {
  const browser = await puppeteer.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    if (options.signedIn) {
      await signInPage(page, new URL(url).origin, options.signedIn);
    }
    const result = await lighthouse(
      url,
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: options.signedIn !== undefined,
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (options.saveTo) {
      await mkdir(path.dirname(options.saveTo), { recursive: true });
      await writeFile(options.saveTo, JSON.stringify(result.lhr));
    }
    return figuresOf(result.lhr, url);
  } finally {
    await browser.close();
  }
}
