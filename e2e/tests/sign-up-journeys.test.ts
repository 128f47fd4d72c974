import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DEMO_ACCOUNTS } from '../support/accounts.js';
import { e2eEnv, useBrowser, waitForPageReady } from '../support/browser.js';
import { chooseOption, field, tickCheckbox } from '../support/forms.js';
import { readOutboxLink } from '../support/outbox.js';

const PASSWORD = 'Bayanihan-Hiring-2026!';

const { open } = useBrowser();

/** A message shown in a live region, i.e. one a screen reader announces without moving focus. */
function announced(page: Page, text: string | RegExp): Locator {
  return page.locator('[role="status"], [role="alert"], [aria-live]').filter({ hasText: text }).first();
}

function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

function uniqueEmail(kind: string): string {
  return `e2e.${kind}.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`;
}

async function fillNameEmailAndPasswords(page: Page, person: { first: string; last: string; email: string }) {
  await field(page, /^First name/i).fill(person.first);
  await field(page, /^Last name/i).fill(person.last);
  await field(page, /^Email/i).fill(person.email);
  await field(page, /^Password/i).fill(PASSWORD);
  await field(page, /^Confirm password/i).fill(PASSWORD);
}

/** Opens the verification link from the outbox and waits for the page to confirm it. */
async function verifyFromOutbox(page: Page, email: string): Promise<void> {
  const link = await readOutboxLink(e2eEnv().dataDir, email, '/verify-email/');
  await page.goto(link);
  await waitForPageReady(page);
  await page
    .getByText(/your email address is verified/i)
    .first()
    .waitFor();
}

async function signIn(page: Page, path: string, email: string, password: string): Promise<void> {
  await page.goto(path);
  await waitForPageReady(page);
  await field(page, /^Email/i).fill(email);
  await field(page, /^Password/i).fill(password);
  await field(page, /^Password/i).press('Enter');
}

describe('sign-up journeys', () => {
  test('an employer signs up, verifies the address from the e-mail and signs in', async () => {
    const email = uniqueEmail('employer');
    const { page } = await open();
    await page.goto('/employer/signup');
    await waitForPageReady(page);

    await fillNameEmailAndPasswords(page, { first: 'Lorna', last: 'Bautista', email });
    await field(page, /^Confirm password/i).press('Enter');
    await announced(page, 'Account created successfully! Please check your email to verify your account.').waitFor();

    await verifyFromOutbox(page, email);

    await signIn(page, '/employer/signin', email, PASSWORD);
    // A new employer has no company profile yet, so the profile editor comes first.
    await expect.poll(() => pathOf(page)).toMatch(/^\/employer\/edit-profile$|^\/employer-components$/);
  });

  test('a job seeker signs up, verifies the address and is told the account awaits approval', async () => {
    const email = uniqueEmail('seeker');
    const { page } = await open();
    await page.goto('/job-seeker/signup');
    await waitForPageReady(page);

    await fillNameEmailAndPasswords(page, { first: 'Jose', last: 'Rizal', email });
    // The PWD card reader fills these; typing them by hand is allowed when it cannot.
    await chooseOption(page, /^Disability Type/i, 'Visual Disability');
    await field(page, /^ID Number/i).fill('13740000123');
    await tickCheckbox(page.getByRole('checkbox', { name: /privacy policy/i }));
    await field(page, /^Confirm password/i).press('Enter');
    await announced(page, 'Registration Successful. Account pending approval.').waitFor();

    await verifyFromOutbox(page, email);

    await signIn(page, '/job-seeker/signin', email, PASSWORD);
    await announced(page, /pending approval/i).waitFor();
    expect(pathOf(page)).toBe('/job-seeker/signin');
  });

  test('signing in with a wrong password says so', async () => {
    const { page } = await open();
    await signIn(page, '/job-seeker/signin', DEMO_ACCOUNTS.jobSeeker.email, 'Not-The-Right-Password-1!');
    await announced(page, 'Invalid email or password.').waitFor();
    expect(pathOf(page)).toBe('/job-seeker/signin');
  });
});
