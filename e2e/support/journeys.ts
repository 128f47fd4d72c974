import type { Locator, Page } from 'playwright-core';
import { e2eEnv, waitForPageReady } from './browser.js';
import { field } from './forms.js';
import { readOutboxLink } from './outbox.js';

/** The password every journey's new account uses. */
export const PASSWORD = 'Bayanihan-Hiring-2026!';

/** A message shown in a live region, i.e. one a screen reader announces without moving focus. */
export function announced(page: Page, text: string | RegExp): Locator {
  return page.locator('[role="status"], [role="alert"], [aria-live]').filter({ hasText: text }).first();
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

export function uniqueEmail(kind: string): string {
  return `e2e.${kind}.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`;
}

export async function fillNameEmailAndPasswords(page: Page, person: { first: string; last: string; email: string }) {
  await field(page, /^First name/i).fill(person.first);
  await field(page, /^Last name/i).fill(person.last);
  await field(page, /^Email/i).fill(person.email);
  await field(page, /^Password/i).fill(PASSWORD);
  await field(page, /^Confirm password/i).fill(PASSWORD);
}

/** Opens the verification link from the outbox and waits for the page to confirm it. */
export async function verifyFromOutbox(page: Page, email: string): Promise<void> {
  const link = await readOutboxLink(e2eEnv().dataDir, email, '/verify-email/');
  await page.goto(link);
  await waitForPageReady(page);
  await page
    .getByText(/your email address is verified/i)
    .first()
    .waitFor();
}

export async function signIn(page: Page, path: string, email: string, password: string): Promise<void> {
  await page.goto(path);
  await waitForPageReady(page);
  await field(page, /^Email/i).fill(email);
  await field(page, /^Password/i).fill(password);
  await field(page, /^Password/i).press('Enter');
}

/** The chat room's connection status once its live socket is open. */
export function chatConnected(page: Page): Locator {
  return page.getByRole('status').filter({ hasText: /Chat connection:\s*Connected/u });
}
