import { describe, expect, test } from 'vitest';
import { e2eEnv, useBrowser, waitForPageReady } from '../support/browser.js';
import { field } from '../support/forms.js';
import {
  announced,
  fillNameEmailAndPasswords,
  pathOf,
  PASSWORD,
  signIn,
  uniqueEmail,
  verifyFromOutbox,
} from '../support/journeys.js';
import { readOutboxLink } from '../support/outbox.js';

const { open } = useBrowser();
const NEW_PASSWORD = 'Malasakit-Reset-2027!';

describe('password reset', () => {
  test('an employer who forgot the password resets it from the e-mailed link and signs in with the new one', async () => {
    const email = uniqueEmail('reset');
    const { page } = await open();
    await page.goto('/employer/signup');
    await waitForPageReady(page);
    await fillNameEmailAndPasswords(page, { first: 'Nena', last: 'Aquino', email });
    await field(page, /^Confirm password/i).press('Enter');
    await announced(page, /Account created successfully/u).waitFor();
    await verifyFromOutbox(page, email);

    // From the sign-in screen's link, by keyboard.
    await page.goto('/employer/signin');
    await waitForPageReady(page);
    await page.getByRole('link', { name: /forgot password/i }).click();
    await expect.poll(() => pathOf(page)).toBe('/forgot-password');
    await field(page, /^Email/i).fill(email);
    await field(page, /^Email/i).press('Enter');
    await announced(page, 'If an account with that email exists, a reset link has been sent.').waitFor();

    const link = await readOutboxLink(e2eEnv().dataDir, email, '/reset-password/');
    await page.goto(link);
    await waitForPageReady(page);
    await field(page, /^New password/i).fill(NEW_PASSWORD);
    await field(page, /^Confirm new password/i).fill(NEW_PASSWORD);
    await field(page, /^Confirm new password/i).press('Enter');
    await announced(page, 'Your password has been successfully reset.').waitFor();

    // The link works once.
    await page.goto(link);
    await waitForPageReady(page);
    await field(page, /^New password/i).fill('Another-Strong-Pass-9!');
    await field(page, /^Confirm new password/i).fill('Another-Strong-Pass-9!');
    await field(page, /^Confirm new password/i).press('Enter');
    await page.getByRole('link', { name: /request a new reset link/i }).waitFor();

    await signIn(page, '/employer/signin', email, PASSWORD);
    await page
      .getByText(/invalid email or password/i)
      .first()
      .waitFor();
    await signIn(page, '/employer/signin', email, NEW_PASSWORD);
    await expect.poll(() => pathOf(page)).not.toBe('/employer/signin');
  });
});
