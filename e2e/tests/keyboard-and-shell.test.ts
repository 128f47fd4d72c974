import { accountsApi, STORAGE_KEYS } from '@kakayahan/contracts';
import type { Page } from '@playwright/test';
import { waitForPageReady } from '../support/browser.js';
import { expect, test } from '../support/fixtures.js';
import { urlAt } from '../support/journeys.js';

/** What has the keyboard focus: its tag and text. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    return { tag: element?.tagName.toLowerCase() ?? '', text: element?.textContent?.trim() ?? '' };
  });
}

test.describe('keyboard use of the shell', () => {
  test('the first Tab reaches "Skip to main content", which moves focus to the main content', async ({ open }) => {
    const { page } = await open();
    await page.goto('/');
    await waitForPageReady(page);

    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'a', text: 'Skip to main content' });
    // It is visually hidden until focused; focused, it must be seen (sighted keyboard users need it too).
    const box = await page.getByRole('link', { name: 'Skip to main content' }).boundingBox();
    expect(box?.width ?? 0, 'the focused skip link should be visible').toBeGreaterThan(10);

    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('following a link moves focus to the new page heading and scrolls to the top', async ({ open }) => {
    // A short window, so reaching the footer link means the page has scrolled down.
    const { page } = await open({ viewport: { width: 1024, height: 400 } });
    await page.goto('/');
    await waitForPageReady(page);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).focus();
    expect(
      await page.evaluate(() => window.scrollY),
      'the landing page should scroll in a short window',
    ).toBeGreaterThan(0);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(urlAt('/accessibility'));
    // The page heading (PageHeading's h1) has the focus.
    await expect(page.locator('[data-page-heading]:focus, h1:focus')).toHaveCount(1);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('route guards', () => {
  test('an anonymous visitor to a job seeker page is sent to the job seeker sign-in with a redirect back', async ({
    open,
  }) => {
    const { page } = await open();
    await page.goto('/employee-components');
    await expect(page).toHaveURL(urlAt('/job-seeker/signin'));
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/employee-components');
    await waitForPageReady(page);
  });

  test('a job seeker opening an employer page lands on /unauthorized', async ({ open, jobSeeker }) => {
    const { page } = await open({ as: jobSeeker });
    await page.goto('/employer-components');
    await expect(page).toHaveURL(urlAt('/unauthorized'));
    await waitForPageReady(page);
  });
});

test.describe('logout', () => {
  test('Sign out in the account menu signs out, clears the token and shows the public header on /', async ({
    open,
    jobSeeker,
    api,
  }) => {
    const { page } = await open({ as: jobSeeker });
    await page.goto('/employee-components');
    await waitForPageReady(page);

    await page.getByRole('button', { name: `Account menu for ${jobSeeker.name}` }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();

    // Logout reloads the app at /; the public header must be there after the reload.
    await expect(page).toHaveURL(urlAt('/'));
    await page.waitForLoadState();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Job seeker sign in' })).toBeVisible();
    await expect(page).toHaveURL(urlAt('/'));
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.authToken)).toBeNull();

    await expect(
      api.call(accountsApi.me, { token: jobSeeker.session.token }),
      'the server should have revoked the token',
    ).rejects.toThrow(/answered 401/u);
  });
});
