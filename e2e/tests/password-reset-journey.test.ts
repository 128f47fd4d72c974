import { waitForPageReady } from '../support/browser.js';
import { expect, test } from '../support/fixtures.js';
import { field } from '../support/forms.js';
import {
  announced,
  fillNameEmailAndPasswords,
  PASSWORD,
  signIn,
  uniqueEmail,
  urlAt,
  verifyFromOutbox,
} from '../support/journeys.js';
import { readOutboxLink } from '../support/outbox.js';
import { runEnv } from '../support/run-env.js';

const NEW_PASSWORD = 'Malasakit-Reset-2027!';

test.describe('password reset', () => {
  test('an employer who forgot the password resets it from the e-mailed link and signs in with the new one', async ({
    open,
  }) => {
    const email = uniqueEmail('reset');
    const { page } = await open();
    await page.goto('/employer/signup');
    await waitForPageReady(page);
    await fillNameEmailAndPasswords(page, { first: 'Nena', last: 'Aquino', email });
    await field(page, /^Confirm password/i).press('Enter');
    await expect(announced(page, /Account created successfully/u)).toBeVisible();
    await verifyFromOutbox(page, email);

    // From the sign-in screen's link, by keyboard.
    await page.goto('/employer/signin');
    await waitForPageReady(page);
    await page.getByRole('link', { name: /forgot password/i }).click();
    await expect(page).toHaveURL(urlAt('/forgot-password'));
    await field(page, /^Email/i).fill(email);
    await field(page, /^Email/i).press('Enter');
    await expect(announced(page, 'If an account with that email exists, a reset link has been sent.')).toBeVisible();

    const link = await readOutboxLink(runEnv().dataDir, email, '/reset-password/');
    await page.goto(link);
    await waitForPageReady(page);
    await field(page, /^New password/i).fill(NEW_PASSWORD);
    await field(page, /^Confirm new password/i).fill(NEW_PASSWORD);
    await field(page, /^Confirm new password/i).press('Enter');
    await expect(announced(page, 'Your password has been successfully reset.')).toBeVisible();

    // The link works once: opened again, it is checked at once and offers only the way to a new link.
    await page.goto(link);
    await waitForPageReady(page);
    await expect(page.getByRole('alert')).toContainText('This reset link has already been used.');
    await expect(page.getByRole('link', { name: /request a new reset link/i })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Reset password' })).toHaveCount(0);

    await signIn(page, '/employer/signin', email, PASSWORD);
    await expect(page.getByText(/invalid email or password/i).first()).toBeVisible();
    await signIn(page, '/employer/signin', email, NEW_PASSWORD);
    await expect(page).not.toHaveURL(urlAt('/employer/signin'));
  });
});
