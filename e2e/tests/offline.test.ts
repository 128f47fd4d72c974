import { waitForPageReady } from '../support/browser.js';
import { expect, test } from '../support/fixtures.js';
import { field } from '../support/forms.js';
import { announced, uniqueEmail, urlAt } from '../support/journeys.js';

const OFFLINE_SUBMIT =
  'You are offline, so this was not sent. What you typed is kept; send it again when the connection is back.';

test.describe('when the network fails', () => {
  test('a form sent while offline keeps its text, says so in words, and goes through once back online', async ({
    open,
  }) => {
    const { page } = await open();
    await page.goto('/forgot-password');
    await waitForPageReady(page);
    const email = uniqueEmail('offline');
    await field(page, /^Email/i).fill(email);

    await page.context().setOffline(true);
    await page.getByRole('button', { name: /send reset link/i }).click();
    await expect(announced(page, OFFLINE_SUBMIT)).toBeVisible();
    // The shell and what was typed stay.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(field(page, /^Email/i)).toHaveValue(email);

    await page.context().setOffline(false);
    await page.getByRole('button', { name: /send reset link/i }).click();
    await expect(announced(page, 'If an account with that email exists, a reset link has been sent.')).toBeVisible();
  });

  test('a page whose code cannot be fetched shows its error inside the site, with Try again', async ({ open }) => {
    const { page } = await open();
    await page.goto('/');
    await waitForPageReady(page);

    await page.context().setOffline(true);
    // A page not visited yet: its code is fetched on the way, and fails.
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /privacy policy/i })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
    await expect(page.getByText('You are offline. Choose Try again when the connection is back.')).toBeVisible();
    // Inside the site: the header and footer are still there.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(announced(page, 'You are still offline. Choose Try again when the connection is back.')).toBeVisible();

    await page.context().setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(urlAt('/privacy-policy'));
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
