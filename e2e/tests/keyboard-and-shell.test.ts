import { STORAGE_KEYS } from '@kakayahan/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { signInThroughApi } from '../support/accounts.js';
import { e2eEnv, useBrowser, waitForPageReady } from '../support/browser.js';

const { open } = useBrowser();

/** What has the keyboard focus: its tag, id, accessible text and whether it is the page heading. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      id: element?.id ?? '',
      text: element?.textContent?.trim() ?? '',
      isPageHeading: element?.matches('[data-page-heading], h1') ?? false,
    };
  });
}

function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

describe('keyboard use of the shell', () => {
  test('the first Tab reaches "Skip to main content", which moves focus to the main content', async () => {
    const { page } = await open();
    await page.goto('/');
    await waitForPageReady(page);

    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'a', text: 'Skip to main content' });
    // It is visually hidden until focused; focused, it must be seen (sighted keyboard users need it too).
    const box = await page.getByRole('link', { name: 'Skip to main content' }).boundingBox();
    expect(box?.width ?? 0, 'the focused skip link should be visible').toBeGreaterThan(10);

    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).tag).toBe('main');
  });

  test('following a link moves focus to the new page heading and scrolls to the top', async () => {
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

    await expect.poll(() => pathOf(page)).toBe('/accessibility');
    await expect.poll(async () => (await focused(page)).isPageHeading).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

describe('route guards', () => {
  test('an anonymous visitor to a job seeker page is sent to the job seeker sign-in with a redirect back', async () => {
    const { page } = await open();
    await page.goto('/employee-components');
    await expect.poll(() => pathOf(page)).toBe('/job-seeker/signin');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/employee-components');
    await waitForPageReady(page);
  });

  test('a job seeker opening an employer page lands on /unauthorized', async () => {
    const { page } = await open({ session: e2eEnv().sessions.jobSeeker });
    await page.goto('/employer-components');
    await expect.poll(() => pathOf(page)).toBe('/unauthorized');
    await waitForPageReady(page);
  });
});

describe('logout', () => {
  test('Logout in the account menu signs out, clears the token and shows the public header on /', async () => {
    // Logout revokes the token on the server, so this test uses a session of its own, not the shared one.
    const session = await signInThroughApi(e2eEnv().baseUrl, 'jobSeeker');
    const { page } = await open({ session });
    await page.goto('/employee-components');
    await waitForPageReady(page);

    await page.getByRole('button', { name: 'Account menu for Maria Santos' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();

    // Logout reloads the app at /; the public header must be there after the reload.
    await expect.poll(() => pathOf(page)).toBe('/');
    await page.waitForLoadState();
    await page.getByRole('banner').getByRole('link', { name: 'Job Seeker Login' }).waitFor();
    expect(pathOf(page)).toBe('/');
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.authToken)).toBeNull();

    const me = await fetch(`${e2eEnv().baseUrl}/api/me/`, { headers: { authorization: `Token ${session.token}` } });
    expect(me.status, 'the server should have revoked the token').toBe(401);
  });
});
