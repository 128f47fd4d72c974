import { expect, type Locator, type Page } from '@playwright/test';
import { waitForPageReady } from './browser.js';
import { field } from './forms.js';
import { readOutboxLink } from './outbox.js';
import { PASSWORD } from './people.js';
import { runEnv } from './run-env.js';

export { PASSWORD, uniqueEmail } from './people.js';

/** A message shown in a live region, i.e. one a screen reader announces without moving focus. */
export function announced(page: Page, text: string | RegExp): Locator {
  return page.locator('[role="status"], [role="alert"], [aria-live]').filter({ hasText: text }).first();
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

/** A URL pattern for `toHaveURL`: any of these paths on the server, with or without a query. */
export function urlAt(...paths: string[]): RegExp {
  return new RegExp(`^https?://[^/]+(?:${paths.map(escapeRegExp).join('|')})(?:[?#].*)?$`, 'u');
}

/** A pattern matching the text anywhere (for titles holding characters regular expressions treat specially). */
export function literally(text: string): RegExp {
  return new RegExp(escapeRegExp(text), 'u');
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
  const link = await readOutboxLink(runEnv().dataDir, email, '/verify-email/');
  await page.goto(link);
  await waitForPageReady(page);
  await expect(page.getByText(/your email address is verified/i).first()).toBeVisible();
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
