import { waitForPageReady } from '../support/browser.js';
import { expect, test } from '../support/fixtures.js';
import { field } from '../support/forms.js';
import { announced, uniqueEmail, urlAt } from '../support/journeys.js';
import { panelOf, readAloudButton } from '../support/read-aloud.js';

/** What a visitor's page rendered on the server says when the app's code cannot be fetched (decision 025). */
const PUBLIC_PAGE_LOAD_FAILED = 'This part of the page could not load. Check your connection and try again.';

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

  test('in the app, a page whose code cannot be fetched shows its error inside the site, with Try again', async ({
    open,
  }) => {
    const { page } = await open();
    // Sign-up is the app's page (rendered in the browser; sign-in is rendered on the server since decision 031),
    // so its links are followed by the app.
    await page.goto('/job-seeker/signup');
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

  test('on a visitor’s page rendered on the server, the content stays when the app’s code cannot load', async ({
    open,
  }) => {
    const { page, problems } = await open();
    await page.goto('/');
    await waitForPageReady(page);
    const heading = await page.getByRole('heading', { level: 1 }).textContent();

    await page.context().setOffline(true);
    // The read-aloud panel needs the app, whose code is fetched on this first use, and fails.
    await readAloudButton(page).click();
    const failed = page.getByRole('status').filter({ hasText: PUBLIC_PAGE_LOAD_FAILED });
    await expect(failed).toBeVisible();
    // Seen as well as heard, and the page that was there is still there and still works as links.
    const box = await failed.boundingBox();
    expect(box?.width ?? 0, 'the message should be seen, not only heard').toBeGreaterThan(100);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /privacy policy/i })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );

    await page.context().setOffline(false);
    await readAloudButton(page).click();
    await expect(panelOf(page)).toBeVisible();
    await expect(page.getByText(PUBLIC_PAGE_LOAD_FAILED)).toHaveCount(0);
    expect(problems.pageErrors).toEqual([]);
  });
});
